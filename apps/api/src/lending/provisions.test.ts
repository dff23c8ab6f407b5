import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arrearsBuckets, defaultDelinquencyPolicy, type ArrearsBucket } from '@mesa/contracts'
import { provisionOf, provisionReportOf } from './provisions'

const table = defaultDelinquencyPolicy.provisionTable

describe('provision = PD × SP × EI, half to even at the centavo', () => {
  it('computes the worked examples', () => {
    // 100 000.00 at 30–59 days: 100 000.00 × 25 % × 65 % = 16 250.00.
    expect(
      provisionOf({ bucket: 'dpd_30_59', restructured: false, exposureCents: 10_000_000, table }),
    ).toEqual({
      restructured: false,
      pdBps: 2_500,
      severityBps: 6_500,
      exposureCents: 10_000_000,
      provisionCents: 1_625_000,
    })
    // Restructured, the higher row: 100 000.00 × 40 % × 65 % = 26 000.00.
    expect(
      provisionOf({ bucket: 'dpd_30_59', restructured: true, exposureCents: 10_000_000, table })
        .provisionCents,
    ).toBe(2_600_000)
    // 90 or more: PD 100 % × SP 100 %: the whole 68 100.00.
    expect(
      provisionOf({ bucket: 'dpd_90_plus', restructured: false, exposureCents: 6_810_000, table })
        .provisionCents,
    ).toBe(6_810_000)
    // Current, 2 % × 65 % = 1.3 %: 5.00 → 0.065 → 0.06 (half to even, down); 15.00 → 0.195 → 0.20 (up).
    expect(
      provisionOf({ bucket: 'current', restructured: false, exposureCents: 500, table }).provisionCents,
    ).toBe(6)
    expect(
      provisionOf({ bucket: 'current', restructured: false, exposureCents: 1_500, table }).provisionCents,
    ).toBe(20)
  })

  it('sums the report by bucket', () => {
    // Two current loans 5.00 and 15.00 (0.06 + 0.20 = 0.26 of 20.00: 1.3 %) and one at 30–59 days.
    const report = provisionReportOf('2026-05-16', [
      {
        bucket: 'current',
        exposureCents: 500,
        provisionCents: 6,
        nonAccrual: false,
        suspendedInterestCents: 0,
      },
      {
        bucket: 'current',
        exposureCents: 1_500,
        provisionCents: 20,
        nonAccrual: false,
        suspendedInterestCents: 0,
      },
      {
        bucket: 'dpd_90_plus',
        exposureCents: 6_810_000,
        provisionCents: 6_810_000,
        nonAccrual: true,
        suspendedInterestCents: 120_000,
      },
    ])
    expect(report.rows[0]).toEqual({
      bucket: 'current',
      loans: 2,
      exposureCents: 2_000,
      provisionCents: 26,
      coverage: 0.013,
    })
    expect(report.totals).toEqual({
      loans: 3,
      exposureCents: 6_812_000,
      provisionCents: 6_810_026,
      coverage: 0.9997,
    })
    expect(report).toMatchObject({ nonAccrualLoans: 1, suspendedInterestCents: 120_000 })
  })
})

describe('properties', () => {
  const rate = fc.record({
    pdBps: fc.integer({ min: 0, max: 10_000 }),
    restructuredPdBps: fc.integer({ min: 0, max: 10_000 }),
    severityBps: fc.integer({ min: 0, max: 10_000 }),
  })
  const anyTable = fc.record({
    current: rate,
    dpd_1_29: rate,
    dpd_30_59: rate,
    dpd_60_89: rate,
    dpd_90_plus: rate,
  })
  const loanArb = fc.record({
    bucket: fc.constantFrom<ArrearsBucket>(...arrearsBuckets),
    restructured: fc.boolean(),
    exposureCents: fc.integer({ min: 0, max: 10_000_000_000 }),
  })

  it('a provision is never negative nor above its exposure; the report rows sum to its totals', () => {
    fc.assert(
      fc.property(anyTable, fc.array(loanArb, { maxLength: 30 }), (someTable, loans) => {
        const provisioned = loans.map((loan) => {
          const provision = provisionOf({ ...loan, table: someTable })
          expect(provision.provisionCents).toBeGreaterThanOrEqual(0)
          expect(provision.provisionCents).toBeLessThanOrEqual(loan.exposureCents)
          return { ...provision, bucket: loan.bucket, nonAccrual: false, suspendedInterestCents: 0 }
        })
        const report = provisionReportOf('2026-01-01', provisioned)
        const sum = (key: 'loans' | 'exposureCents' | 'provisionCents') =>
          report.rows.reduce((total, row) => total + row[key], 0)
        expect(sum('loans')).toBe(report.totals.loans)
        expect(sum('exposureCents')).toBe(report.totals.exposureCents)
        expect(sum('provisionCents')).toBe(report.totals.provisionCents)
        expect(report.totals.provisionCents).toBe(
          provisioned.reduce((total, p) => total + p.provisionCents, 0),
        )
      }),
      { seed: 33, numRuns: 200 },
    )
  })
})
