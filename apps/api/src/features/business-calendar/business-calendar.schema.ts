import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { CalendarAdjustmentKind } from '@mesa/contracts'
import { users } from '../users/users.schema'

/**
 * The administrator's changes to the computed holiday calendar (lending/holidays.ts), one per date: a day
 * added as non-business (a bank holiday the CNBV announces, an election day) or an official holiday removed
 * (worked that year). The official days themselves are not stored: they are a function of the year.
 */
export const businessCalendarAdjustments = pgTable('business_calendar_adjustments', {
  date: date('date', { mode: 'string' }).primaryKey(),
  kind: text('kind').$type<CalendarAdjustmentKind>().notNull(),
  note: text('note').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
