import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import type { CreditPolicyTerms, CreditProduct, IncomeSource } from '@mesa/contracts'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'

/**
 * The lender's credit policy per product (issue 14), one row per version and never updated: a decision
 * keeps the id of the version it applied, so the terms it was judged by stay readable. The newest version
 * of a product is its policy; a save adds version n + 1 (the unique key refuses two saves of the same n).
 */
export const creditPolicyVersions = pgTable(
  'credit_policy_versions',
  {
    id: serial('id').primaryKey(),
    product: text('product').$type<CreditProduct>().notNull(),
    version: integer('version').notNull(),
    /** Validated by contracts `creditPolicyTermsSchema` on every write. */
    terms: jsonb('terms').$type<CreditPolicyTerms>().notNull(),
    /** Null for the standard policy the system installed. */
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('credit_policy_versions_product_version_uq').on(table.product, table.version)],
)

/**
 * The income matrix of an application (issue 14): the income by source and month the analyst verified from
 * bank statements and payslips, the verified monthly income they accepted, and the household expenses of
 * the capacity formula. One per application, updated in place with a version.
 */
export const incomeMatrices = pgTable('income_matrices', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .unique('income_matrices_application_uq')
    .references(() => creditApplications.id, { onDelete: 'cascade' }),
  /** YYYY-MM, oldest first. */
  months: jsonb('months').$type<string[]>().notNull(),
  sources: jsonb('sources').$type<IncomeSource[]>().notNull(),
  /** What the analyst accepted; `acceptedMethod` says whether it is the months' average. */
  acceptedIncomeCents: integer('accepted_income_cents').notNull(),
  acceptedMethod: text('accepted_method').$type<'average' | 'analyst'>().notNull(),
  householdExpensesCents: integer('household_expenses_cents').notNull(),
  note: text('note').notNull().default(''),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
})
