import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { DebitAccountKind, DebitLineStatus, MandateStatus } from '@mesa/contracts'

const cents = (name: string) => bigint(name, { mode: 'number' })

/**
 * A customer's direct-debit mandate on a loan (domiciliación, issue 35). The account number is kept sealed
 * (it is needed only to write the bank's file) beside its last four digits, the only part any screen shows.
 * One active mandate per loan: the partial unique index makes a second (or a concurrent one) a 409.
 */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id').notNull(),
    applicationId: integer('application_id').notNull(),
    accountKind: text('account_kind').$type<DebitAccountKind>().notNull(),
    accountSealed: text('account_sealed').notNull(),
    accountLast4: text('account_last4').notNull(),
    holderName: text('holder_name').notNull(),
    maxAmountCents: cents('max_amount_cents').notNull(),
    status: text('status').$type<MandateStatus>().notNull().default('active'),
    revokedOn: date('revoked_on', { mode: 'string' }),
    revocationReason: text('revocation_reason'),
    /** The signed authorisation in file storage; a mandate without one is not debited. */
    authorizationKey: text('authorization_key'),
    authorizationFileName: text('authorization_file_name'),
    authorizationContentType: text('authorization_content_type'),
    authorizationSize: integer('authorization_size'),
    authorizationUploadedAt: timestamp('authorization_uploaded_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('direct_debit_mandates_active_loan')
      .on(table.loanId)
      .where(sql`${table.status} = 'active'`),
    index('direct_debit_mandates_loan').on(table.loanId),
  ],
)

/** A billing date's debit file: one per date (the unique index makes a second ask answer the first). */
export const directDebitRuns = pgTable(
  'direct_debit_runs',
  {
    id: serial('id').primaryKey(),
    billingDate: date('billing_date', { mode: 'string' }).notNull(),
    lineCount: integer('line_count').notNull(),
    totalCents: cents('total_cents').notNull(),
    createdByUserId: integer('created_by_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('direct_debit_runs_billing_date').on(table.billingDate)],
)

/**
 * One debit of a run (a detail record of its file). Its status moves once from pending: collected (with the
 * payment it became), rejected (the bank's reason) or refused (collected, but the loan refused the payment).
 */
export const directDebitLines = pgTable(
  'direct_debit_lines',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => directDebitRuns.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    mandateId: integer('mandate_id')
      .notNull()
      .references(() => directDebitMandates.id),
    loanId: integer('loan_id').notNull(),
    applicationId: integer('application_id').notNull(),
    /** The loan's payment reference, as the file carries it. */
    reference: text('reference').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').$type<DebitLineStatus>().notNull().default('pending'),
    resultCode: text('result_code'),
    reason: text('reason'),
    paymentId: integer('payment_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('direct_debit_lines_sequence').on(table.runId, table.sequence),
    index('direct_debit_lines_loan').on(table.loanId),
  ],
)
