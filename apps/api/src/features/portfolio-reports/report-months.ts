/** Calendar arithmetic on YYYY-MM-DD strings (UTC, no time of day) for the reports' month ends. */

/** The last day of the month `offset` months after the month of `date` (0: its own month). */
export function monthEnd(date: string, offset = 0) {
  const [year, month] = date.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, month - 1 + offset + 1, 0)).toISOString().slice(0, 10)
}

/**
 * The reports' observation dates: the twelve month ends before `asOf`'s month, oldest first, then `asOf`
 * itself, so each calendar month of the window has exactly one date (its end, or the as-of date).
 */
export const observationDates = (asOf: string) => [
  ...Array.from({ length: 12 }, (_, index) => monthEnd(asOf, index - 12)),
  asOf,
]

/** The month (YYYY-MM) of a date. */
export const monthOf = (date: string) => date.slice(0, 7)

/** Whole months from month `from` to month `to` (YYYY-MM or dates). */
export function monthsBetween(from: string, to: string) {
  const [fy, fm] = from.split('-').map(Number) as [number, number]
  const [ty, tm] = to.split('-').map(Number) as [number, number]
  return (ty - fy) * 12 + (tm - fm)
}
