import type { ScheduleVersionKind } from '@mesa/contracts'
import { addDays, daysBetween } from './dates'
import { divideHalfEven } from './money'
import type { LedgerInstallment, LoanState } from './ledger'

/*
 * Schedule versions (issue 33, docs/domain.md "Restructure and reschedule"): a loan opens with its schedule
 * (version 1); a restructure, a payment holiday, a due-day change or an acceleration adds a version effective
 * on a date D with the rows from D onwards, computed once, when it was made, from the loan's state at D.
 * The replay (ledger.ts loanStateOn) applies the payments dated before D on the schedule they were made
 * on, then cuts in the version here.
 */

export type VersionRow = Omit<LedgerInstallment, 'paid'>

export interface LedgerVersion {
  /** 2, 3, …: the opening schedule is version 1. */
  version: number
  kind: ScheduleVersionKind
  effectiveOn: string
  /** The ordinary rate from D on (late interest and prepayments follow it). */
  annualRateBps: number
  /** Whether the arrears (installments due before D) are settled by capitalisation into the new principal. */
  capitalisesArrears: boolean
  /** What became principal at D: capitalised arrears, or a payment holiday's interest with its IVA. */
  capitalisedCents: number
  rows: VersionRow[]
}

type Part = 'interest' | 'iva' | 'insurance' | 'principal'
const parts: Part[] = ['interest', 'iva', 'insurance', 'principal']
const cutToPaid = (row: LedgerInstallment): LedgerInstallment => ({
  ...row,
  principalCents: row.paid.principal,
  interestCents: row.paid.interest,
  ivaCents: row.paid.iva,
  insuranceCents: row.paid.insurance,
})
const paidAnything = (row: LedgerInstallment) => parts.some((part) => row.paid[part] > 0)

/**
 * The version cutting in at its date D: the installments due on or after D are cut to what was paid on
 * them (one paid ahead is kept, closed the day before D so it is never "the current installment" again;
 * one with nothing paid is gone); the arrears due before D stay owed, or, when the version capitalises
 * them, are cut to what was paid (their rest, late interest included, is in the version's principal);
 * then the version's rows follow.
 */
export function applyVersion(state: LoanState, version: LedgerVersion) {
  const effectiveOn = version.effectiveOn
  const closedOn = addDays(effectiveOn, -1)
  const kept: LedgerInstallment[] = []
  for (const row of state.installments) {
    if (row.dueDate < effectiveOn) kept.push(version.capitalisesArrears ? cutToPaid(row) : row)
    else if (paidAnything(row)) {
      const { periodStart: _start, ...cut } = cutToPaid(row)
      kept.push({ ...cut, dueDate: closedOn })
    }
  }
  if (version.capitalisesArrears) {
    state.lateInterestCents = 0
    state.lateInterestIvaCents = 0
  }
  state.installments = [
    ...kept,
    ...version.rows.map((row) => ({ ...row, paid: { interest: 0, iva: 0, insurance: 0, principal: 0 } })),
  ]
}

/** The loan at D as a version sees it (from the state replayed to D with the payments dated before D). */
export interface VersionBasis {
  effectiveOn: string
  /** All principal not yet paid, the overdue included. */
  principalOutstandingCents: number
  /** The principal of installments due before D still unpaid. */
  overduePrincipalCents: number
  /** Interest, IVA and insurance of installments due before D still unpaid, and late interest with its IVA. */
  arrearsChargesCents: number
  /** Installments due before D with something unpaid. */
  missedInstallments: number
  /** Where the period D falls in started (the last due date before D, or the disbursement). */
  periodStart: string
  /** The current period's interest earned from its start to D and not paid (never negative). */
  carriedInterestCents: number
  /** The due dates on or after D of the schedule being replaced, of the installments not fully paid. */
  remainingDueDates: string[]
  /** The last due date of the schedule being replaced. */
  lastDueDate: string
  /** The number the version's first row takes. */
  nextN: number
}

const outstanding = (row: LedgerInstallment, part: Part) => row[`${part}Cents`] - row.paid[part]

export function versionBasis(state: LoanState, disbursedOn: string, effectiveOn: string): VersionBasis {
  let principalOutstanding = 0
  let overduePrincipal = 0
  let arrearsCharges = state.lateInterestCents + state.lateInterestIvaCents
  let missed = 0
  let nextN = 1
  for (const row of state.installments) {
    principalOutstanding += outstanding(row, 'principal')
    if (row.dueDate < effectiveOn) {
      overduePrincipal += outstanding(row, 'principal')
      arrearsCharges += outstanding(row, 'interest') + outstanding(row, 'iva') + outstanding(row, 'insurance')
      if (parts.some((part) => outstanding(row, part) > 0)) missed += 1
    }
    if (row.dueDate < effectiveOn || paidAnything(row)) nextN = row.n + 1
  }
  const index = state.installments.findIndex((row) => row.dueDate >= effectiveOn)
  const current = state.installments[index]
  const previous = index > 0 ? state.installments[index - 1]!.dueDate : disbursedOn
  const periodStart = current?.periodStart ?? (index === -1 ? effectiveOn : previous)
  let carried = 0
  if (current) {
    const period = Math.max(1, daysBetween(periodStart, current.dueDate))
    const elapsed = Math.min(period, Math.max(0, daysBetween(periodStart, effectiveOn)))
    const earned = divideHalfEven(BigInt(current.interestCents) * BigInt(elapsed), BigInt(period))
    carried = Math.max(0, earned - current.paid.interest)
  }
  const last = state.installments[state.installments.length - 1]
  return {
    effectiveOn,
    principalOutstandingCents: principalOutstanding,
    overduePrincipalCents: overduePrincipal,
    arrearsChargesCents: arrearsCharges,
    missedInstallments: missed,
    periodStart,
    carriedInterestCents: carried,
    remainingDueDates: state.installments
      .filter((row) => row.dueDate >= effectiveOn && parts.some((part) => outstanding(row, part) > 0))
      .map((row) => row.dueDate),
    lastDueDate: last?.dueDate ?? effectiveOn,
    nextN,
  }
}
