import {
  DEFAULT_ALLOCATION_STRATEGY,
  type Allocation,
  type AllocationStrategy,
  type DefaultEventFee,
  type PayoffQuote,
  type Periodicity,
  type PrepaymentChoice,
} from '@mesa/contracts'
import { DAY_COUNT_BASIS, divideHalfEven, ivaOf, LATE_INTEREST_FACTOR_BPS } from './money'
import { daysBetween, laterOf } from './dates'
import { reamortise } from './reamortise'
import { applyVersion, type LedgerVersion } from './versions'
import { allocationStrategyRules, type LoanCharge } from './allocation-strategies'
import { assessDefaultEventFees, type AssessedFee } from './charges'

/*
 * The loan's ledger as pure functions (docs/domain.md "Loan servicing"): the state on a date is the
 * original schedule with the non-reversed payments replayed in date order. A reversal or a back-dated
 * payment is just another replay, so the answer never depends on the order things were typed in.
 */

export type Part = 'interest' | 'iva' | 'insurance' | 'principal'
const parts: Part[] = ['interest', 'iva', 'insurance', 'principal']
const dueOf = (row: LedgerInstallment, part: Part) => row[`${part}Cents`]

export interface LedgerInstallment {
  n: number
  dueDate: string
  principalCents: number
  interestCents: number
  ivaCents: number
  insuranceCents: number
  /**
   * Where the installment's interest period starts, when not at the previous installment's due date: the
   * first row of a schedule version (lending/versions.ts) starts at the version's period.
   */
  periodStart?: string
  paid: Record<Part, number>
}

export interface LedgerLoan {
  annualRateBps: number
  /** Monthly when absent: a prepayment re-amortises at the rate per period of the loan's periodicity. */
  periodicity?: Periodicity
  insuranceMonthlyCents: number
  disbursedOn: string
  schedule: Array<Omit<LedgerInstallment, 'paid'>>
  /** The later schedule versions (restructure, payment holiday, due-day change, acceleration), by date. */
  versions?: LedgerVersion[]
  /**
   * Issue 33: the loan's own allocation order (default late_first_horizontal) and the one fee a missed
   * installment carries (charges.ts: the late-payment fee unless the product chose the collection fee).
   */
  allocationStrategy?: AllocationStrategy
  latePaymentFeeCents?: number
  collectionFeeCents?: number
  defaultEventFee?: DefaultEventFee
}

export interface LedgerPayment {
  id: number
  paidOn: string
  amountCents: number
  prepaymentChoice: PrepaymentChoice
}

export interface LoanState {
  asOf: string
  installments: LedgerInstallment[]
  /** Late interest and its IVA accrued and not yet paid. */
  lateInterestCents: number
  lateInterestIvaCents: number
  /** Late interest accrued since the disbursement, paid or not (for statements). */
  lateAccruedCents: number
  /** Fees (the default-event fee) assessed and not yet paid, their IVA, and all assessed (for statements). */
  feesCents: number
  feesIvaCents: number
  feesAssessedCents: number
  /** Each fee assessed, in order (the statement lists those of its period). */
  feesAssessed: AssessedFee[]
  accruedThrough: string
  allocations: Map<number, Allocation>
  paidOffOn: string | null
}

export const outstandingOf = (row: LedgerInstallment, part: Part) => dueOf(row, part) - row.paid[part]
export const rowOutstanding = (row: LedgerInstallment) =>
  parts.reduce((total, part) => total + outstandingOf(row, part), 0)

/**
 * Late interest on the overdue principal from the day after each due date through `to`:
 * Σ principal × days × annual rate × 1.5 / 360, rounded half to even once per posting, plus its IVA.
 */
