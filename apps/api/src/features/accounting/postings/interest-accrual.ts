import { divideHalfEven, ivaOf, type LedgerLoan, type LoanState } from '../../../lending'
import { balanced, daysBetween, post, type SlotAmounts } from './slot-amounts'

/*
 * Daily interest accrual (docs/accounting.md "Money events"): at each end of day the loan's ordinary interest
 * earned through the day, less what the journal accrued so far, Dr interest.receivable / Cr income.interest.
 * The target is recomputed from the engine each day, so a back-dated payment that re-amortised rows already
 * past, or a reversed payoff, is trued up by the next close (a negative difference posts the other way round).
 * IVA on interest is not accrued: it is due when collected (Ley del IVA), so the payment posts it.
 */

/**
 * Interest earned by the close of `day`: the installments due before it in full, plus the current period's
 * interest to the day (lending/day-figures.ts `interestAccruedCents`, passed in so the end of day reuses its
 * one replay). A paid-off loan earned exactly its rows' interest (the payoff rewrote them to the days elapsed).
 */
export function interestEarnedBy(state: LoanState, day: string, currentPeriodAccruedCents: number): number {
  let earned = 0
  for (const row of state.installments) if (state.paidOffOn || row.dueDate < day) earned += row.interestCents
  return state.paidOffOn ? earned : earned + currentPeriodAccruedCents
}

/** Ordinary interest paid on the rows (earned − paid is the sub-ledger of interest.receivable). */
export const interestPaidOf = (state: LoanState) =>
  state.installments.reduce((total, row) => total + row.paid.interest, 0)

/**
 * The accrual to post: earned − accrued so far, nothing while the loan is in non-accrual (the interest is
 * suspended, off balance; the first close after it cures catches up, docs/accounting.md).
 */
export function interestAccrualAmounts(
  earnedCents: number,
  accruedCents: number,
  nonAccrual: boolean,
): SlotAmounts {
  const amounts: SlotAmounts = {}
  const cents = earnedCents - accruedCents
  if (nonAccrual || cents === 0) return amounts
  post(amounts, 'interest.receivable', cents)
  post(amounts, 'income.interest', -cents)
  return balanced(amounts)
}

/**
 * How a payoff's interest credit (allocation.interestCreditCents: the interest and its IVA collected ahead of
 * the days elapsed, given back) splits between interest and IVA. The stored allocation keeps only the sum, so
 * this reads the loan just before the payoff (state with late interest accrued to the payment's date, as
 * lending/ledger.ts applyPayment starts): the current installment's interest earned to the day and its IVA,
 * less what was paid of each, never positive.
 */
export function interestCreditSplitOf(before: LoanState, loan: LedgerLoan, paidOn: string) {
  const index = before.installments.findIndex((row) => row.dueDate >= paidOn)
  const row = before.installments[index]
  if (!row) return { interestCents: 0, ivaCents: 0 }
  const periodStart =
    row.periodStart ?? (index > 0 ? before.installments[index - 1]!.dueDate : loan.disbursedOn)
  const period = Math.max(1, daysBetween(periodStart, row.dueDate))
  const elapsed = Math.min(period, Math.max(0, daysBetween(periodStart, paidOn)))
  const earned = divideHalfEven(BigInt(row.interestCents) * BigInt(elapsed), BigInt(period))
  return {
    interestCents: Math.min(0, earned - row.paid.interest),
    ivaCents: Math.min(0, ivaOf(earned) - row.paid.iva),
  }
}
