import type { Executor } from '../../db/client'
import { nonBusinessDaysOf } from '../business-calendar'

const iso = (date: Date) => date.toISOString().slice(0, 10)

/**
 * A month's last business day (`YYYY-MM`): its last calendar day, moved back over weekends and the calendar's
 * non-business days (issue 33's calendar). The month's file reports every account as of it.
 */
export async function lastBusinessDayOf(db: Executor, period: string) {
  const [year, month] = period.split('-').map(Number) as [number, number]
  const closed = await nonBusinessDaysOf(db, year, year)
  const day = new Date(Date.UTC(year, month, 0))
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || closed.has(iso(day)))
    day.setUTCDate(day.getUTCDate() - 1)
  return iso(day)
}
