import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { loanStateOn, loanSummary, rowOutstanding } from '../../lending'
import { paymentReferenceDirectory, proposedPaymentReference } from '../payment-references'
import { loadLedger } from './loan-record'
import { loans } from './loan-servicing.schema'

/** What a dunning letter tells of a loan on a day (issue 35): what is overdue, part by part, and where to pay. */
export interface LoanArrears {
  loanId: number
  applicationId: number
  on: string
  daysPastDue: number
  /** The installments fallen due before the day and still unpaid (principal, interest, IVA, insurance). */
  overdueInstallmentsCents: number
  /** Late interest with its IVA. */
  lateInterestCents: number
  /** Fees owed (late-payment, collection) with their IVA. */
  feesCents: number
  /** The three above: what pays the loan up to date. */
  overdueCents: number
  balanceCents: number
  reference: string
  clabe: string
}

/**
 * The loan's arrears as the ledger says they are on `on` (payments by then, late interest accrued to it), and
 * its payment reference and CLABE (the ones it will keep if the start-up back-fill has not stored them yet: a read never writes). Null for an unknown loan.
 */
export async function loanArrearsOn(db: Executor, loanId: number, on: string): Promise<LoanArrears | null> {
  const [row] = await db
    .select({
      loan: loans,
      reference: paymentReferenceDirectory.reference,
      clabe: paymentReferenceDirectory.clabe,
    })
    .from(loans)
    .leftJoin(paymentReferenceDirectory, eq(paymentReferenceDirectory.loanId, loans.id))
    .where(eq(loans.id, loanId))
  if (!row) return null
  const { ledger, payments } = await loadLedger(db, row.loan)
  const state = loanStateOn(ledger, payments, on)
  const summary = loanSummary(state)
  const overdueInstallmentsCents = state.installments
    .filter((installment) => installment.dueDate < on)
    .reduce((total, installment) => total + rowOutstanding(installment), 0)
  const reference =
    row.reference && row.clabe
      ? { reference: row.reference, clabe: row.clabe }
      : await proposedPaymentReference(db, row.loan.id)
  return {
    loanId: row.loan.id,
    applicationId: row.loan.applicationId,
    on,
    daysPastDue: summary.daysPastDue,
    overdueInstallmentsCents,
    lateInterestCents: state.lateInterestCents + state.lateInterestIvaCents,
    feesCents: state.feesCents + state.feesIvaCents,
    overdueCents: summary.overdueCents,
    balanceCents: summary.balanceCents,
    reference: reference.reference,
    clabe: reference.clabe,
  }
}
