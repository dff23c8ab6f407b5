/** Calendar arithmetic on YYYY-MM-DD strings (UTC, no time of day) for the month-end snapshots. */

const ymd = (date: Date) => date.toISOString().slice(0, 10)

/** The last day of the month `offset` months after the month of `date` (0: its own month). */
export function monthEnd(date: string, offset = 0) {
  const [year, month] = date.split('-').map(Number) as [number, number]
  return ymd(new Date(Date.UTC(year, month - 1 + offset + 1, 0)))
}

/** The month ends from `from` to `to`, both included when they are month ends. */
export function monthEndsBetween(from: string, to: string) {
  const ends: string[] = []
  for (let end = monthEnd(from); end <= to; end = monthEnd(end, 1)) ends.push(end)
  return ends
}

/** The last `count` month ends before `today`'s month, oldest first. */
export function previousMonthEnds(today: string, count: number) {
  return Array.from({ length: count }, (_, index) => monthEnd(today, index - count))
}

/** The day before `date`. */
export const dayBefore = (date: string) => ymd(new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000))
