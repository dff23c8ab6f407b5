import { describe, expect, it } from 'vitest'
import { riskGrade, type RiskFacts } from './risk-grade'
import { thresholdCentsOf } from './thresholds'

const plain: RiskFacts = {
  pep: false,
  blocked: false,
  nearMiss: false,
  product: 'auto',
  requestedAmountCents: 300_000_00,
  cashPayments: 0,
  cashAtThreshold: 0,
  state: 'DF',
}

describe('the customer risk grade (docs/compliance.md)', () => {
  it('no factor is low', () => {
    expect(riskGrade(plain)).toEqual({ grade: 'low', points: 0, factors: [] })
  })
  it('seminuevo for $650,000.00 in Sinaloa with a cash payment: 1 + 1 + 1 + 1 = 4, high; as an auto 3, medium', () => {
    const facts = {
      ...plain,
      product: 'seminuevo' as const,
      requestedAmountCents: 650_000_00,
      cashPayments: 1,
      state: 'SL',
    }
    expect(riskGrade(facts)).toMatchObject({ grade: 'high', points: 4 })
    expect(riskGrade({ ...facts, product: 'auto' })).toMatchObject({ grade: 'medium', points: 3 })
  })
  it('a PEP or a blocking-list hit is high whatever the points', () => {
    expect(riskGrade({ ...plain, pep: true })).toMatchObject({ grade: 'high', points: 3 })
    expect(riskGrade({ ...plain, blocked: true }).grade).toBe('high')
  })
  it('amounts: $500,000.00 adds 1, $1,000,000.00 adds 2; cash at the threshold 2', () => {
    expect(riskGrade({ ...plain, requestedAmountCents: 500_000_00 }).points).toBe(1)
    expect(riskGrade({ ...plain, requestedAmountCents: 1_000_000_00 }).points).toBe(2)
    expect(riskGrade({ ...plain, cashPayments: 2, cashAtThreshold: 1 }).points).toBe(2)
  })
})

describe('the cash threshold', () => {
  it('USD 7,500.00 at 18.5000 is $138,750.00; at 17.2345 $129,258.75', () => {
    // 750,000 × 185,000 / 10,000 = 13,875,000; 750,000 × 172,345 / 10,000 = 12,925,875 (exact).
    expect(thresholdCentsOf({ thresholdUsdCents: 750_000, pesosPerDollarTenThousandths: 185_000 })).toBe(
      13_875_000,
    )
    expect(thresholdCentsOf({ thresholdUsdCents: 750_000, pesosPerDollarTenThousandths: 172_345 })).toBe(
      12_925_875,
    )
  })
  it('rounds half to even: USD 0.01 at 18.5000 is 18.5 centavos → 18, at 19.5000 19.5 → 20, at 18.5050 → 19', () => {
    // 1 × 185,000 / 10,000 = 18.5 → 18 (even); 1 × 195,000 / 10,000 = 19.5 → 20 (even); 18.505 → 19 (above half).
    expect(thresholdCentsOf({ thresholdUsdCents: 1, pesosPerDollarTenThousandths: 185_000 })).toBe(18)
    expect(thresholdCentsOf({ thresholdUsdCents: 1, pesosPerDollarTenThousandths: 195_000 })).toBe(20)
    expect(thresholdCentsOf({ thresholdUsdCents: 1, pesosPerDollarTenThousandths: 185_050 })).toBe(19)
  })
})
