import { describe, expect, it } from 'vitest'
import { easterSunday, mexicanHolidays, nextBusinessDay } from './holidays'

// docs/domain.md "The holiday calendar": each date worked out on the calendar by hand.

describe("Mexico's official and bank holidays", () => {
  it('2026: 1 Feb is a Sunday, so the first Monday is 2 Feb; 1 Mar and 1 Nov are Sundays too', () => {
    // Easter 2026 is 5 April: Holy Thursday 2 Apr, Good Friday 3 Apr. Third Mondays: 16 Mar, 16 Nov.
    expect(mexicanHolidays(2026).map((day) => day.date)).toEqual([
      '2026-01-01',
      '2026-02-02',
      '2026-03-16',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-09-16',
      '2026-11-02',
      '2026-11-16',
      '2026-12-12',
      '2026-12-25',
    ])
  })

  it('2027: 1 Feb, 1 Mar and 1 Nov are Mondays; Easter is 28 March', () => {
    expect(mexicanHolidays(2027).map((day) => day.date)).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-15',
      '2027-03-25',
      '2027-03-26',
      '2027-05-01',
      '2027-09-16',
      '2027-11-02',
      '2027-11-15',
      '2027-12-12',
      '2027-12-25',
    ])
  })

  it('1 October only in the years a president takes office (2024, 2030)', () => {
    expect(mexicanHolidays(2024).some((day) => day.date === '2024-10-01')).toBe(true)
    expect(mexicanHolidays(2030).some((day) => day.date === '2030-10-01')).toBe(true)
    expect(mexicanHolidays(2026).some((day) => day.date === '2026-10-01')).toBe(false)
  })

  it('Easter by the anonymous Gregorian algorithm matches the published dates', () => {
    // 2024: 31 March; 2025: 20 April; 2026: 5 April; 2027: 28 March; 2038: 25 April (the latest possible).
    expect(['2024', '2025', '2026', '2027', '2038'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ])
  })

  it('the next business day skips weekends and holidays', () => {
    const holidays = new Set(mexicanHolidays(2026).map((day) => day.date))
    expect(nextBusinessDay('2026-03-15', holidays)).toBe('2026-03-17') // Sunday, then Benito Juárez
    expect(nextBusinessDay('2026-11-14', holidays)).toBe('2026-11-17') // Saturday, Sunday, Revolución
    expect(nextBusinessDay('2026-03-18', holidays)).toBe('2026-03-18') // a Wednesday stays
  })
})
