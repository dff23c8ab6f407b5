import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arrearsBuckets, type ArrearsBucket } from '@mesa/contracts'
import type { PortfolioLoanOn } from '../../src/features/loan-servicing'
import {
  bucketsOf,
  delinquencyPoint,
  rollRatesOf,
  vintagesOf,
} from '../../src/features/portfolio-reports/report-figures'
import { observationDates } from '../../src/features/portfolio-reports/report-months'

/*
 * The invariants of the portfolio reports' figures on random portfolios (the worked examples with their hand
 * computations are portfolio-reports.test.ts's): shares of the buckets make the whole, PAR 30 ≥ PAR 60 ≥ PAR 90 =
 * IMOR, vintage curves never go down, roll rates are shares of their start balance.
 */
const bucketOf = (days: number): ArrearsBucket =>
  days === 0
    ? 'current'
    : days < 30
      ? 'dpd_1_29'
      : days < 60
        ? 'dpd_30_59'
        : days < 90
          ? 'dpd_60_89'
          : 'dpd_90_plus'

const ASOF = '2025-04-30'
const dates = observationDates(ASOF)

/** A loan's state on each observation date: disbursed in one of the window's months, then days past due. */
const loanArbitrary = fc.record({
  principalCents: fc.integer({ min: 1, max: 10_000_000 }),
  disbursedMonth: fc.integer({ min: 0, max: 12 }),
  days: fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 13, maxLength: 13 }),
  writtenOffAt: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
})

type LoanInput = typeof loanArbitrary extends fc.Arbitrary<infer T> ? T : never

function portfolioOf(loans: LoanInput[]) {
  const byDate = new Map<string, PortfolioLoanOn[]>()
  dates.forEach((date, index) => {
    byDate.set(
      date,
      loans
        .map((loan, id): PortfolioLoanOn | null => {
          if (index < loan.disbursedMonth) return null
          const writtenOffOn =
            loan.writtenOffAt !== null && loan.writtenOffAt >= loan.disbursedMonth
              ? dates[loan.writtenOffAt]!
              : null
          const daysPastDue = loan.days[index]!
          return {
            applicationId: id + 1,
            product: 'auto',
            allyId: 1,
            allyName: 'Aliado',
            principalCents: loan.principalCents,
            disbursedOn: `${dates[loan.disbursedMonth]!.slice(0, 7)}-01`,
            status: writtenOffOn && writtenOffOn <= date ? 'written_off' : 'active',
            balanceCents: loan.principalCents,
            daysPastDue,
            bucket: bucketOf(daysPastDue),
            writtenOffOn,
          }
        })
        .filter((loan): loan is PortfolioLoanOn => loan !== null),
    )
  })
  return byDate
}

describe('portfolio report figures: invariants on random portfolios (fixed seed)', () => {
  it('bucket shares make the whole; PAR 30 ≥ PAR 60 ≥ PAR 90 = IMOR; vintages never fall; roll rates are shares', () => {
    fc.assert(
      fc.property(fc.array(loanArbitrary, { minLength: 1, maxLength: 30 }), (loans) => {
        const byDate = portfolioOf(loans)
        for (const date of dates) {
          const point = delinquencyPoint(date, byDate.get(date)!)
          const buckets = bucketsOf(byDate.get(date)!)
          expect(buckets.map((row) => row.bucket)).toEqual([...arrearsBuckets])
          expect(buckets.reduce((total, row) => total + row.balanceCents, 0)).toBe(point.balanceCents)
          if (point.balanceCents === 0) {
            expect(point.imor).toBeNull()
            continue
          }
          const shares = buckets.reduce((total, row) => total + row.share!, 0)
          expect(Math.abs(shares - 1)).toBeLessThanOrEqual(0.0005 * arrearsBuckets.length)
          expect(point.par30!).toBeGreaterThanOrEqual(point.par60!)
          expect(point.par60!).toBeGreaterThanOrEqual(point.par90!)
          expect(point.imor).toBe(point.par90)
        }
        for (const vintage of vintagesOf(dates, byDate))
          vintage.curve.forEach((value, k) => {
            if (k > 0) expect(value!).toBeGreaterThanOrEqual(vintage.curve[k - 1]!)
          })
        for (const step of rollRatesOf(dates, byDate))
          for (const rate of step.rates) {
            expect(rate.rolledCents).toBeLessThanOrEqual(rate.fromBalanceCents)
            if (rate.fromBalanceCents === 0) expect(rate.rate).toBeNull()
            else expect(rate.rate!).toBeGreaterThanOrEqual(0)
          }
      }),
      { seed: 36_005, numRuns: 150 },
    )
  })
})