export function accrueLateInterest(state: LoanState, loan: LedgerLoan, to: string) {
  if (to <= state.accruedThrough || state.paidOffOn) return
  assessDefaultEventFees(state, loan, to)
  let weighted = 0n
  for (const row of state.installments) {
    const principal = outstandingOf(row, 'principal')
    if (principal <= 0 || row.dueDate >= to) continue
    weighted += BigInt(principal) * BigInt(daysBetween(laterOf(state.accruedThrough, row.dueDate), to))
  }
  const accrued = divideHalfEven(
    weighted * BigInt(loan.annualRateBps) * BigInt(LATE_INTEREST_FACTOR_BPS),
    10_000n * 10_000n * BigInt(DAY_COUNT_BASIS),
  )
  state.lateInterestCents += accrued
  state.lateInterestIvaCents += ivaOf(accrued)
  state.lateAccruedCents += accrued
  state.accruedThrough = to
}

/** The installment of the period a date falls in: the first one due on or after it (none past maturity). */
const currentIndexOn = (state: LoanState, date: string) =>
  state.installments.findIndex((row) => row.dueDate >= date)

/**
 * The current installment's interest earned to the day (a share of the period elapsed) less what was paid,
 * with its IVA. Negative when a payment took the period's interest ahead of the days elapsed: a payoff
 * gives that back (paid the day of the disbursement, a loan owes no interest at all).
 */
function accruedCurrentInterest(state: LoanState, loan: LedgerLoan, index: number, date: string) {
  const row = state.installments[index]!
  const periodStart =
    row.periodStart ?? (index > 0 ? state.installments[index - 1]!.dueDate : loan.disbursedOn)
  const period = Math.max(1, daysBetween(periodStart, row.dueDate))
  const elapsed = Math.min(period, Math.max(0, daysBetween(periodStart, date)))
  const earned = divideHalfEven(BigInt(row.interestCents) * BigInt(elapsed), BigInt(period))
  return { earned, interest: earned - row.paid.interest, iva: ivaOf(earned) - row.paid.iva }
}

/** What settles the whole loan on `date` (late interest must already be accrued to it). */
export function payoffParts(state: LoanState, loan: LedgerLoan, date: string): PayoffQuote {
  const quote = {
    on: date,
    principalCents: 0,
    interestCents: 0,
    ivaCents: 0,
    insuranceCents: 0,
    lateInterestCents: state.lateInterestCents,
    lateInterestIvaCents: state.lateInterestIvaCents,
    feesCents: state.feesCents,
    feesIvaCents: state.feesIvaCents,
    interestCreditCents: 0,
    totalCents: 0,
  }
  const current = currentIndexOn(state, date)
  state.installments.forEach((row, index) => {
    quote.principalCents += outstandingOf(row, 'principal')
    if (row.dueDate < date) {
      quote.interestCents += outstandingOf(row, 'interest')
      quote.ivaCents += outstandingOf(row, 'iva')
      quote.insuranceCents += outstandingOf(row, 'insurance')
    } else if (index === current) {
      const accrued = accruedCurrentInterest(state, loan, index, date)
      quote.interestCents += Math.max(0, accrued.interest)
      quote.ivaCents += Math.max(0, accrued.iva)
      quote.interestCreditCents += Math.min(0, accrued.interest) + Math.min(0, accrued.iva)
      quote.insuranceCents += outstandingOf(row, 'insurance')
    }
  })
  quote.totalCents =
    quote.principalCents +
    quote.interestCents +
    quote.ivaCents +
    quote.insuranceCents +
    quote.lateInterestCents +
    quote.lateInterestIvaCents +
    quote.feesCents +
    quote.feesIvaCents +
    quote.interestCreditCents
  return quote
}

const emptyAllocation = (): Allocation => ({
  lateInterestCents: 0,
  lateInterestIvaCents: 0,
  feesCents: 0,
  feesIvaCents: 0,
  interestCents: 0,
  ivaCents: 0,
  insuranceCents: 0,
  principalCents: 0,
  prepaymentCents: 0,
  unappliedCents: 0,
  interestCreditCents: 0,
  payoff: false,
})
const allocationKey = {
  interest: 'interestCents',
  iva: 'ivaCents',
  insurance: 'insuranceCents',
  principal: 'principalCents',
} as const

