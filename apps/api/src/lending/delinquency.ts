import type { AccrualStatus, DelinquencyPolicy } from '@mesa/contracts'
import { divideHalfEven, type Cents } from './money'
import { addDays, daysBetween, laterOf } from './dates'
import {
  loanStateOn,
  payoffParts,
  rowOutstanding,
  type LedgerLoan,
  type LedgerPayment,
  type LoanState,
} from './ledger'
import { daysPastDueOf, loanSummary } from './summary'

/*
 * Non-accrual (cartera vencida) and the write-off's amount, as pure functions (docs/domain.md "Delinquency and
 * loss"). The loan-servicing feature stores the standing on every figure refresh and audits each change.
 */

export interface AccrualStanding {
  accrualStatus: AccrualStatus
  nonAccrualSince: string | null
}

export const accruing: AccrualStanding = { accrualStatus: 'accruing', nonAccrualSince: null }

const earlierOf = (a: string, b: string) => (a < b ? a : b)

/**
 * The standing on the state's date, from the one stored before: an accruing loan `nonAccrualDays` or more past
 * due enters non-accrual on the day it reached them (oldest unpaid due date + N); a non-accrual loan returns to
 * accruing when it is fully current and `sustainedPayments` installments falling due after that day are paid
 * (the sustained payment of periodic credits), or when it is paid off.
 */
export function accrualStandingOn(
  state: LoanState,
  previous: AccrualStanding,
  policy: Pick<DelinquencyPolicy, 'nonAccrualDays' | 'sustainedPayments'>,
): AccrualStanding {
  if (state.paidOffOn) return accruing
  const daysPastDue = daysPastDueOf(state)
  if (previous.accrualStatus === 'accruing' || !previous.nonAccrualSince) {
    if (daysPastDue < policy.nonAccrualDays) return accruing
    return {
      accrualStatus: 'non_accrual',
      nonAccrualSince: addDays(state.asOf, policy.nonAccrualDays - daysPastDue),
    }
  }
  const since = previous.nonAccrualSince
  const paidSince = state.installments.filter(
    (row) => row.dueDate > since && row.dueDate <= state.asOf && rowOutstanding(row) === 0,
  ).length
  return daysPastDue === 0 && paidSince >= policy.sustainedPayments ? accruing : previous
}

/**
 * Ordinary interest the installments earn from `from` to `to`: each period's interest times the share of its
 * days inside the range, rounded half to even once per period.
 */
export function ordinaryInterestBetween(
  state: LoanState,
  disbursedOn: string,
  from: string,
  to: string,
): Cents {
  let total = 0
  state.installments.forEach((row, index) => {
    const start = index > 0 ? state.installments[index - 1]!.dueDate : disbursedOn
    const period = Math.max(1, daysBetween(start, row.dueDate))
    const inside = daysBetween(laterOf(start, from), earlierOf(row.dueDate, to))
    if (inside > 0) total += divideHalfEven(BigInt(row.interestCents) * BigInt(inside), BigInt(period))
  })
  return total
}

/** Interest owed on the state's date without IVA: overdue and to-the-day ordinary interest, and late interest. */
export function interestOwedOf(state: LoanState, loan: LedgerLoan): Cents {
  const quote = payoffParts(state, loan, state.asOf)
  return quote.interestCents + quote.lateInterestCents
}

/**
 * The suspended interest on `asOf` of a loan in non-accrual since `since`: the interest (ordinary to the day
 * and late, without IVA) accrued from `since`, less what of it was collected. Payments take the oldest
 * charges first, so what is still owed is the newest accrued: min(accrued since, owed now).
 */
export function suspendedInterestOn(
  loan: LedgerLoan,
  payments: LedgerPayment[],
  since: string,
  asOf: string,
): Cents {
  if (since >= asOf) return 0
  const now = loanStateOn(loan, payments, asOf)
  if (now.paidOffOn) return 0
  const then = loanStateOn(loan, payments, since)
  const accrued =
    ordinaryInterestBetween(now, loan.disbursedOn, since, asOf) + now.lateAccruedCents - then.lateAccruedCents
  return Math.max(0, Math.min(accrued, interestOwedOf(now, loan)))
}

/** What a write-off takes off the books: principal outstanding, due charges, late interest and its IVA. */
export const writeOffAmountOf = (state: LoanState): Cents => loanSummary(state).balanceCents
