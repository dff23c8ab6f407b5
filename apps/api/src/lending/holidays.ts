import type { HolidayReason } from '@mesa/contracts'
import { addDays } from './dates'

/*
 * The holiday calendar (issue 33, docs/domain.md "The holiday calendar"): Mexico's official rest days (Ley
 * Federal del Trabajo, art. 74) and the days the CNBV names as bank holidays, as a pure function of the year.
 * An administrator's added and removed days (the business-calendar feature) are applied by the caller.
 */

export interface Holiday {
  date: string
  reason: HolidayReason
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** The `nth` Monday (1 = first) of a month. */
function nthMonday(year: number, month: number, nth: number) {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay() // 0 = Sunday
  const firstMonday = 1 + ((8 - firstWeekday) % 7)
  return iso(year, month, firstMonday + 7 * (nth - 1))
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number) {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return iso(year, month, day)
}

/**
 * The year's non-business weekdays and weekend days alike, by date: LFT art. 74 (1 Jan, first Monday of
 * February, third Monday of March, 1 May, 16 Sep, 1 Oct of the inauguration years 2024, 2030…, third Monday
 * of November, 25 Dec) and the CNBV's bank holidays (Holy Thursday and Good Friday, 2 Nov, 12 Dec).
 */
export function mexicanHolidays(year: number): Holiday[] {
  const easter = easterSunday(year)
  const days: Holiday[] = [
    { date: iso(year, 1, 1), reason: 'new_year' },
    { date: nthMonday(year, 2, 1), reason: 'constitution_day' },
    { date: nthMonday(year, 3, 3), reason: 'benito_juarez' },
    { date: addDays(easter, -3), reason: 'holy_thursday' },
    { date: addDays(easter, -2), reason: 'good_friday' },
    { date: iso(year, 5, 1), reason: 'labour_day' },
    { date: iso(year, 9, 16), reason: 'independence_day' },
    ...(year >= 2024 && (year - 2024) % 6 === 0
      ? [{ date: iso(year, 10, 1), reason: 'presidential_inauguration' as const }]
      : []),
    { date: iso(year, 11, 2), reason: 'all_souls_day' },
    { date: nthMonday(year, 11, 3), reason: 'revolution_day' },
    { date: iso(year, 12, 12), reason: 'guadalupe_day' },
    { date: iso(year, 12, 25), reason: 'christmas' },
  ]
  return days.sort((x, y) => x.date.localeCompare(y.date))
}

export const isWeekend = (date: string) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return weekday === 0 || weekday === 6
}

/** A business day: neither a Saturday, a Sunday nor one of the given non-business days. */
export const isBusinessDay = (date: string, holidays: ReadonlySet<string>) =>
  !isWeekend(date) && !holidays.has(date)

/** The date itself when it is a business day, else the next one (Sunday 2026-03-15 → Tuesday 2026-03-17). */
export function nextBusinessDay(date: string, holidays: ReadonlySet<string>) {
  let day = date
  while (!isBusinessDay(day, holidays)) day = addDays(day, 1)
  return day
}