/** Settles everything: the current period's interest only to the day, later installments' charges waived. */
function settle(state: LoanState, loan: LedgerLoan, date: string, amount: number, allocation: Allocation) {
  const quote = payoffParts(state, loan, date)
  const current = currentIndexOn(state, date)
  state.installments.forEach((row, index) => {
    if (index === current) {
      // The period's interest becomes what the days elapsed earned; more collected ahead is credited.
      const { earned } = accruedCurrentInterest(state, loan, index, date)
      row.interestCents = earned
      row.ivaCents = ivaOf(earned)
    } else if (row.dueDate >= date) {
      row.interestCents = row.paid.interest
      row.ivaCents = row.paid.iva
      row.insuranceCents = row.paid.insurance
    }
    for (const part of parts) row.paid[part] = dueOf(row, part)
  })
  Object.assign(allocation, {
    lateInterestCents: quote.lateInterestCents,
    lateInterestIvaCents: quote.lateInterestIvaCents,
    feesCents: quote.feesCents,
    feesIvaCents: quote.feesIvaCents,
    interestCents: quote.interestCents,
    ivaCents: quote.ivaCents,
    insuranceCents: quote.insuranceCents,
    principalCents: quote.principalCents,
    interestCreditCents: quote.interestCreditCents,
    unappliedCents: amount - quote.totalCents,
    payoff: true,
  })
  state.lateInterestCents = 0
  state.lateInterestIvaCents = 0
  state.feesCents = 0
  state.feesIvaCents = 0
  state.paidOffOn = date
}

const chargeKeys = {
  lateInterest: ['lateInterestCents', 'lateInterestCents'],
  lateInterestIva: ['lateInterestIvaCents', 'lateInterestIvaCents'],
  fees: ['feesCents', 'feesCents'],
  feesIva: ['feesIvaCents', 'feesIvaCents'],
} as const satisfies Record<LoanCharge, readonly [keyof LoanState, keyof Allocation]>

/**
 * Applies one payment in the order of the loan's allocation strategy (allocation-strategies.ts; by default
 * late interest, its IVA, fees and their IVA; the overdue installments' interest, IVA, insurance, then
 * principal, oldest first; the current installment's interest, IVA, insurance and principal); the rest
 * prepays principal and re-amortises the later installments by the customer's choice. A payment that
 * covers the payoff quote settles the loan instead.
 */
export function applyPayment(state: LoanState, loan: LedgerLoan, payment: LedgerPayment): Allocation {
  const allocation = emptyAllocation()
  let left = payment.amountCents
  accrueLateInterest(state, loan, payment.paidOn)
  if (state.paidOffOn) {
    allocation.unappliedCents = left
    return allocation
  }
  if (maySettle(state, payment.paidOn, left) && left >= payoffParts(state, loan, payment.paidOn).totalCents) {
    settle(state, loan, payment.paidOn, left, allocation)
    return allocation
  }
  const charge = (name: LoanCharge) => {
    const [owed, allocated] = chargeKeys[name]
    const taken = Math.min(left, state[owed])
    state[owed] -= taken
    allocation[allocated] += taken
    left -= taken
  }
  const take = (row: LedgerInstallment, part: Part) => {
    const taken = Math.min(left, outstandingOf(row, part))
    row.paid[part] += taken
    allocation[allocationKey[part]] += taken
    left -= taken
  }
  const overdue = state.installments.filter((row) => row.dueDate < payment.paidOn)
  const currentIndex = currentIndexOn(state, payment.paidOn)
  const current = state.installments[currentIndex]
  allocationStrategyRules[loan.allocationStrategy ?? DEFAULT_ALLOCATION_STRATEGY](
    { charge, take },
    overdue,
    current,
  )

  const future = currentIndex >= 0 ? state.installments.slice(currentIndex + 1) : []
  const futurePrincipal = future.reduce((total, row) => total + row.principalCents, 0)
  if (left > 0 && left < futurePrincipal) {
    state.installments = [
      ...state.installments.slice(0, currentIndex + 1),
      ...reamortise(future, left, payment.prepaymentChoice, loan),
    ]
    allocation.prepaymentCents = left
    left = 0
  }
  allocation.unappliedCents = left
  if (
    state.installments.every((row) => rowOutstanding(row) === 0) &&
    state.lateInterestCents === 0 &&
    state.feesCents === 0
  )
    state.paidOffOn = payment.paidOn
  return allocation
}

