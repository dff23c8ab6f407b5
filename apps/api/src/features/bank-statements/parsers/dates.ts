/** The date formats a CSV layout may name. */
export const csvDateFormats = ['DD/MM/YYYY', 'YYYY-MM-DD', 'DD-MM-YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'] as const
export type CsvDateFormat = (typeof csvDateFormats)[number]

/** A Y-M-D that exists in the calendar, as ISO text; null otherwise (31/02 is refused, not rolled over). */
export function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCMonth() !== month - 1) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** A date of a CSV cell in the layout's format (time after a space is ignored: some banks add it). */
export function dateOf(text: string, format: CsvDateFormat): string | null {
  const day = text.trim().split(/[ T]/)[0] ?? ''
  const parts = day.split(/[/.-]/).map(Number)
  if (parts.length !== 3 || parts.some((part) => !Number.isInteger(part))) return null
  const [a, b, c] = parts as [number, number, number]
  switch (format) {
    case 'YYYY-MM-DD':
      return isoDate(a, b, c)
    case 'MM/DD/YYYY':
      return isoDate(c, a, b)
    default:
      return isoDate(c, b, a)
  }
}

/** An ISO date or date-time of an XML statement (`2026-11-27` or `2026-11-27T10:15:00-06:00`): its day. */
export function xmlDateOf(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim())
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null
}
