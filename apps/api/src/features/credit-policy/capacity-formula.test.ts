import { describe, expect, it } from 'vitest'
import { quoteLoan } from '../../lending'
import {
  averageMonthly,
  debtToIncomeBps,
  freeIncome,
  maxAffordableAmount,
  maxPayment,
  monthTotals,
} from './capacity-formula'
import { authorityLimitFor, minDownPaymentBpsFor, rateWithinPolicy } from './policy-rules'
import { standardPolicies } from './standard-policies'

// The worked example of docs/domain.md "Credit policy and payment capacity", computed by hand.
const sources = [{ amountsCents: [2_800_000, 2_950_000, 2_900_000] }, { amountsCents: [400_000, 0, 350_000] }]

describe('income matrix', () => {
  it('totals each month over the sources and averages the months half to even', () => {
    expect(monthTotals(3, sources)).toEqual([3_200_000, 2_950_000, 3_250_000])
    // (3 200 000 + 2 950 000 + 3 250 000) / 3 = 3 133 333.33… → 3 133 333
    expect(averageMonthly([3_200_000, 2_950_000, 3_250_000])).toBe(3_133_333)
    // 5 / 2 = 2.5 → 2 (half to even), 7 / 2 = 3.5 → 4
    expect(averageMonthly([2, 3])).toBe(2)
    expect(averageMonthly([3, 4])).toBe(4)
    expect(averageMonthly([])).toBe(0)
  })
})

describe('capacity formula', () => {
  it('free income is income less household expenses less existing debt', () => {
    // 30 000.00 − 8 000.00 − 4 500.00 = 17 500.00
    expect(freeIncome(3_000_000, 800_000, 450_000)).toBe(1_750_000)
  })

  it('debt-to-income counts the new payment with the existing debt, in basis points', () => {
    // (4 500.00 + 7 264.13) / 30 000.00 = 39.21 %
    expect(debtToIncomeBps(450_000 + 726_413, 3_000_000)).toBe(3_921)
    expect(debtToIncomeBps(100, 0)).toBeNull()
  })

  it('the maximum payment is what the DTI leaves after existing debt, capped by free income', () => {
    // 30 000.00 × 40 % − 4 500.00 = 7 500.00 < free income 17 500.00
    expect(
      maxPayment({
        incomeCents: 3_000_000,
        maxDebtToIncomeBps: 4_000,
        existingDebtCents: 450_000,
        freeIncomeCents: 1_750_000,
      }),
    ).toBe(750_000)
    // Expenses eat the room: free income 2 000.00 is the cap.
    expect(
      maxPayment({
        incomeCents: 3_000_000,
        maxDebtToIncomeBps: 4_000,
        existingDebtCents: 450_000,
        freeIncomeCents: 200_000,
      }),
    ).toBe(200_000)
    // Debt beyond the DTI leaves nothing (never negative).
    expect(
      maxPayment({
        incomeCents: 1_000_000,
        maxDebtToIncomeBps: 4_000,
        existingDebtCents: 500_000,
        freeIncomeCents: 300_000,
      }),
    ).toBe(0)
  })
})

describe('maximum affordable amount (the annuity inverted)', () => {
  it('matches the hand-computed principal for 7 500.00 a month at 18 % over 48 months', () => {
    // r = 0.015; r/(1 − 1.015^−48) = 0.0293749996; + 0.16 × 0.015 = 0.0317749996; 7 500 / it = 236 034.62
    expect(maxAffordableAmount(750_000, 1_800, 48)).toBe(23_603_462)
    // 30 % over 24: r = 0.025, factor 0.0559128204 + 0.004 → 5 000 / 0.0599128204 = 83 454.59
    expect(maxAffordableAmount(500_000, 3_000, 24)).toBe(8_345_459)
    // No interest: the payment times the term.
    expect(maxAffordableAmount(100_000, 0, 12)).toBe(1_200_000)
    expect(maxAffordableAmount(0, 1_800, 48)).toBe(0)
  })

  it("the engine's first payment with IVA on that principal is the maximum payment, to the centavo", () => {
    const quote = quoteLoan({
      amountCents: 23_603_462,
      annualRateBps: 1_800,
      termMonths: 48,
      openingFeeBps: 0,
    })
    expect(quote.paymentWithIvaCents).toBeLessThanOrEqual(750_000)
    expect(750_000 - quote.paymentWithIvaCents).toBeLessThanOrEqual(1)
  })
})

describe('policy rules', () => {
  const auto = { terms: standardPolicies.auto }
  it('finds the authority limit of a role by name, without case; none for a role it does not name', () => {
    expect(authorityLimitFor(auto, 'analista')).toBe(30_000_000)
    expect(authorityLimitFor(auto, 'Comite')).toBe(80_000_000)
    expect(authorityLimitFor(auto, 'ventas')).toBeNull()
  })

  it('takes the minimum down payment of the first age row that covers the vehicle', () => {
    const on = new Date('2026-06-01T00:00:00Z')
    expect(minDownPaymentBpsFor(auto, 2026, on)).toBe(1_000)
    expect(minDownPaymentBpsFor(auto, 2027, on)).toBe(1_000)
    expect(minDownPaymentBpsFor(auto, 2023, on)).toBe(1_500)
    expect(minDownPaymentBpsFor(auto, 2020, on)).toBe(2_000)
    expect(minDownPaymentBpsFor(auto, 2016, on)).toBe(3_000)
    // Older than every row: outside the policy, the whole price.
    expect(minDownPaymentBpsFor(auto, 2010, on)).toBe(10_000)
  })

  it('brings a requested rate within the policy range', () => {
    expect(rateWithinPolicy(auto, 999)).toBe(1_299)
    expect(rateWithinPolicy(auto, 1_599)).toBe(1_599)
    expect(rateWithinPolicy(auto, 9_000)).toBe(2_499)
  })
})

describe('the worked example of docs/domain.md', () => {
  it('gives the figures the document states', () => {
    const income = averageMonthly(monthTotals(3, sources))
    const quote = quoteLoan({
      amountCents: 25_000_000,
      annualRateBps: 1_800,
      termMonths: 48,
      openingFeeBps: 200,
    })
    const free = freeIncome(income, 800_000, 450_000)
    const payment = maxPayment({
      incomeCents: income,
      maxDebtToIncomeBps: 4_000,
      existingDebtCents: 450_000,
      freeIncomeCents: free,
    })
    expect([income, free, quote.paymentCents, quote.paymentWithIvaCents]).toEqual([
      3_133_333, 1_883_333, 734_375, 794_375,
    ])
    expect(debtToIncomeBps(450_000 + quote.paymentWithIvaCents, income)).toBe(3_971)
    expect(payment).toBe(803_333)
    expect(maxAffordableAmount(payment, 1_800, 48)).toBe(25_281_920)
    expect(quote.catPct).toBe(20.9)
  })
})
