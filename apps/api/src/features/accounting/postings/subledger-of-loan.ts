import { unappliedOf, type LoanState } from '../../../lending'
import { openingFeeRecognisedBy, type OpeningFeeTerms } from './disbursement-and-fee'
import { interestEarnedBy, interestPaidOf } from './interest-accrual'

/*
 * A loan's sub-ledger on a day, from the engine's state alone (docs/accounting.md "Money events"): what each
 * control slot of the journal must hold for the loan at the close of the day. The reconciliation compares the
 * journal with the sum over the loans; the property test compares them loan by loan, every day.
 */
export interface LoanSubledger {
  /** Principal outstanding: portfolio.current, or portfolio.pastDue in non-accrual (a debit balance). */
  principalCents: number
  /** Ordinary interest earned and not paid: interest.receivable (negative when collected ahead). */
  interestReceivableCents: number
  /** What the customer paid beyond the debt, less what went back out: customer.creditBalance (a credit). */
  creditBalanceCents: number
  /** The opening fee not recognised yet: openingFee.deferred (a credit). */
  openingFeeDeferredCents: number
}

export interface SubledgerInput {
  /** The loan on the day (lending loanStateOn). */
  state: LoanState
  day: string
  /** The current period's interest earned to the day (day-figures interestAccruedCents). */
  currentPeriodAccruedCents: number
  /** Credit refunded or applied to another loan (loan-servicing's credit movements standing). */
  creditPaidOutCents: number
  fee: OpeningFeeTerms
  /** Written off by the day: principal, interest and the deferred fee are off the books. */
  writtenOff: boolean
}

export function loanSubledgerOf(input: SubledgerInput): LoanSubledger {
  const { state, day } = input
  const creditBalanceCents = unappliedOf(state) - input.creditPaidOutCents
  if (input.writtenOff)
    return { principalCents: 0, interestReceivableCents: 0, creditBalanceCents, openingFeeDeferredCents: 0 }
  return {
    principalCents: state.installments.reduce((t, row) => t + row.principalCents - row.paid.principal, 0),
    interestReceivableCents:
      interestEarnedBy(state, day, input.currentPeriodAccruedCents) - interestPaidOf(state),
    creditBalanceCents,
    openingFeeDeferredCents:
      input.fee.openingFeeCents - openingFeeRecognisedBy(input.fee, day, state.paidOffOn !== null),
  }
}
