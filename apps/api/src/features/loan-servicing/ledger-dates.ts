/** Calendar arithmetic on ISO dates (YYYY-MM-DD), in UTC so no time zone moves a day. */
const DAY_MS = 86_400_000

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
