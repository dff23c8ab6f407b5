import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import type { BureauDifferences, BureauMop, BureauRecordFailure } from '@mesa/contracts'
import { users } from '../users/users.schema'

const cents = (name: string) => bigint(name, { mode: 'number' })

/**
 * One month's credit-bureau file (issue 36, docs/compliance.md): the file as produced, its totals, the accounts
 * that failed validation and the differences from the month before. Regenerating a month replaces it (its
 * version moves on); the file kept is the last one produced.
 */
export const bureauReportPeriods = pgTable(
  'bureau_report_periods',
  {
    id: serial('id').primaryKey(),
    period: text('period').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    generatedByUserId: integer('generated_by_user_id').references(() => users.id),
    accounts: integer('accounts').notNull(),
    failed: integer('failed').notNull(),
    closedAccounts: integer('closed_accounts').notNull(),
    totalBalanceCents: cents('total_balance_cents').notNull(),
    totalPastDueCents: cents('total_past_due_cents').notNull(),
    mopCounts: jsonb('mop_counts').$type<Record<string, number>>().notNull(),
    failures: jsonb('failures').$type<BureauRecordFailure[]>().notNull(),
    differences: jsonb('differences').$type<BureauDifferences>().notNull(),
    file: text('file').notNull(),
  },
  (table) => [unique('bureau_report_periods_period_uq').on(table.period)],
)

/** Each account a month's file reported: what the next month's differences compare with. */
export const bureauReportAccounts = pgTable(
  'bureau_report_accounts',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => bureauReportPeriods.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').notNull(),
    folio: integer('folio').notNull(),
    name: text('name').notNull(),
    mop: text('mop').$type<BureauMop>().notNull(),
    balanceCents: cents('balance_cents').notNull(),
    pastDueCents: cents('past_due_cents').notNull(),
    closedOn: date('closed_on', { mode: 'string' }),
  },
  (table) => [index('bureau_report_accounts_period_idx').on(table.periodId, table.applicationId)],
)
