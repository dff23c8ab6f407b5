import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type {
  AccountKind,
  AccountNature,
  CloseRunStatus,
  CreditProduct,
  JournalEntryKind,
  JournalSourceType,
  PeriodStatus,
  PostingSlot,
} from '@mesa/contracts'
import { users } from '../users/users.schema'

const cents = (name: string) => bigint(name, { mode: 'number' })

/**
 * The chart of accounts (issue 34, docs/accounting.md "The chart"): in the shape of the CNBV's minimum catalogue
 * for a SOFOM, each account with the SAT's código agrupador (Anexo 24) the electronic-accounting files report.
 * Only postable (leaf) accounts carry lines; the others group them in the reports.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<AccountKind>().notNull(),
    /** Which side increases it: assets and expenses are debit-natured, the rest credit. */
    nature: text('nature').$type<AccountNature>().notNull(),
    satGroupingCode: text('sat_grouping_code').notNull(),
    parentCode: text('parent_code'),
    level: integer('level').notNull(),
    postable: boolean('postable').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ledger_accounts_parent_idx').on(table.parentCode)],
)

/** Per credit product, the account each posting slot resolves to (changed with four eyes). */
export const accountMappings = pgTable(
  'account_mappings',
  {
    product: text('product').$type<CreditProduct>().notNull(),
    slot: text('slot').$type<PostingSlot>().notNull(),
    accountCode: text('account_code')
      .notNull()
      .references(() => ledgerAccounts.code),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.product, table.slot] })],
)

/**
 * A journal entry (póliza): immutable once written (a trigger refuses UPDATE and DELETE, scripts/wip-custom);
 * a correction is a counter-entry naming the entry it reverses. `business_date` is the day it is booked on,
 * `value_date` the event's own day (they differ when the event's period was closed).
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    /** 'YYYY-MM' of business_date. */
    period: text('period').notNull(),
    kind: text('kind').$type<JournalEntryKind>().notNull(),
    sourceType: text('source_type').$type<JournalSourceType>().notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    loanId: integer('loan_id'),
    memo: text('memo').notNull(),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }),
    /** Who asked for it (null for a job). No foreign key: an immutable row must not be touched by a user's purge. */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('journal_entries_date_idx').on(table.businessDate, table.id),
    index('journal_entries_loan_idx').on(table.loanId, table.businessDate),
    index('journal_entries_source_idx').on(table.sourceType, table.sourceId),
    index('journal_entries_reverses_idx').on(table.reversesEntryId),
    // The loans' sub-ledger reads a batch of loans' disbursements (the fee they deferred) without walking their
    // daily entries (loan-subledger-entries.ts deferredFeesOf).
    index('journal_entries_disbursement_idx')
      .on(table.loanId)
      .where(sql`${table.kind} = 'disbursement'`),
  ],
)

/** A line of an entry: one account, exactly one positive side. `loan_id` is copied for the sub-ledger sums. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountCode: text('account_code')
      .notNull()
      .references(() => ledgerAccounts.code),
    debitCents: cents('debit_cents').notNull(),
    creditCents: cents('credit_cents').notNull(),
    loanId: integer('loan_id'),
    /** The slot the line was posted to (null for a manual adjustment by account code). */
    slot: text('slot').$type<PostingSlot>(),
  },
  (table) => [
    index('journal_lines_entry_idx').on(table.entryId),
    index('journal_lines_account_idx').on(table.accountCode, table.entryId),
    index('journal_lines_loan_idx').on(table.loanId, table.slot),
  ],
)

/**
 * Each account's debits and credits per business day, upserted in the entry's transaction: a trial balance as of
 * any date sums these (≤ accounts × days rows), never the lines.
 */
export const accountDayBalances = pgTable(
  'account_day_balances',
  {
    accountCode: text('account_code')
      .notNull()
      .references(() => ledgerAccounts.code),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    debitCents: cents('debit_cents').notNull().default(0),
    creditCents: cents('credit_cents').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.accountCode, table.businessDate] }),
    index('account_day_balances_date_idx').on(table.businessDate),
  ],
)

/** A month of the books ('YYYY-MM'); a closed one takes no entry (they go to the first open one after it). */
export const accountingPeriods = pgTable('accounting_periods', {
  period: text('period').primaryKey(),
  status: text('status').$type<PeriodStatus>().notNull().default('open'),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
})

/**
 * Each close asked for a month (docs/accounting.md "Period lock and close"): the job `accounting.period-close`
 * runs it (checks, package and lock in one transaction) and writes here how it went. At most one close of a
 * month is queued or running (a second ask is 409 close_in_progress); the runs stay as the close's history.
 */
export const accountingCloseRuns = pgTable(
  'accounting_close_runs',
  {
    id: serial('id').primaryKey(),
    period: text('period').notNull(),
    status: text('status').$type<CloseRunStatus>().notNull().default('queued'),
    /** A refusal's entries by check (as the 409 of a refused close names them). */
    errors: jsonb('errors').$type<Record<string, string[]>>(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('accounting_close_runs_active_idx')
      .on(table.period)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('accounting_close_runs_period_idx').on(table.period, table.id),
  ],
)
