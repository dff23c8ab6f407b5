import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type {
  PldAlertStatus,
  PldListKind,
  PldMatch,
  PldScreeningPoint,
  PldSubjectKind,
} from '@mesa/contracts'
import { users } from '../users/users.schema'

/**
 * One import of a list file (docs/compliance.md): its source, publication date, hash and counts. The newest
 * import of a list is its current one; screening reads only current entries. The same file again (same hash)
 * is recognised and changes nothing.
 */
export const pldListImports = pgTable(
  'pld_list_imports',
  {
    id: serial('id').primaryKey(),
    list: text('list').$type<PldListKind>().notNull(),
    source: text('source').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash').notNull(),
    entries: integer('entries').notNull(),
    names: integer('names').notNull(),
    skipped: integer('skipped').notNull(),
    current: boolean('current').notNull().default(true),
    importedByUserId: integer('imported_by_user_id').references(() => users.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pld_list_imports_hash_idx').on(table.list, table.fileHash),
    // At most one current import per list.
    uniqueIndex('pld_list_imports_current_idx')
      .on(table.list)
      .where(sql`${table.current}`),
  ],
)

/** A listed person or entity of one import, with what identifies it beyond the name. */
export const pldListEntries = pgTable(
  'pld_list_entries',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => pldListImports.id, { onDelete: 'cascade' }),
    list: text('list').$type<PldListKind>().notNull(),
    /** The list's own id (OFAC ent_num, the UIF's consecutive, the PEP list's id). */
    externalId: text('external_id').notNull(),
    primaryName: text('primary_name').notNull(),
    entityType: text('entity_type').$type<'person' | 'entity'>().notNull(),
    birthDates: jsonb('birth_dates').$type<string[]>().notNull().default([]),
    rfc: text('rfc'),
    curp: text('curp'),
    /** What the list says of it: program, position, reason (shown on the alert). */
    detail: text('detail').notNull().default(''),
  },
  (table) => [index('pld_list_entries_import_idx').on(table.importId)],
)

/**
 * Each name of an entry (the primary and its aliases), normalised once at import: `normalized` is the sorted
 * tokens joined by one space; `tokens` the tokens other than particles, GIN-indexed so screening reads only
 * the names sharing a token with the screened one.
 */
export const pldListNames = pgTable(
  'pld_list_names',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => pldListEntries.id, { onDelete: 'cascade' }),
    importId: integer('import_id').notNull(),
    name: text('name').notNull(),
    normalized: text('normalized').notNull(),
    tokens: text('tokens').array().notNull(),
  },
  (table) => [
    index('pld_list_names_tokens_idx').using('gin', table.tokens),
    index('pld_list_names_import_idx').on(table.importId),
  ],
)

/**
 * A screening hit a compliance officer works: dismissed with a reason, or escalated into an unusual
 * operation's report. One alert per subject, list entry and screened name (screening again finds it).
 */
export const pldAlerts = pgTable(
  'pld_alerts',
  {
    id: serial('id').primaryKey(),
    subjectKind: text('subject_kind').$type<PldSubjectKind>().notNull(),
    /** `applicant:17:JUAN LOPEZ PEREZ`: the subject and its screened name, what makes the alert unique. */
    subjectKey: text('subject_key').notNull(),
    applicationId: integer('application_id'),
    loanId: integer('loan_id'),
    subjectName: text('subject_name').notNull(),
    subjectBirthDate: date('subject_birth_date', { mode: 'string' }),
    subjectRfc: text('subject_rfc'),
    subjectCurp: text('subject_curp'),
    screeningPoint: text('screening_point').$type<PldScreeningPoint>().notNull(),
    list: text('list').$type<PldListKind>().notNull(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => pldListEntries.id),
    listedExternalId: text('listed_external_id').notNull(),
    score: integer('score').notNull(),
    match: jsonb('match').$type<PldMatch>().notNull(),
    status: text('status').$type<PldAlertStatus>().notNull().default('open'),
    officerUserId: integer('officer_user_id').references(() => users.id),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reportId: integer('report_id'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pld_alerts_subject_entry_idx').on(table.subjectKey, table.list, table.listedExternalId),
    index('pld_alerts_status_idx').on(table.status, table.createdAt),
    index('pld_alerts_application_idx').on(table.applicationId),
  ],
)

/** An unusual or internal-concern operation's report, written by the officer (or drafted by an escalation). */
export const pldReports = pgTable(
  'pld_reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'unusual' | 'internal_concern'>().notNull(),
    status: text('status').$type<'draft' | 'final'>().notNull().default('draft'),
    subjectName: text('subject_name').notNull(),
    applicationId: integer('application_id'),
    alertId: integer('alert_id'),
    operationOn: date('operation_on', { mode: 'string' }),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    narrative: text('narrative').notNull(),
    detectedOn: date('detected_on', { mode: 'string' }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pld_reports_detected_idx').on(table.kind, table.detectedOn)],
)

/** The cash threshold in dollars and its dated exchange rate, in force from `effectiveOn` until the next. */
export const pldThresholds = pgTable('pld_thresholds', {
  effectiveOn: date('effective_on', { mode: 'string' }).primaryKey(),
  thresholdUsdCents: bigint('threshold_usd_cents', { mode: 'number' }).notNull(),
  pesosPerDollarTenThousandths: integer('pesos_per_dollar_ten_thousandths').notNull(),
  recordedByUserId: integer('recorded_by_user_id').references(() => users.id),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
})
