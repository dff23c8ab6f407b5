/**
 * The all-agents view shows one calendar day ("YYYY-MM-DD" on the reader's clock, as FullCalendar takes it).
 * Days are counted on the local calendar, not in 24-hour steps, so a daylight-saving change cannot skip one.
 */
const dayOf = (date: Date): string =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')

const parse = (day: string): [number, number, number] => {
  const [year, month, date] = day.split('-').map(Number)
  return [year!, month! - 1, date!]
}

export const today = (now = new Date()): string => dayOf(now)

export const shiftDay = (day: string, days: number): string => {
  const [year, month, date] = parse(day)
  return dayOf(new Date(year, month, date + days))
}

/** The instants the calendar call asks for: from the day's local midnight to the next one. */
export const dayWindow = (day: string): { from: string; to: string } => {
  const [year, month, date] = parse(day)
  return {
    from: new Date(year, month, date).toISOString(),
    to: new Date(year, month, date + 1).toISOString(),
  }
}

/** A day as the address carries it ("YYYY-MM-DD" naming a real date); anything else falls back to today. */
export const isDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [year, month, date] = parse(value)
  return dayOf(new Date(year, month, date)) === value
}
