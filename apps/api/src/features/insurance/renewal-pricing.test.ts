import { describe, expect, it } from 'vitest'
import { insurancePerInstallment, renewalStartsOf } from '../../lending'
import { renewalPremiumsFor } from './renewal-pricing'

/**
 * Issue 33, docs/domain.md "Financed insurance", worked example "renewal repriced": ANA, amplia, 5 %
 * deductible, CDMX, a 2024 car insured for 350 000.00, paid yearly. Every figure computed by hand.
 */
const bound = {
  insurer: 'ana' as const,
  vehicle: {
    make: 'Nissan',
    model: 'Versa',
    version: 'Advance',
    year: 2024,
    vin: '',
    valueCents: 350_000_00,
  },
  postalCode: '03100',
  options: {
    package: 'amplia' as const,
    deductibleLevel: 'bajo' as const,
    paymentFrequency: 'anual' as const,
  },
}

describe('the renewal of financed insurance is repriced for the vehicle’s age (issue 33)', () => {
  it('quotes each renewal in the year it starts: age 3 → 24 525.76, age 4 → 23 860.74', async () => {
    // 2027, age 3 (factor 0.89): 35 000 000 × 4.2 % × 0.89 × 1.30 = 1 700 790; + 235 000 × 1.30 (305 500)
    //   + 48 000 = net 2 054 290; + fee 60 000 = 2 114 290; IVA 16 % = 338 286.4 → 338 286; total 2 452 576.
    // 2028, age 4 (0.86): 1 643 460 + 305 500 + 48 000 = 1 996 960; + 60 000 = 2 056 960;
    //   IVA 329 113.6 → 329 114; total 2 386 074.
    expect(await renewalPremiumsFor(bound, ['2027-12-15', '2028-12-15'])).toEqual([2_452_576, 2_386_074])
  })

  it('a 36-month loan finances the first premium and each repriced renewal over its own twelve installments', () => {
    const loan = {
      disbursedOn: '2026-12-15',
      firstDueDate: '2027-01-15',
      termMonths: 36,
      policyStart: '2026-12-15',
      // The bound policy at age 2 (2026): 25 190.79 (pricing.test.ts, ANA yearly).
      premiumCents: 2_519_079,
    }
    // The last installment is due 2029-12-15, the second renewal's end: two renewals.
    expect(renewalStartsOf(loan)).toEqual(['2027-12-15', '2028-12-15'])
    const rows = insurancePerInstallment({
      ...loan,
      renewal: 'financed',
      renewalPremiumsCents: [2_452_576, 2_386_074],
    })
    // 2 519 079 / 12 = 209 923.25 → 209 923, the last 2 519 079 − 11 × 209 923 = 209 926.
    // 2 452 576 / 12 = 204 381.33 → 204 381, the last 2 452 576 − 11 × 204 381 = 204 385.
    // 2 386 074 / 12 = 198 839.5 → 198 840 (half to even), the last 2 386 074 − 11 × 198 840 = 198 834.
    expect(rows).toEqual([
      ...new Array(11).fill(209_923),
      209_926,
      ...new Array(11).fill(204_381),
      204_385,
      ...new Array(11).fill(198_840),
      198_834,
    ])
  })

  it('a biweekly loan spreads each term over the installments due within it', () => {
    // 52 biweekly installments from 2027-01-01, every 14 days: the 26th is 2027-12-17 (350 days on), the
    // 27th 2027-12-31, the last 2028-12-15 (714 days on). The policy from 2026-12-18 ends 2027-12-18
    // (included): 26 installments in its term, 26 in the renewal's, which starts 2027-12-18.
    // First term 10 000.00 / 26 = 384.615… → 384.62, the last 10 000.00 − 25 × 384.62 = 384.50;
    // the renewal 9 360.00 / 26 = 360.00 each.
    const loan = {
      disbursedOn: '2026-12-18',
      firstDueDate: '2027-01-01',
      termMonths: 52,
      periodicity: 'biweekly' as const,
      policyStart: '2026-12-18',
      premiumCents: 10_000_00,
    }
    expect(renewalStartsOf(loan)).toEqual(['2027-12-18'])
    const rows = insurancePerInstallment({ ...loan, renewal: 'financed', renewalPremiumsCents: [9_360_00] })
    expect(rows).toEqual([...new Array(25).fill(384_62), 384_50, ...new Array(26).fill(360_00)])
  })
})
