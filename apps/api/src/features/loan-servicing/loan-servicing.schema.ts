import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type {
  ArrearsBucket,
  CreditMovementKind,
  DayCount,
  LoanPaymentMethod,
  LoanStatus,
  Periodicity,
  PrepaymentChoice,
} from '@mesa/contracts'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'

const cents = (name: string) => bigint(name, { mode: 'number' })

/**
 * The loan of an application that reached activo: its terms, and the figures of its last computed state
 * (balance, arrears) so the portfolio list can filter and sort in SQL. The ledger itself is the
 * installments plus the payments (lending/ledger.ts); the figures are refreshed after every payment or
 * reversal and by the daily job.
 */
export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    principalCents: cents('principal_cents').notNull(),
    annualRateBps: integer('annual_rate_bps').notNull(),
    termMonths: integer('term_months').notNull(),
    openingFeeBps: integer('opening_fee_bps').notNull().default(0),
    insuranceMonthlyCents: cents('insurance_monthly_cents').notNull().default(0),
    /** The disbursement's value date: interest runs from it (issue 30), not from entering activo. */
    disbursedOn: date('disbursed_on', { mode: 'string' }).notNull(),
    /** How the broken first period's days were counted (from the product's credit policy at opening). */
    dayCount: text('day_count').$type<DayCount>().notNull().default('actual_360'),
    status: text('status').$type<LoanStatus>().notNull().default('active'),
    paidOffOn: date('paid_off_on', { mode: 'string' }),
    balanceCents: cents('balance_cents').notNull(),
    nextDueDate: date('next_due_date', { mode: 'string' }),
    nextDueCents: cents('next_due_cents').notNull().default(0),
    daysPastDue: integer('days_past_due').notNull().default(0),
    bucket: text('bucket').$type<ArrearsBucket>().notNull().default('current'),
    /** The date the figures above were computed for. */
    figuresOn: date('figures_on', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Periodicity (issue 33): how often the loan is paid and how many payments; loans opened before it are
    // monthly with term_periods null (their count is term_months). term_months stays the span in months.
    periodicity: text('periodicity').$type<Periodicity>().notNull().default('monthly'),
    termPeriods: integer('term_periods'),
    /** Whether due dates falling on a weekend or holiday were moved to the next business day at opening. */
    dueDatesOnBusinessDays: boolean('due_dates_on_business_days').notNull().default(false),
  },
  (table) => [
    uniqueIndex('loans_application_idx').on(table.applicationId),
    index('loans_bucket_idx').on(table.status, table.bucket),
  ],
)

/** The schedule the loan was opened with (from the engine); prepayments re-amortise it in the ledger. */
export const loanInstallments = pgTable(
  'loan_installments',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    principalCents: cents('principal_cents').notNull(),
    interestCents: cents('interest_cents').notNull(),
    ivaCents: cents('iva_cents').notNull(),
    insuranceCents: cents('insurance_cents').notNull().default(0),
  },
  (table) => [uniqueIndex('loan_installments_n_idx').on(table.loanId, table.n)],
)

/** A payment registered by staff. Never deleted: a wrong one is reversed with a reason. */
export const loanPayments = pgTable(
  'loan_payments',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').$type<LoanPaymentMethod>().notNull(),
    reference: text('reference').notNull().default(''),
    prepaymentChoice: text('prepayment_choice').$type<PrepaymentChoice>().notNull().default('reduce_term'),
    registeredByUserId: integer('registered_by_user_id').references(() => users.id),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedByUserId: integer('reversed_by_user_id').references(() => users.id),
    reversalReason: text('reversal_reason'),
  },
  (table) => [index('loan_payments_loan_idx').on(table.loanId, table.paidOn)],
)

/**
 * The credit balance going out (issue 30): a refund to the customer (an outgoing transfer with its
 * reference) or an amount applied to another loan of the same customer (recorded there as a payment).
 * Never deleted; the balance is what the ledger left unapplied less these.
 */
export const loanCreditMovements = pgTable(
  'loan_credit_movements',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CreditMovementKind>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    on: date('on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    targetLoanId: integer('target_loan_id').references(() => loans.id),
    targetPaymentId: integer('target_payment_id').references(() => loanPayments.id),
    /** The four-eyes request that approved a refund (approvals feature), when there was one. */
    approvalId: integer('approval_id'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** An applied amount whose payment on the other loan was reversed: the credit is back on this loan. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [index('loan_credit_movements_loan_idx').on(table.loanId)],
)
