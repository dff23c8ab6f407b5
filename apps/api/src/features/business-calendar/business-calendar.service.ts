import { and, eq, gte, lte } from 'drizzle-orm'
import type { CalendarAdjustmentCreate, CalendarDay, CalendarYear } from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import { badRequest, conflict, notFound } from '../../lib/http-errors'
import { mexicanHolidays } from '../../lending'
import { recordAudit } from '../audit'
import { businessCalendarAdjustments } from './business-calendar.schema'

const adjustmentsBetween = (db: Executor, from: string, to: string) =>
  db
    .select()
    .from(businessCalendarAdjustments)
    .where(and(gte(businessCalendarAdjustments.date, from), lte(businessCalendarAdjustments.date, to)))

/** The year's calendar: the official holidays (removed ones marked) and the added days, by date. */
export async function calendarYear(db: Executor, year: number): Promise<CalendarYear> {
  const adjustments = await adjustmentsBetween(db, `${year}-01-01`, `${year}-12-31`)
  const byDate = new Map(adjustments.map((row) => [row.date, row]))
  const official: CalendarDay[] = mexicanHolidays(year).map((holiday) => {
    const removed = byDate.get(holiday.date)?.kind === 'removed' ? byDate.get(holiday.date) : undefined
    return {
      date: holiday.date,
      reason: holiday.reason,
      source: removed ? 'removed' : 'official',
      note: removed?.note ?? null,
    }
  })
  const added: CalendarDay[] = adjustments
    .filter((row) => row.kind === 'added')
    .map((row) => ({ date: row.date, reason: null, source: 'added', note: row.note }))
  return { year, days: [...official, ...added].sort((a, b) => a.date.localeCompare(b.date)) }
}

/**
 * The non-business days (besides weekends) from the first of `fromYear` to the last of `toYear`: the
 * official holidays less the removed ones, plus the added days. Loan servicing passes them to the engine
 * when a product moves due dates to business days.
 */
export async function nonBusinessDaysOf(db: Executor, fromYear: number, toYear: number) {
  const days = new Set<string>()
  for (let year = fromYear; year <= toYear; year += 1)
    for (const holiday of mexicanHolidays(year)) days.add(holiday.date)
  for (const row of await adjustmentsBetween(db, `${fromYear}-01-01`, `${toYear}-12-31`)) {
    if (row.kind === 'added') days.add(row.date)
    else days.delete(row.date)
  }
  return days
}

const isOfficial = (day: string) => mexicanHolidays(Number(day.slice(0, 4))).some((h) => h.date === day)

/**
 * Adds or removes a day. A removal names an official holiday; an addition a day that is not one; one
 * change per date (409 when the date already has one: undo it first). Audited in the same transaction.
 */
export async function adjustCalendar(tx: Transaction, actorUserId: number, body: CalendarAdjustmentCreate) {
  const official = isOfficial(body.date)
  if (body.kind === 'removed' && !official) throw badRequest({ date: ['invalid_value'] })
  if (body.kind === 'added' && official) throw badRequest({ date: ['already_used'] })
  const [created] = await tx
    .insert(businessCalendarAdjustments)
    .values({ date: body.date, kind: body.kind, note: body.note, createdBy: actorUserId })
    .onConflictDoNothing()
    .returning()
  if (!created)
    throw conflict('conflict', 'The date already has a calendar change', { date: ['already_used'] })
  await recordAudit(tx, {
    actorUserId,
    action: body.kind === 'added' ? 'business_calendar.day_added' : 'business_calendar.day_removed',
    entityType: 'business_calendar_day',
    entityId: body.date,
    data: { note: body.note },
  })
  return created
}

/** Undoes a date's change (the day returns to what the law says); 404 when it has none. */
export async function undoAdjustment(tx: Transaction, actorUserId: number, day: string) {
  const [removed] = await tx
    .delete(businessCalendarAdjustments)
    .where(eq(businessCalendarAdjustments.date, day))
    .returning()
  if (!removed) throw notFound()
  await recordAudit(tx, {
    actorUserId,
    action: 'business_calendar.adjustment_undone',
    entityType: 'business_calendar_day',
    entityId: day,
    data: { kind: removed.kind, note: removed.note },
  })
}
