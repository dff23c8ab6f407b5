import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type {
  CalendarEvent,
  CalendarEventInput,
  CalendarEventQuery,
  CalendarEventUpdate,
} from '@mesa/contracts'
import type { Executor } from '../../../db/client'
import { demoCalendarEvents } from '../calendar.schema'
import { staleVersion } from '../../../lib/http-errors'

type EventRow = typeof demoCalendarEvents.$inferSelect
const toEvent = (row: EventRow): CalendarEvent => ({
  id: row.id,
  title: row.title,
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  allDay: row.allDay,
  calendar: row.calendar,
  location: row.location,
  description: row.description,
  version: row.version,
})

const mine = (ownerUserId: number) => eq(demoCalendarEvents.ownerUserId, ownerUserId)

/** The owner's events in the chosen calendars that overlap the visible range. */
export async function listEvents(db: Executor, ownerUserId: number, query: CalendarEventQuery) {
  const rows = await db
    .select()
    .from(demoCalendarEvents)
    .where(
      and(
        mine(ownerUserId),
        query.calendars ? inArray(demoCalendarEvents.calendar, query.calendars) : undefined,
        query.end ? lte(demoCalendarEvents.startsAt, new Date(query.end)) : undefined,
        query.start ? gte(demoCalendarEvents.endsAt, new Date(query.start)) : undefined,
      ),
    )
    .orderBy(asc(demoCalendarEvents.startsAt), asc(demoCalendarEvents.id))
    .limit(1_000)
  return rows.map(toEvent)
}

const columnsOf = (input: CalendarEventInput) => ({
  title: input.title,
  startsAt: new Date(input.start),
  endsAt: new Date(input.end),
  allDay: input.allDay,
  calendar: input.calendar,
  location: input.location,
  description: input.description,
})

export async function createEvent(db: Executor, ownerUserId: number, input: CalendarEventInput) {
  const [row] = await db
    .insert(demoCalendarEvents)
    .values({ ownerUserId, ...columnsOf(input) })
    .returning()
  return toEvent(row!)
}

/** Moves, resizes or edits one event; null when it is not the owner's; a stale version is a 409. */
export async function updateEvent(
  db: Executor,
  ownerUserId: number,
  id: number,
  input: CalendarEventUpdate,
): Promise<CalendarEvent | null> {
  const [row] = await db
    .update(demoCalendarEvents)
    .set({ ...columnsOf(input), version: sql`${demoCalendarEvents.version} + 1` })
    .where(
      and(eq(demoCalendarEvents.id, id), mine(ownerUserId), eq(demoCalendarEvents.version, input.version)),
    )
    .returning()
  if (row) return toEvent(row)
  const [exists] = await db
    .select({ id: demoCalendarEvents.id })
    .from(demoCalendarEvents)
    .where(and(eq(demoCalendarEvents.id, id), mine(ownerUserId)))
  if (exists) throw staleVersion()
  return null
}

export async function deleteEvent(db: Executor, ownerUserId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(demoCalendarEvents)
    .where(and(eq(demoCalendarEvents.id, id), mine(ownerUserId)))
    .returning({ id: demoCalendarEvents.id })
  return deleted.length > 0
}
