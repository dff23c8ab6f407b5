import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amortize, levelPayment } from './schedule'
import { catPercent } from './cat'
import { addMonths } from './dates'
import { divideHalfEven, shareOf } from './money'
import { quoteLoan } from './quote'

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('money: exact shares, half to even at the centavo', () => {
  it('rounds a half centavo to the even neighbour and anything else to the nearest', () => {
    expect(shareOf(5, 1_000)).toBe(0) // 0.5 → 0
    expect(shareOf(15, 1_000)).toBe(2) // 1.5 → 2
    expect(shareOf(25, 1_000)).toBe(2) // 2.5 → 2
    expect(shareOf(10_306, 1_600)).toBe(1_649) // 1 648.96
    expect(divideHalfEven(-15n, 10n)).toBe(-2)
  })

  it('adds calendar months and clamps to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31')
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15')
  })
})

describe('the level payment against published figures', () => {
  it('10 000 at 12 % for 12 months pays 888.49 (1 % a month)', () => {
    expect(levelPayment(1_000_000, 1_200, 12)).toBe(88_849)
  })
  it('100 000 at 24 % for 24 months pays 5 287.11 (2 % a month)', () => {
    expect(levelPayment(10_000_000, 2_400, 24)).toBe(528_711)
  })
  it('a loan without interest pays the amount in equal parts', () => {
    expect(
      amortize({ amountCents: 1_200_000, annualRateBps: 0, termMonths: 12 }).map((r) => r.paymentCents),
    ).toEqual(Array(12).fill(100_000))
  })
})

describe('the schedule, computed by hand', () => {
  it('10 000 at 12 % for 3 months: interest 1 % of each balance, IVA 16 % of it, the last settles', () => {
    // Payment 3 400.22: month 1 interest 100.00, principal 3 300.22, balance 6 699.78; month 2 interest
    // 67.00 (66.9978 → 67.00), principal 3 333.22, balance 3 366.56; month 3 interest 33.67 (33.6656),
    // principal = balance 3 366.56, payment 3 400.23.
    const rows = amortize({
      amountCents: 1_000_000,
      annualRateBps: 1_200,
      termMonths: 3,
      firstDueDate: '2026-12-31',
    })
    expect(rows.map((r) => [r.interestCents, r.principalCents, r.balanceCents, r.ivaCents])).toEqual([
      [10_000, 330_022, 669_978, 1_600],
      [6_700, 333_322, 336_656, 1_072],
      [3_367, 336_656, 0, 539],
    ])
    expect(rows.map((r) => r.paymentCents)).toEqual([340_022, 340_022, 340_023])
    expect(rows.map((r) => r.date)).toEqual(['2026-12-31', '2027-01-31', '2027-02-28'])
  })

  it('holds for any terms: principal sums to the amount, the last balance is zero, IVA exact per row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 500_000_000 }),
        fc.integer({ min: 0, max: 12_000 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 100_000 }),
        (amountCents, annualRateBps, termMonths, insuranceMonthlyCents) => {
          const rows = amortize({ amountCents, annualRateBps, termMonths, insuranceMonthlyCents })
          expect(sum(rows.map((r) => r.principalCents))).toBe(amountCents)
          expect(rows.at(-1)!.balanceCents).toBe(0)
          for (const row of rows) {
            expect(row.principalCents).toBeGreaterThanOrEqual(0)
            expect(row.ivaCents).toBe(divideHalfEven(BigInt(row.interestCents) * 16n, 100n))
            expect(row.totalCents).toBe(row.paymentCents + row.ivaCents + insuranceMonthlyCents)
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('the CAT (Banxico, without IVA)', () => {
  it("matches a lender's published example: 20 000, 12 payments, 58 %, 5 % opening fee → CAT 95.6 %", () => {
    const quote = quoteLoan({
      amountCents: 2_000_000,
      annualRateBps: 5_800,
      termMonths: 12,
      openingFeeBps: 500,
    })
    expect(quote.catPct).toBe(95.6)
    expect(quote.openingFeeCents).toBe(100_000)
    expect(quote.openingFeeIvaCents).toBe(16_000)
    expect(quote.netDisbursedCents).toBe(2_000_000 - 100_000 - 16_000)
  })

  it('equals the effective annual rate when there are no fees: 12 % nominal → 12.7 %', () => {
    expect(
      quoteLoan({ amountCents: 1_000_000, annualRateBps: 1_200, termMonths: 12, openingFeeBps: 0 }).catPct,
    ).toBe(12.7)
  })

  it('is zero for a loan without interest or fees, and a fee alone makes it positive', () => {
    expect(catPercent(1_200_000, Array(12).fill(100_000))).toBe(0)
    // 11 400 received, 12 × 1 000 paid: annuity factor 11.4 → monthly IRR 0.7977 % → (1.007977)^12 − 1 = 10.0 %.
    expect(catPercent(1_140_000, Array(12).fill(100_000))).toBe(10)
  })

  it('totals add up: paid = every payment with IVA and insurance + the fee and its IVA', () => {
    const quote = quoteLoan({
      amountCents: 35_000_000,
      annualRateBps: 1_899,
      termMonths: 48,
      openingFeeBps: 250,
      insuranceMonthlyCents: 85_000,
    })
    const rows = quote.schedule
    expect(quote.totalPaidCents).toBe(
      35_000_000 +
        quote.totalInterestCents +
        quote.totalIvaCents +
        quote.totalInsuranceCents +
        quote.openingFeeCents,
    )
    expect(quote.totalInsuranceCents).toBe(48 * 85_000)
    expect(quote.paymentWithIvaCents).toBe(rows[0]!.paymentCents + rows[0]!.ivaCents + 85_000)
    // Financed insurance is a cost of the credit: it raises the CAT above the fee-only figure.
    const withoutInsurance = quoteLoan({
      amountCents: 35_000_000,
      annualRateBps: 1_899,
      termMonths: 48,
      openingFeeBps: 250,
    })
    expect(quote.catPct).toBeGreaterThan(withoutInsurance.catPct)
  })
})
