import { and, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { accountingPeriods } from './accounting.schema'

/**
 * Postings and a month's close exclude each other through one advisory lock: every posting holds it shared (it
 * costs no write and postings never wait on each other), the close holds it exclusively, so no entry can land in
 * a month between the close's checks and its lock. Read the closed months only AFTER taking it.
 */
const PERIODS_LOCK = 34_034_034

export async function holdPeriodsShared(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${PERIODS_LOCK})`)
}

export async function holdPeriodsExclusive(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PERIODS_LOCK})`)
}

/** 'YYYY-MM' of the month after `period`. */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`
}

/** The last day of a month 'YYYY-MM' as 'YYYY-MM-DD'. */
export function lastDayOf(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number]
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${period}-${String(day).padStart(2, '0')}`
}

/**
 * The day an event of `eventDate` is booked on: its own day in an open month; else the first day of the first
 * open month after it (months without a row are open). One read, usually answering nothing.
 */
export async function bookingDateOf(tx: Executor, eventDate: string): Promise<string> {
  const period = eventDate.slice(0, 7)
  const closed = await tx
    .select({ period: accountingPeriods.period })
    .from(accountingPeriods)
    .where(and(eq(accountingPeriods.status, 'closed'), gte(accountingPeriods.period, period)))
  if (closed.length === 0) return eventDate
  const closedSet = new Set(closed.map((row) => row.period))
  if (!closedSet.has(period)) return eventDate
  let open = nextPeriod(period)
  while (closedSet.has(open)) open = nextPeriod(open)
  return `${open}-01`
}

/** Whether a month is closed (an adjustment dated in it is refused instead of moved). */
export async function isPeriodClosed(db: Executor, period: string): Promise<boolean> {
  const [row] = await db
    .select({ status: accountingPeriods.status })
    .from(accountingPeriods)
    .where(eq(accountingPeriods.period, period))
  return row?.status === 'closed'
}
