import type { ArrearsBucket } from '@mesa/contracts'
import { addDays, daysBetween } from './dates'
import {
  accrueLateInterest,
  applyPayment,
  openingState,
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
function interestAccruedOn(state: LoanState, loan: LedgerLoan, day: string) {
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
 * opening figures, which the loan row keeps so the new business day starts with its figures computed. The
 * payments are replayed once; late interest is then posted from the last payment to each of the two days
 * in one posting each (as `loanStateOn` would for either day alone: two postings would round twice).
 * Payments dated after `day` are not replayed (none exist while `day` is the business date).
 */
export function closeOfDay(loan: LedgerLoan, payments: LedgerPayment[], day: string) {
  const replayed = openingState(loan)
  const made = payments
    .filter((payment) => payment.paidOn <= day)
    .sort((a, b) => (a.paidOn === b.paidOn ? a.id - b.id : a.paidOn < b.paidOn ? -1 : 1))
  for (const payment of made) replayed.allocations.set(payment.id, applyPayment(replayed, loan, payment))
  // accrueLateInterest changes only the state's own late-interest figures, so a shallow copy per day will do.
  const on = (date: string): LoanState => {
    const state = { ...replayed }
    accrueLateInterest(state, loan, date)
    state.asOf = date
    return state
  }
  return { closing: figuresOf(on(day), loan), opening: figuresOf(on(addDays(day, 1)), loan) }
}
