import { describe, expect, it } from 'vitest'
import { basisPointsOf, centsOf, isoDateOf, wholeOf } from './application-cells'

describe('reading an application row’s cells', () => {
  it('reads pesos as exact centavos, with or without sign, thousands separators and decimals', () => {
    expect(centsOf('$320,000.00')).toBe(32_000_000)
    expect(centsOf('250000')).toBe(25_000_000)
    expect(centsOf('70000.5')).toBe(7_000_050)
    expect(centsOf('0.29')).toBe(29)
    // 0.1 + 0.2 style drift cannot happen: the figure is read as text.
    expect(centsOf('1234567.89')).toBe(123_456_789)
  })

  it('refuses what is not an amount in pesos', () => {
    for (const text of ['', '320,00.5', '12.345', '-5', '1e6', 'diez mil', '1,000,00'])
      expect(centsOf(text)).toBeUndefined()
  })

  it('reads a yearly rate in percent as basis points, exactly', () => {
    expect(basisPointsOf('14.5')).toBe(1450)
    expect(basisPointsOf('12.25 %')).toBe(1225)
    expect(basisPointsOf('9')).toBe(900)
    expect(basisPointsOf('9.123')).toBeUndefined()
  })

  it('reads whole numbers and Mexican dates', () => {
    expect(wholeOf('48')).toBe(48)
    expect(wholeOf('48.5')).toBeUndefined()
    expect(isoDateOf('2/7/1991')).toBe('1991-07-02')
    expect(isoDateOf('1991-07-02')).toBe('1991-07-02')
  })
})
