import type { ArrearsBucket } from '@mesa/contracts'
import { addDays, daysBetween } from './dates'
import {
  accrueLateInterest,
  loanStateOn,
  type LedgerLoan,
  type LedgerPayment,
  type LoanState,
} from './ledger'
import { divideHalfEven } from './money'
import { loanSummary } from './summary'

/** A loan's figures at the close of one business day (the end-of-day snapshot, docs/domain.md). */
export interface DayFigures {
  day: string
  balanceCents: number
  principalOutstandingCents: number
  /** The current period's interest earned to the day (elapsed days / period days of the installment's interest). */
  interestAccruedCents: number
  /** Late interest and its IVA accrued and unpaid. */
  lateInterestCents: number
  overdueCents: number
  daysPastDue: number
  bucket: ArrearsBucket
  nextDueDate: string | null
  nextDueCents: number
  paidOffOn: string | null
}

/**
 * The current installment's interest earned through `day`: interest × elapsed / period days, half to even,
 * the period running from the previous due date (the disbursement for the first) to this one's.
 * Zero past maturity and once paid off.
 */
export function interestAccruedOn(state: LoanState, loan: LedgerLoan, day: string) {
  if (state.paidOffOn) return 0
  const index = state.installments.findIndex((row) => row.dueDate >= day)
  if (index < 0) return 0
  const row = state.installments[index]!
  const periodStart = index > 0 ? state.installments[index - 1]!.dueDate : loan.disbursedOn
  const period = Math.max(1, daysBetween(periodStart, row.dueDate))
  const elapsed = Math.min(period, Math.max(0, daysBetween(periodStart, day)))
  return divideHalfEven(BigInt(row.interestCents) * BigInt(elapsed), BigInt(period))
}

function figuresOf(state: LoanState, loan: LedgerLoan): DayFigures {
  const summary = loanSummary(state)
  return {
    day: state.asOf,
    balanceCents: summary.balanceCents,
    principalOutstandingCents: summary.principalOutstandingCents,
    interestAccruedCents: interestAccruedOn(state, loan, state.asOf),
    lateInterestCents: summary.lateInterestCents,
    overdueCents: summary.overdueCents,
    daysPastDue: summary.daysPastDue,
    bucket: summary.bucket,
    nextDueDate: summary.nextDueDate,
    nextDueCents: summary.nextDueCents,
    paidOffOn: state.paidOffOn,
  }
}

/**
 * One replay for the end of day of `day`: the figures at its close (the snapshot) and the next day's
 * opening figures (the same state with one more day of late interest), which the loan row keeps so the
 * new business day starts with its figures already computed. Payments dated after `day` are not replayed
 * (none exist while `day` is the business date).
 */
export function closeOfDay(loan: LedgerLoan, payments: LedgerPayment[], day: string) {
  const state = loanStateOn(loan, payments, day)
  const closing = figuresOf(state, loan)
  const next = addDays(day, 1)
  accrueLateInterest(state, loan, next)
  state.asOf = next
  return { closing, opening: figuresOf(state, loan), state }
}
