import type { LoanProduct, Periodicity } from '@mesa/contracts'
import type { LoanRow } from './loan-record'

/** The loan's product shape for LoanDetail (issue 33): an old loan without term_periods pays monthly. */
export const loanProductOf = (loan: LoanRow): LoanProduct => ({
  periodicity: loan.periodicity,
  termPeriods: loan.termPeriods ?? loan.termMonths,
  dueDatesOnBusinessDays: loan.dueDatesOnBusinessDays,
})

export interface LoanOpeningProduct {
  /** Monthly when absent. */
  periodicity?: Periodicity
  /** The number of payments; `termMonths` when absent (monthly). */
  termPeriods?: number
  /**
   * The non-business days (the business calendar over the loan's years) when the product moves due dates
   * off weekends and holidays; absent, the due dates stay where the periodicity puts them.
   */
  nonBusinessDays?: ReadonlySet<string>
}
