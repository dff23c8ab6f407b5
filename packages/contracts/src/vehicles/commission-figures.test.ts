import { describe, expect, it } from 'vitest'
import { commissionFigures, roundHalfEven } from './commission-figures'

const rule = (rateBps: number, minimumCents: number | null = null, maximumCents: number | null = null) => ({
  rateBps,
  minimumCents,
  maximumCents,
})

describe('commissionFigures (hand-computed)', () => {
  it('1.5 % of $250,000.00 is $3,750.00 plus $600.00 IVA', () => {
    expect(commissionFigures(25_000_000, rule(150))).toEqual({
      rawCents: 375_000,
      baseCents: 375_000,
      ivaCents: 60_000,
      totalCents: 435_000,
      bound: null,
    })
  })

  it('rounds a fraction of a centavo: 1.25 % of $12,345.67 = 15,432.0875 → 15,432; IVA 2,469.12 → 2,469', () => {
    expect(commissionFigures(1_234_567, rule(125))).toMatchObject({
      baseCents: 15_432,
      ivaCents: 2_469,
      totalCents: 17_901,
    })
  })

  it('rounds an exact half to even: 5,000.5 → 5,000 and 5,001.5 → 5,002', () => {
    expect(commissionFigures(1_000_100, rule(50)).baseCents).toBe(5_000)
    expect(commissionFigures(1_000_300, rule(50)).baseCents).toBe(5_002)
  })

  it('lifts a small commission to the minimum: 1 % of $200,000 = $2,000 → $5,000 + $800 IVA', () => {
    expect(commissionFigures(20_000_000, rule(100, 500_000))).toEqual({
      rawCents: 200_000,
      baseCents: 500_000,
      ivaCents: 80_000,
      totalCents: 580_000,
      bound: 'minimum',
    })
  })

  it('caps a large one at the maximum: 2 % of $750,000 = $15,000 → $10,000 + $1,600 IVA', () => {
    expect(commissionFigures(75_000_000, rule(200, 500_000, 1_000_000))).toEqual({
      rawCents: 1_500_000,
      baseCents: 1_000_000,
      ivaCents: 160_000,
      totalCents: 1_160_000,
      bound: 'maximum',
    })
  })

  it('a zero rate with no minimum pays nothing', () => {
    expect(commissionFigures(25_000_000, rule(0)).totalCents).toBe(0)
  })

  it('stays exact beyond 2^53 intermediate products', () => {
    // 100,000,000,000 centavos × 2,000 bp = 2 × 10^14 (exact), / 10,000 = 20,000,000,000.
    expect(commissionFigures(100_000_000_000, rule(2000)).baseCents).toBe(20_000_000_000)
    expect(roundHalfEven(7, 2)).toBe(4)
    expect(roundHalfEven(5, 2)).toBe(2)
    expect(roundHalfEven(6, 4)).toBe(2)
  })
})