/**
 * Whether `amount` may reach the payoff quote on `date`: the quote is at least the principal outstanding less
 * the interest and IVA paid ahead on the current installment (its interest credit is never more), every other
 * part being zero or more. Below that the full quote (the end of day replays millions of payments) is not needed.
 */
function maySettle(state: LoanState, date: string, amount: number) {
  let floor = 0
  for (const row of state.installments) floor += outstandingOf(row, 'principal')
  const current = state.installments[currentIndexOn(state, date)]
  if (current) floor -= current.paid.interest + current.paid.iva
  return amount >= floor
}

export function openingState(loan: LedgerLoan): LoanState {
  return {
    asOf: loan.disbursedOn,
    installments: loan.schedule.map((row) => ({
      ...row,
      paid: { interest: 0, iva: 0, insurance: 0, principal: 0 },
    })),
    lateInterestCents: 0,
    lateInterestIvaCents: 0,
    lateAccruedCents: 0,
    feesCents: 0,
    feesIvaCents: 0,
    feesAssessedCents: 0,
    feesAssessed: [],
    accruedThrough: loan.disbursedOn,
    allocations: new Map(),
    paidOffOn: null,
  }
}

/**
 * The loan on a date: the payments made by then replayed in date order (then id), late interest accrued to
 * it. Each schedule version effective by then cuts in at its date: the payments dated before it on the
 * schedule it replaces, late interest accrued to it, then its rows (applyVersion) and its rate.
 */
export function loanStateOn(loan: LedgerLoan, payments: LedgerPayment[], date: string): LoanState {
  const { state, terms } = replayThrough(loan, payments, date)
  accrueLateInterest(state, terms, date)
  state.asOf = date
  return state
}

/**
 * loanStateOn before its last step: the payments and versions dated by `date` replayed, late interest
 * accrued only to the last of them, and the terms (rate) in force. The end of day posts late interest from
 * there to its two days (lending/day-figures.ts), one replay for both.
 */
export function replayThrough(loan: LedgerLoan, payments: LedgerPayment[], date: string) {
  const state = openingState(loan)
  const replayed = payments
    .filter((payment) => payment.paidOn <= date)
    .sort((a, b) => (a.paidOn === b.paidOn ? a.id - b.id : a.paidOn < b.paidOn ? -1 : 1))
  const versions = (loan.versions ?? [])
    .filter((version) => version.effectiveOn <= date)
    .sort((a, b) => a.version - b.version)
  let terms = loan
  let next = 0
  for (const version of versions) {
    for (; next < replayed.length && replayed[next]!.paidOn < version.effectiveOn; next += 1)
      state.allocations.set(replayed[next]!.id, applyPayment(state, terms, replayed[next]!))
    accrueLateInterest(state, terms, version.effectiveOn)
    applyVersion(state, version)
    terms = { ...terms, annualRateBps: version.annualRateBps }
  }
  for (; next < replayed.length; next += 1)
    state.allocations.set(replayed[next]!.id, applyPayment(state, terms, replayed[next]!))
  return { state, terms }
}

/** The credit balance the ledger leaves: every centavo received beyond what the loan owed when it arrived. */
export const unappliedOf = (state: LoanState) =>
  [...state.allocations.values()].reduce((total, allocation) => total + allocation.unappliedCents, 0)

/**
 * The most a new payment may be, whatever its value date: what the loan owes today after every payment
 * on it (zero once paid off). A back-dated payment is never capped by the payoff of its own day, which
 * could exceed today's debt; an excess a later correction leaves is credit (unappliedOf), not lost.
 */
export function paymentCapOn(loan: LedgerLoan, payments: LedgerPayment[], today: string) {
  const state = loanStateOn(loan, payments, today)
  return state.paidOffOn ? 0 : payoffParts(state, loan, today).totalCents
}
