import { sql } from 'drizzle-orm'
import {
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
import type { ContractStatus, ContractTerms } from '@mesa/contracts'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'
import { termAuthorisations } from '../credit-decision/credit-decision.schema'
import type { ContractContent } from './contract-content'

/**
 * One version of an application's loan contract (issue 15). The content (parties, vehicle, terms, schedule
 * inputs) is frozen at generation, so the PDF of an old version renders the same words forever; `digest`
 * is its fingerprint: generating with an unchanged content answers the live version instead of a new one.
 * At most one version of an application is live (generated or signed): the partial unique index makes the
 * second of two concurrent generations fail, on PGlite and PostgreSQL alike.
 */
export const loanContracts = pgTable(
  'loan_contracts',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    version: integer('version').notNull(),
    /** Issue 30: the authorisation whose terms it writes; a later authorisation's gate ignores it. */
    authorisationId: integer('authorisation_id').references(() => termAuthorisations.id),
    status: text('status').$type<ContractStatus>().notNull().default('generated'),
    terms: jsonb('terms').$type<ContractTerms>().notNull(),
    content: jsonb('content').$type<ContractContent>().notNull(),
    digest: text('digest').notNull(),
    /** The rendered PDF; null until first needed (the demo seed renders lazily, on first download). */
    pdfKey: text('pdf_key'),
    pdfSize: integer('pdf_size'),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    generatedByUserId: integer('generated_by_user_id').references(() => users.id),
    signedOn: date('signed_on', { mode: 'string' }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedByUserId: integer('signed_by_user_id').references(() => users.id),
    scanKey: text('scan_key'),
    scanFileName: text('scan_file_name'),
    scanContentType: text('scan_content_type'),
    scanSize: integer('scan_size'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('loan_contracts_app_version_idx').on(table.applicationId, table.version),
    uniqueIndex('loan_contracts_one_live_idx')
      .on(table.applicationId)
      .where(sql`${table.status} in ('generated', 'signed')`),
    index('loan_contracts_generated_idx').on(table.generatedAt, table.id),
    index('loan_contracts_status_idx').on(table.status, table.generatedAt),
    index('loan_contracts_number_trgm_idx').using('gin', sql`lower(${table.number}) gin_trgm_ops`),
  ],
)
