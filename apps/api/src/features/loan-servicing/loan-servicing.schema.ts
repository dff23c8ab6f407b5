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
  Allocation,
  AllocationStrategy,
  AccrualStatus,
  ArrearsBucket,
  CreditMovementKind,
  DayCount,
  DefaultEventFee,
  LoanPaymentMethod,
  LoanStatus,
  Periodicity,
  PrepaymentChoice,
  ScheduleVersionKind,
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
    // Issue 33, schedule versions (loan-versions.ts): restructures counted for reporting and provisions,
    // and the day the whole balance fell due (vencimiento anticipado).
    restructureCount: integer('restructure_count').notNull().default(0),
    lastRestructuredOn: date('last_restructured_on', { mode: 'string' }),
    acceleratedOn: date('accelerated_on', { mode: 'string' }),
    // Issue 33, allocation: the product's allocation strategy and fixed charges (before IVA) when the loan
    // opened, and the engine version it opened under; the ledger uses the loan's own, never the policy's.
    allocationStrategy: text('allocation_strategy')
      .$type<AllocationStrategy>()
      .notNull()
      .default('late_first_horizontal'),
    engineVersion: integer('engine_version').notNull().default(1),
    latePaymentFeeCents: cents('late_payment_fee_cents').notNull().default(0),
    collectionFeeCents: cents('collection_fee_cents').notNull().default(0),
    /** Which of the two fees a missed installment carries (never both: lending/charges.ts). */
    defaultEventFee: text('default_event_fee').$type<DefaultEventFee>().notNull().default('late_payment'),
    // Delinquency and loss (issue 33, loan-delinquency.ts): non-accrual standing, suspended interest, write-off.
    accrualStatus: text('accrual_status').$type<AccrualStatus>().notNull().default('accruing'),
    nonAccrualSince: date('non_accrual_since', { mode: 'string' }),
    /** Interest accrued since non-accrual and not collected, off balance (as of `figuresOn`). */
    suspendedInterestCents: cents('suspended_interest_cents').notNull().default(0),
    writtenOffOn: date('written_off_on', { mode: 'string' }),
    writtenOffCents: cents('written_off_cents'),
    writeOffReason: text('write_off_reason'),
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

/**
 * The schedule the loan was opened with (version 1, from the engine) and the rows of each later schedule
 * version from its date on (loan_schedule_versions); prepayments re-amortise them in the ledger.
 */
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
    /** The schedule version the row belongs to (1: the opening schedule). */
    version: integer('version').notNull().default(1),
    /** Where the row's interest period starts when not at the previous row's due date (a version's first). */
    periodStart: date('period_start', { mode: 'string' }),
  },
  (table) => [uniqueIndex('loan_installments_n_idx').on(table.loanId, table.version, table.n)],
)

/**
 * A later schedule of the loan (issue 33): a restructure, payment holiday, due-day change or acceleration
 * effective on a date, written when a second person approved it; its rows are in loan_installments under
 * its version. Never changed nor deleted: the old versions are the loan's history.
 */
export const loanScheduleVersions = pgTable(
  'loan_schedule_versions',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: text('kind').$type<ScheduleVersionKind>().notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    /** The request's terms and the figures at D (rate, principal, carried interest, the kind's inputs). */
    terms: jsonb('terms').$type<ScheduleVersionTerms>().notNull(),
    annualRateBps: integer('annual_rate_bps').notNull(),
    capitalisesArrears: boolean('capitalises_arrears').notNull().default(false),
    capitalisedCents: cents('capitalised_cents').notNull().default(0),
    reason: text('reason').notNull(),
    approvalId: integer('approval_id'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    approvedByUserId: integer('approved_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('loan_schedule_versions_idx').on(table.loanId, table.version)],
)

/** What a version's terms column holds. */
export interface ScheduleVersionTerms {
  principalCents: number
  carriedInterestCents: number
  termPeriods: number
  periods: number | null
  dueDay: number | null
}

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
    /**
     * Issue 33: how the payment was allocated, stored when posted (and rewritten, audited, by a correction
     * that replays it), with the engine version that allocated it: statements read these, so a later
     * engine never rewrites a past statement. Null only for payments posted before issue 33 (read from the replay).
     */
    allocation: jsonb('allocation').$type<Allocation>(),
    engineVersion: integer('engine_version'),
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
