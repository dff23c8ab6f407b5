import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { ClarificationItem, ContactAttemptRequest, ReferenceCallOutcome, Stage } from '@mesa/contracts'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'

/** Customer investigation: each call to one of the applicant's references (validación). */
export const referenceCalls = pgTable(
  'reference_calls',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    /** Position in the references section when called; name and phone are kept as they were then. */
    referenceIndex: integer('reference_index').notNull(),
    referenceName: text('reference_name').notNull(),
    referencePhone: text('reference_phone').notNull(),
    relationship: text('relationship').notNull(),
    outcome: text('outcome').$type<ReferenceCallOutcome>().notNull(),
    notes: text('notes').notNull().default(''),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull().defaultNow(),
    calledByUserId: integer('called_by_user_id').references(() => users.id),
  },
  (table) => [index('reference_calls_app_idx').on(table.applicationId, table.referenceIndex, table.calledAt)],
)

/** A clarification the desk asks of the ally; while open the stage's SLA clock stands still. */
export const clarifications = pgTable(
  'clarifications',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<Stage>().notNull(),
    status: text('status').$type<'open' | 'answered' | 'withdrawn'>().notNull().default('open'),
    items: jsonb('items').$type<ClarificationItem[]>().notNull(),
    message: text('message').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('clarifications_app_idx').on(table.applicationId, table.status)],
)

/** Contactation: every attempt to reach the applicant. */
export const contactAttempts = pgTable(
  'contact_attempts',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<ContactAttemptRequest['channel']>().notNull(),
    outcome: text('outcome').$type<ContactAttemptRequest['outcome']>().notNull(),
    notes: text('notes').notNull().default(''),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    attemptedByUserId: integer('attempted_by_user_id').references(() => users.id),
  },
  (table) => [index('contact_attempts_app_idx').on(table.applicationId, table.attemptedAt)],
)
