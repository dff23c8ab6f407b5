import { describe, expect, it } from 'vitest'
import { yearOf } from './calendar-year'

describe("the business calendar screen's year", () => {
  it("is the address's year when the API serves it", () => {
    expect(yearOf('2027', '2026-11-29')).toBe(2027)
    expect(yearOf('2000', '2026-11-29')).toBe(2000)
    expect(yearOf('2100', '2026-11-29')).toBe(2100)
  })

  it("is the business day's year otherwise", () => {
    expect(yearOf(null, '2026-11-29')).toBe(2026)
    expect(yearOf('', '2026-11-29')).toBe(2026)
    expect(yearOf('1999', '2026-11-29')).toBe(2026)
    expect(yearOf('2101', '2026-11-29')).toBe(2026)
    expect(yearOf('2026.5', '2026-11-29')).toBe(2026)
    expect(yearOf('abc', '2026-11-29')).toBe(2026)
  })
})
