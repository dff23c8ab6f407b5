import { describe, expect, it } from 'vitest'
import { asOfParam } from './as-of'

describe('asOfParam', () => {
  it('asks for another day, never for today nor for a date still being typed', () => {
    expect(asOfParam('2026-10-19', '2026-11-29')).toBe('2026-10-19')
    expect(asOfParam('2027-01-15', '2026-11-29')).toBe('2027-01-15')
    expect(asOfParam('2026-11-29', '2026-11-29')).toBeUndefined()
    expect(asOfParam('', '2026-11-29')).toBeUndefined()
    expect(asOfParam('2026-1', '2026-11-29')).toBeUndefined()
  })
})
