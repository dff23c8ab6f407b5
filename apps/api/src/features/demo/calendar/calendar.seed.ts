import { eq } from 'drizzle-orm'
import type { CalendarName } from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { userDirectory } from '../../users'
import { demoCalendarEvents } from '../calendar.schema'

const sample: Array<[title: string, calendar: CalendarName, dayOffset: number, hour: number, hours: number]> =
  [
    ['Comité de crédito', 'Business', 2, 10, 2],
    ['Visita a aliado', 'Business', 5, 12, 3],
    ['Cumpleaños de Ana', 'Family', 8, 0, 0],
    ['Día festivo', 'Holiday', 14, 0, 0],
    ['Revisión de cartera', 'Business', 16, 9, 1],
    ['Gimnasio', 'Personal', 20, 18, 1],
    ['Capacitación', 'ETC', 23, 15, 2],
  ]

/** A few events in the current month for the admin demo account, once (skipped when it has any). */
export async function seedCalendar(db: Database, now = new Date()) {
  const [owner] = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(eq(userDirectory.email, 'admin@demo.com'))
  if (!owner || (await db.$count(demoCalendarEvents, eq(demoCalendarEvents.ownerUserId, owner.id))) > 0)
    return
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)
  await db.insert(demoCalendarEvents).values(
    sample.map(([title, calendar, dayOffset, hour, hours]) => {
      const start = new Date(monthStart + dayOffset * 86_400_000 + hour * 3_600_000)
      const allDay = hours === 0
      return {
        ownerUserId: owner.id,
        title,
        calendar,
        allDay,
        startsAt: start,
        endsAt: new Date(start.getTime() + (allDay ? 86_400_000 : hours * 3_600_000)),
      }
    }),
  )
}
