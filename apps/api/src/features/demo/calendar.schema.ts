/** The demo calendar's table; at the feature's top level so it may name the users table for its foreign key. */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { CalendarName } from '@mesa/contracts'
import { users } from '../users/users.schema'

/** The demo calendar's events: each user keeps their own. */
export const demoCalendarEvents = pgTable(
  'demo_calendar_events',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    calendar: text('calendar').$type<CalendarName>().notNull(),
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('demo_calendar_events_owner_start_idx').on(table.ownerUserId, table.startsAt)],
)
