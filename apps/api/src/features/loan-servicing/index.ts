export { registerLoanServicingRoutes } from './loan-servicing.routes'
export { registerLoanServicingHooks } from './loan-servicing.hooks'
/** Loan servicing's part of the end-of-day run (issue 33): every active loan's figures and day snapshot. */
export { registerLoanDayClose } from './loan-day-close'
export { listLoans } from './loans-list'
/** The provisions report as of a date, in the viewer's scope: its screen's and its CSV export's (issue 33). */
export { provisionReport } from './loan-provisions'
/** The portfolio reports' reads (issue 36): the loans as they stood on several dates, write-offs and recoveries. */
export { portfolioLoansOn, lossesBetween, type PortfolioLoanOn } from './portfolio-history'
export { seedLoanServicing } from './loan-servicing.seed'
/**
 * The one way a loan is opened: today the activo hook calls it; the signed contract of issue 15 will call it
 * from here instead (its only caller outside this feature, hence unused until then).
 * @public
 */
export { openLoan, type LoanOpening } from './loan-record'
export { loanFiguresOn } from './loan-figures-on'
/** Today's figures of every active loan, recomputed where the daily job has not run yet (as the loans list does). */
export { refreshStaleFigures } from './loan-record'
/** The loan's four-eyes kinds (reversal on a paid-off loan, refund), registered in apps/api/src/approval-kinds.ts. */
export { registerLoanApprovals } from './loan-approvals'
/** Read model (issue 37): other features read loans through it, never the table. */
export { loanDirectory, loanDisbursementDays, loanPaymentDirectory } from './loan-directory'
/** Issue 35: a bank statement line posted as the loan's payment, in the statement feature's transaction. */
export { postStatementPayment } from './loan-bank-payment'
/** Cash payments between two days (issue 36: money-laundering prevention's relevant operations). */
export { cashPaymentsBetween } from './cash-payments'
/** Issues 34–35: features that follow payments (CFDI, promises to pay) listen here, in the payment's transaction. */
export { onLoanPayment, type LoanPaymentEvent } from './loan-payment-listeners'
/** Every start: loans opened before issue 35 get their payment reference (the loan read never writes it). */
export { backfillPaymentReferences } from './loan-payment-reference'
/** Every start: loans booked before the journal (issue 34) get their opening books, once. */
export { backfillLoanJournals } from './loan-journal-backfill'
/** Issue 35: a loan's arrears on a day, part by part, with its payment reference (the dunning letters). */
export { loanArrearsOn } from './loan-arrears'
/** Issue 35: the statement's "how to pay" block (reference, CLABE, barcode), for the dunning letters. */
export { howToPayBlock } from './how-to-pay-pdf'
/** Issue 36: each loan's figures as of a month's last business day, for the credit bureau's monthly file. */
export { loanBureauFigures, type LoanBureauFigures } from './loan-bureau-figures'
