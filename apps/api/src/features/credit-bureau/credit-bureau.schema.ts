import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import type { BureauReportData, BureauSummary } from '@mesa/contracts'
import type { SandboxPerson } from './sandbox-persons'
import {
  creditApplicationDocuments,
  creditApplications,
} from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'

/**
 * The applicant's authorisation to consult the credit bureau (Mexican rules require it signed and dated):
 * the date they signed and the uploaded document that carries their signature. One per application.
 */
export const creditBureauConsents = pgTable(
  'credit_bureau_consents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    authorizedAt: text('authorized_at').notNull(),
    documentId: integer('document_id')
      .notNull()
      .references(() => creditApplicationDocuments.id),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Which wording of the authorisation the applicant signed (contracts' bureauConsentTexts). */
    legalTextVersion: text('legal_text_version').notNull().default('2026-01'),
  },
  (table) => [unique('credit_bureau_consents_application_uq').on(table.applicationId)],
)

/**
 * Each pull of the bureau: queued by a person (or by the application entering análisis), done by a
 * background job that stores the report with its date. The latest done pull is the application's report.
 */
export const creditBureauPulls = pgTable(
  'credit_bureau_pulls',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    state: text('state').$type<'queued' | 'done' | 'failed'>().notNull().default('queued'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    forced: boolean('forced').notNull().default(false),
    forceReason: text('force_reason'),
    provider: text('provider'),
    folio: text('folio'),
    pulledAt: timestamp('pulled_at', { withTimezone: true }),
    score: integer('score'),
    summary: jsonb('summary').$type<BureauSummary>(),
    report: jsonb('report').$type<BureauReportData>(),
    lastError: text('last_error'),
    /** What the bureau charged for the pull (issue 36): the configured price when it was done; null before it. */
    costCents: bigint('cost_cents', { mode: 'number' }),
  },
  (table) => [
    index('credit_bureau_pulls_application_idx').on(table.applicationId, table.id),
    index('credit_bureau_pulls_queued_idx')
      .on(table.applicationId)
      .where(sql`${table.state} = 'queued'`),
  ],
)

/**
 * SANDBOX only: the people the sandbox bureau knows, by CURP, as a bureau's register holds them (the name,
 * addresses and employers other grantors reported). A CURP not registered gets an identity of the sandbox's
 * own, derived from the CURP (sandbox-persons.ts); the demo seed registers its applicants. Never read by a
 * production provider.
 */
export const creditBureauSandboxPersons = pgTable('credit_bureau_sandbox_persons', {
  curp: text('curp').primaryKey(),
  person: jsonb('person').$type<SandboxPerson>().notNull(),
})
