import { sql } from 'drizzle-orm'
import {
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
  Coverage,
  InsuredVehicle,
  InsurerId,
  PolicyStatus,
  Premium,
  QuoteOptions,
} from '@mesa/contracts'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'

/** A quote of one insurer for an application, kept with its inputs as priced (issue 15). */
export const insuranceQuotes = pgTable(
  'insurance_quotes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    insurer: text('insurer').$type<InsurerId>().notNull(),
    options: jsonb('options').$type<QuoteOptions>().notNull(),
    vehicle: jsonb('vehicle').$type<InsuredVehicle>().notNull(),
    postalCode: text('postal_code').notNull(),
    zone: text('zone').notNull(),
    asOfYear: integer('as_of_year').notNull(),
    premium: jsonb('premium').$type<Premium>().notNull(),
    coverages: jsonb('coverages').$type<Coverage[]>().notNull(),
    sandbox: boolean('sandbox').notNull(),
    /** Set when this quote became the application's policy. */
    boundAt: timestamp('bound_at', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** A renewal quote names the expiring policy it would replace. */
    renewalOfPolicyId: integer('renewal_of_policy_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('insurance_quotes_app_idx').on(table.applicationId, table.createdAt),
    index('insurance_quotes_insurer_idx').on(table.insurer, table.createdAt),
    // A policy's successor (the policy answer's `renewedBy`) is found through the quotes that renew it.
    index('insurance_quotes_renewal_of_idx').on(table.renewalOfPolicyId),
  ],
)

/**
 * The policy bound from a quote: a snapshot of what was priced, then the insurer's number and term once
 * issued. At most one policy of an application is alive (bound or in force): the partial unique index
 * makes the second of two concurrent binds fail, whichever database runs it. A renewal marks the old
 * policy renewed (no longer alive) in the same transaction that inserts its successor.
 */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id')
      .notNull()
      .unique()
      .references(() => insuranceQuotes.id),
    insurer: text('insurer').$type<InsurerId>().notNull(),
    status: text('status').$type<PolicyStatus>().notNull().default('bound'),
    policyNumber: text('policy_number').unique(),
    termStart: date('term_start', { mode: 'string' }),
    termEnd: date('term_end', { mode: 'string' }),
    beneficiary: text('beneficiary').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
    boundByUserId: integer('bound_by_user_id').references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('insurance_policies_one_alive_idx')
      .on(table.applicationId)
      .where(sql`${table.status} in ('bound', 'in_force')`),
    index('insurance_policies_term_idx').on(table.status, table.termEnd),
    index('insurance_policies_insurer_idx').on(table.insurer, table.boundAt),
  ],
)
