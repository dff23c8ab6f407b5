import { dueDatesFrom } from './periodicity'
import type { DayCount, Periodicity } from '@mesa/contracts'

/** Calendar arithmetic on ISO dates (YYYY-MM-DD), in UTC so no time zone moves a day. */
const DAY_MS = 86_400_000

/** A calendar date `months` after an ISO date (YYYY-MM-DD), clamped to the month's last day (Jan 31 + 1 = Feb 28). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target.toISOString().slice(0, 10)
}

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS)

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10)

export const laterOf = (a: string, b: string) => (a > b ? a : b)

/** The first and last day of a YYYY-MM period. */
export function periodBounds(period: string) {
  const [year, month] = period.split('-').map(Number) as [number, number]
  const from = `${period}-01`
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
  return { from, to }
}

/** Every YYYY-MM from the month of `from` to the month of `to`, oldest first. */
export function periodsBetween(from: string, to: string): string[] {
  const periods: string[] = []
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number]
  const last = to.slice(0, 7)
  for (;;) {
    const period = `${year}-${String(month).padStart(2, '0')}`
    if (period > last) return periods
    periods.push(period)
    month += 1
    if (month > 12) [year, month] = [year + 1, 1]
  }
}

/**
 * Days of a period by the loan's day count: actual/360 counts calendar days; 30/360 (bond basis) counts
 * 30-day months, a 31st taken as the 30th (and an end 31st as the 30th when the start is the 30th or 31st).
 */
export function dayCountDays(from: string, to: string, dayCount: DayCount) {
  if (dayCount === 'actual_360') return daysBetween(from, to)
  const [y1, m1, d1Raw] = from.split('-').map(Number) as [number, number, number]
  const [y2, m2, d2Raw] = to.split('-').map(Number) as [number, number, number]
  const d1 = Math.min(d1Raw, 30)
  const d2 = d2Raw === 31 && d1 >= 30 ? 30 : d2Raw
  return 360 * (y2 - y1) + 30 * (m2 - m1) + (d2 - d1)
}

/**
 * The installments' due dates: each keeps the day of the month of its anchor, clamped to a shorter month's
 * end and restored after it (disbursed 31 Jan → 28/29 Feb → 31 Mar…), so the loan never matures early. The
 * anchor is the disbursement when the first due date is one month after it, else the first due date. Other
 * periodicities count from the first due date (`dueDatesFrom`, periodicity.ts).
 */
export function dueDatesOf(
  disbursedOn: string,
  firstDueDate: string,
  termMonths: number,
  periodicity: Periodicity = 'monthly',
): string[] {
  if (periodicity !== 'monthly') return dueDatesFrom(firstDueDate, termMonths, periodicity)
  const fromDisbursement = addMonths(disbursedOn, 1) === firstDueDate
  return Array.from({ length: termMonths }, (_, index) =>
    fromDisbursement ? addMonths(disbursedOn, index + 1) : addMonths(firstDueDate, index),
  )
}
