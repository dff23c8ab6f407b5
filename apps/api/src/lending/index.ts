/**
 * The lending engine (issue 33): the pure arithmetic of a loan, with no database and no feature behind it.
 * Money is integer centavos (`Cents`), rates basis points (`Bps`), every share rounded half to even by
 * one function (`divideHalfEven`). The calculator, the credit decision, the contract and loan servicing
 * call it; docs/domain.md "The loan calculator" and "Loan servicing" give each method with a worked example.
 */
export { divideHalfEven, IVA_BPS, ivaOf, LATE_INTEREST_FACTOR_BPS, periodInterest, shareOf } from './money'
export { addDays, addMonths, daysBetween, periodBounds, periodsBetween } from './dates'
export { openingSchedule } from './schedule'
export { firstDueDateAfter } from './periodicity'
export { mexicanHolidays } from './holidays'
export { quoteLoan, type LoanQuote } from './quote'
export {
  loanStateOn,
  paymentCapOn,
  payoffParts,
  rowOutstanding,
  unappliedOf,
  type LedgerLoan,
  type LedgerPayment,
  type LoanState,
} from './ledger'
export { installmentView, loanSummary } from './summary'
export { type LedgerVersion } from './versions'
export {
  accelerationVersion,
  basisOn,
  dueDayChangeVersion,
  paymentHolidayVersion,
  restructureVersion,
  type VersionDraft,
} from './restructure'
export { ENGINE_VERSION } from './allocation-strategies'
export { accrualStandingOn, accruing, suspendedInterestOn, writeOffAmountOf } from './delinquency'
export { exposureOf, provisionOf, provisionReportOf, type ProvisionedLoan } from './provisions'
export { closeOfDay, type DayFigures } from './day-figures'
export { contractedCatPct, openingFeeOf, statementPeriodFigures } from './disclosure'
export { insurancePerInstallment, renewalStartsOf } from './financed-insurance'
export { defaultEventFeeOf } from './charges'
