import { formatDateTime } from '../../../lib/format'

const pad = (n: number) => String(n).padStart(2, '0')

/** A Date as a datetime-local field holds it (the reader's clock). */
export const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`

/** A datetime-local value back to an ISO instant, or '' when empty or unreadable. */
export const fromLocalInput = (value: string) => {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString()
}

/** The map search of an address (opens the phone's maps app). */
export const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`

/** When a visit is, on the reader's clock: its weekday, day and month. */
export const formatVisitTime = (iso: string, language: string) =>
  formatDateTime(iso, language, undefined, { weekday: true })
