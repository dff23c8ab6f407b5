import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { insurancePerInstallment, spreadPremium } from './financed-insurance'
import { openingSchedule } from './schedule'

/** docs/domain.md "Financed insurance": the worked examples, computed by hand. */
describe('financed insurance per installment (issue 33)', () => {
  it('spreads a 37 731.48 policy (3 144.29 × 12) over the 12 installments of its term, then the renewal', () => {
    // Policy 2026-12-15 → 2027-12-15; installments from 2027-01-15 monthly, 24 of them. The first 12
    // (2027-01-15 … 2027-12-15, the end included) fall in the first term: 37 731.48 / 12 = 3 144.29 each.
    // The next 12 (2028-01-15 … 2028-12-15) fall in the renewal's term, financed at the same premium.
    const input = {
      disbursedOn: '2026-12-15',
      firstDueDate: '2027-01-15',
      termMonths: 24,
      policyStart: '2026-12-15',
      premiumCents: 37_731_48,
      renewalPremiumsCents: [37_731_48],
      renewal: 'financed' as const,
    }
    expect(insurancePerInstallment(input)).toEqual(new Array(24).fill(3_144_29))
    // Billed apart: the renewal's twelve installments carry no insurance.
    expect(insurancePerInstallment({ ...input, renewal: 'billed' })).toEqual([
      ...new Array(12).fill(3_144_29),
      ...new Array(12).fill(0),
    ])
  })

  it('puts the remainder on the last installment of each term', () => {
    // Policy issued 2027-03-01; loan disbursed 2027-02-10, 18 installments from 2027-03-10.
    // Term 1 ends 2028-03-01: 2027-03-10 … 2028-02-10 are 12 installments; 10 000.00 / 12 = 833.33,
    //   the last 10 000.00 − 11 × 833.33 = 833.37.
    // Term 2 (renewal 10 000.00): 2028-03-10 … 2028-08-10, 6 installments; 10 000.00 / 6 = 1 666.67,
    //   the last 10 000.00 − 5 × 1 666.67 = 1 666.65.
    const rows = insurancePerInstallment({
      disbursedOn: '2027-02-10',
      firstDueDate: '2027-03-10',
      termMonths: 18,
      policyStart: '2027-03-01',
      premiumCents: 10_000_00,
      renewalPremiumsCents: [10_000_00],
      renewal: 'financed',
    })
    expect(rows).toEqual([...new Array(11).fill(833_33), 833_37, ...new Array(5).fill(1_666_67), 1_666_65])
  })

  it('the schedule carries each row its own insurance, in its total', () => {
    // 12 000.00 at 0 % over 3 months: 4 000.00 of principal a month; insurance 100.00, 200.00, 300.00.
    const rows = openingSchedule({
      principalCents: 12_000_00,
      annualRateBps: 0,
      termMonths: 3,
      insuranceMonthlyCents: 100_00,
      disbursedOn: '2027-01-10',
      firstDueDate: '2027-02-10',
      insuranceByRow: [100_00, 200_00, 300_00],
    })
    expect(rows.map((row) => [row.insuranceCents, row.totalCents])).toEqual([
      [100_00, 4_100_00],
      [200_00, 4_200_00],
      [300_00, 4_300_00],
    ])
  })

  it('every term collects exactly its premium, whatever the premium and the count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 60 }),
        (premium, count) => {
          const shares = spreadPremium(premium, count)
          expect(shares).toHaveLength(count)
          expect(shares.reduce((total, share) => total + share, 0)).toBe(premium)
          // Level shares: none differs from the first by more than the count's rounding.
          for (const share of shares) expect(Math.abs(share - shares[0]!)).toBeLessThanOrEqual(count)
        },
      ),
    )
  })
})
