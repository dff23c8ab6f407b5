import { describe, expect, it } from 'vitest'
import { dayWindow, isDay, shiftDay, today } from './calendar-day'

describe('the all-agents day', () => {
  it('counts days on the calendar, across month and year ends', () => {
    // 30 Nov + 1 = 1 Dec; 1 Jan − 1 = 31 Dec of the year before; 28 Feb 2028 (leap year) + 1 = 29 Feb.
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01')
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31')
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('is today on the reader clock', () => {
    // 29 Nov 2026 at 23:30 local time is still the 29th, whatever UTC says.
    expect(today(new Date(2026, 10, 29, 23, 30))).toBe('2026-11-29')
  })

  it('asks for the bookings from local midnight to the next midnight', () => {
    const { from, to } = dayWindow('2026-11-29')
    expect(new Date(from).getTime()).toBe(new Date(2026, 10, 29).getTime())
    expect(new Date(to).getTime()).toBe(new Date(2026, 10, 30).getTime())
  })

  it('reads a day from the address only when it names a real date', () => {
    expect(isDay('2028-02-29')).toBe(true)
    // 2026 is not a leap year; the 31st of November does not exist; a week or a bare word is not a day.
    expect(isDay('2026-02-29')).toBe(false)
    expect(isDay('2026-11-31')).toBe(false)
    expect(isDay('2026-W48')).toBe(false)
    expect(isDay('')).toBe(false)
  })
})
