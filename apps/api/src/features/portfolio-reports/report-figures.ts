import {
  arrearsBuckets,
  type ArrearsBucket,
  type ConcentrationRow,
  type DelinquencyPoint,
  type PortfolioReport,
  type RollStep,
  type Vintage,
} from '@mesa/contracts'
import type { PortfolioLoanOn } from '../loan-servicing'
import { monthOf, monthsBetween } from './report-months'

/*
 * The reports' figures from the loans as they stood on each observation date (pure: the worked examples of
 * portfolio-report-figures.test.ts run on hand-built portfolios). Definitions: docs/domain.md "Portfolio reports".
 */

/** A share to four places, null when there is nothing to divide by. */
export const shareOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null

const balanceOf = (loans: readonly PortfolioLoanOn[]) =>
  loans.reduce((total, loan) => total + loan.balanceCents, 0)

/** The portfolio on a date: the loans active then (paid-off and written-off loans have left it). */
export const activeOn = (loans: readonly PortfolioLoanOn[]) =>
  loans.filter((loan) => loan.status === 'active')

/** Days past due from which a loan is past due for IMOR: the CNBV's cartera vencida of consumer credit. */
export const IMOR_DAYS = 90

/** IMOR (past-due balance ≥ 90 days over the total) and PAR n (balance of loans ≥ n days past due over it). */
export function delinquencyPoint(date: string, loans: readonly PortfolioLoanOn[]): DelinquencyPoint {
  const active = activeOn(loans)
  const total = balanceOf(active)
  const atLeast = (days: number) =>
    shareOf(balanceOf(active.filter((loan) => loan.daysPastDue >= days)), total)
  return {
    date,
    loans: active.length,
    balanceCents: total,
    imor: atLeast(IMOR_DAYS),
    par30: atLeast(30),
    par60: atLeast(60),
    par90: atLeast(90),
  }
}

export function bucketsOf(loans: readonly PortfolioLoanOn[]): PortfolioReport['buckets'] {
  const active = activeOn(loans)
  const total = balanceOf(active)
  return arrearsBuckets.map((bucket) => {
    const inBucket = active.filter((loan) => loan.bucket === bucket)
    const balanceCents = balanceOf(inBucket)
    return { bucket, loans: inBucket.length, balanceCents, share: shareOf(balanceCents, total) }
  })
}

/** A loan is bad on a date when it is 30 or more days past due then, or was written off by then. */
const badOn = (loan: PortfolioLoanOn, date: string) =>
  (loan.writtenOffOn !== null && loan.writtenOffOn <= date) ||
  (loan.status === 'active' && loan.daysPastDue >= 30)

/**
 * Vintage curves: for each origination month within the window, at months on book 0, 1, 2… (the observation
 * date of that calendar month), the share of the cohort's disbursed principal whose loans have been bad at
 * that observation or an earlier one (cumulative; observed at month ends, so a loan 30 days late between two
 * month ends and cured before the next is not counted).
 */
export function vintagesOf(
  dates: readonly string[],
  byDate: ReadonlyMap<string, PortfolioLoanOn[]>,
): Vintage[] {
  const first = monthOf(dates[0]!)
  const cohorts = new Map<string, PortfolioLoanOn[]>()
  for (const loan of byDate.get(dates.at(-1)!) ?? []) {
    const cohort = monthOf(loan.disbursedOn)
    if (cohort < first) continue
    cohorts.set(cohort, [...(cohorts.get(cohort) ?? []), loan])
  }
  return [...cohorts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([cohort, members]) => {
      const ids = new Set(members.map((loan) => loan.applicationId))
      const principalCents = members.reduce((total, loan) => total + loan.principalCents, 0)
      const bad = new Set<number>()
      const curve = dates
        .filter((date) => monthsBetween(cohort, date) >= 0)
        .map((date) => {
          for (const loan of byDate.get(date) ?? [])
            if (ids.has(loan.applicationId) && badOn(loan, date)) bad.add(loan.applicationId)
          const badCents = members
            .filter((loan) => bad.has(loan.applicationId))
            .reduce((total, loan) => total + loan.principalCents, 0)
          return shareOf(badCents, principalCents)
        })
      return { cohort, loans: members.length, principalCents, curve }
    })
}

const nextBucket = (bucket: ArrearsBucket) => arrearsBuckets[arrearsBuckets.indexOf(bucket) + 1]!

/**
 * Roll rates from each observation date to the next: of the balance active in bucket i at the start, the share
 * (by that start balance) of the loans active in bucket i + 1 at the end.
 */
export function rollRatesOf(
  dates: readonly string[],
  byDate: ReadonlyMap<string, PortfolioLoanOn[]>,
): RollStep[] {
  return dates.slice(1).map((to, index) => {
    const from = dates[index]!
    const end = new Map(activeOn(byDate.get(to) ?? []).map((loan) => [loan.applicationId, loan.bucket]))
    const start = activeOn(byDate.get(from) ?? [])
    const rates = arrearsBuckets.slice(0, -1).map((fromBucket) => {
      const toBucket = nextBucket(fromBucket)
      const inBucket = start.filter((loan) => loan.bucket === fromBucket)
      const fromBalanceCents = balanceOf(inBucket)
      const rolledCents = balanceOf(inBucket.filter((loan) => end.get(loan.applicationId) === toBucket))
      return {
        fromBucket,
        toBucket,
        fromBalanceCents,
        rolledCents,
        rate: shareOf(rolledCents, fromBalanceCents),
      }
    })
    return { from, to, rates }
  })
}

/** The active balance grouped by `keyOf`, largest first, each with its share of the whole. */
export function concentrationOf(
  loans: readonly PortfolioLoanOn[],
  keyOf: (loan: PortfolioLoanOn) => { key: string; label: string },
): ConcentrationRow[] {
  const active = activeOn(loans)
  const total = balanceOf(active)
  const groups = new Map<string, ConcentrationRow>()
  for (const loan of active) {
    const { key, label } = keyOf(loan)
    const row = groups.get(key) ?? { key, label, loans: 0, balanceCents: 0, share: null }
    row.loans += 1
    row.balanceCents += loan.balanceCents
    groups.set(key, row)
  }
  return [...groups.values()]
    .map((row) => ({ ...row, share: shareOf(row.balanceCents, total) }))
    .sort((a, b) => b.balanceCents - a.balanceCents || a.label.localeCompare(b.label))
}
