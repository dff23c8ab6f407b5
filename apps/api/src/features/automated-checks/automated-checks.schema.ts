import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import type { BlacklistKind, CheckFinding, CheckName, CheckStatus, CheckWait } from '@mesa/contracts'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'

/** The latest result of each automated check of an application (one row per check, rewritten on each run). */
export const automatedChecks = pgTable(
  'automated_checks',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    name: text('name').$type<CheckName>().notNull(),
    status: text('status').$type<CheckStatus>().notNull().default('pending'),
    findings: jsonb('findings').$type<CheckFinding[]>().notNull().default([]),
    /** Counts the runs queued: a job whose run number is behind the row's does nothing (a newer run follows). */
    run: integer('run').notNull().default(1),
    /**
     * A pending check that cannot run yet: what it waits for (the bureau report, or the checks it reads).
     * Whoever provides it queues the check again (the bureau pull's job, the last data check's job).
     */
    waitingFor: text('waiting_for').$type<CheckWait>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    overrideReason: text('override_reason'),
    overriddenByUserId: integer('overridden_by_user_id').references(() => users.id),
    overriddenAt: timestamp('overridden_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (table) => [unique('automated_checks_application_name_uq').on(table.applicationId, table.name)],
)

/** The internal blacklist: identifiers and names an administrator barred, with why. */
export const blacklistEntries = pgTable(
  'blacklist_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<BlacklistKind>().notNull(),
    /** Normalised: upper-cased CURP/RFC/name without accents, digits of a phone, lower-cased e-mail. */
    value: text('value').notNull(),
    reason: text('reason').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('blacklist_entries_kind_value_uq').on(table.kind, table.value),
    index('blacklist_entries_created_idx').on(table.createdAt, table.id),
  ],
)
