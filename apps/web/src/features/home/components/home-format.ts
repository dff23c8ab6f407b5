import { formatDateTime } from '../../../lib/format'

/** A visit on the home as the lender reads it: on Mexico City's clock, with its weekday. */
export const visitTime = (iso: string, language: string) =>
  formatDateTime(iso, language, 'America/Mexico_City', { weekday: true })

/** Whole days since the stage began (0 on the first day). */
export const daysSince = (iso: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / 86_400_000))
