import type { ArrearsBucket } from '@mesa/contracts'
import { addDays, daysBetween } from './dates'
import {
  accrueLateInterest,
  loanStateOn,
  replayThrough,
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
  // A schedule version's first row starts at the version's period (lending/versions.ts), as the ledger counts it.
  const periodStart =
    row.periodStart ?? (index > 0 ? state.installments[index - 1]!.dueDate : loan.disbursedOn)
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
 * opening figures, which the loan row keeps so the new business day starts with its figures computed, with
 * the opening state (the delinquency standing is judged on it). The payments and schedule versions dated by
 * `day` are replayed once (replayThrough); late interest is then posted from the last of them to each of the
 * two days in one posting each, exactly as `loanStateOn` would for either day alone (two postings would
 * round twice). A payment or version dated the next day (none exist while `day` is the business date, but a
 * day closed again in demo mode may have them) gets the next day its own replay. `closingState` is the loan
 * at the close of `day` as `loanStateOn` answers it (the books' sub-ledger of the day reads it, issue 34).
 */
export function closeOfDay(loan: LedgerLoan, payments: LedgerPayment[], day: string) {
  const { state: replayed, terms } = replayThrough(loan, payments, day)
  // accrueLateInterest changes only the state's own late-interest and fee figures, so a shallow copy per day will do.
  const on = (date: string): LoanState => {
    const state = { ...replayed }
    accrueLateInterest(state, terms, date)
    state.asOf = date
    return state
  }
  const next = addDays(day, 1)
  const closing = on(day)
  const movesTomorrow =
    payments.some((payment) => payment.paidOn === next) ||
    (loan.versions ?? []).some((version) => version.effectiveOn === next)
  const openingState = movesTomorrow ? loanStateOn(loan, payments, next) : on(next)
  return {
    closing: figuresOf(closing, loan),
    opening: figuresOf(openingState, loan),
    closingState: closing,
    openingState,
  }
}
