import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { ArrearsBucket, LoanStatus } from '@mesa/contracts'
import { loans } from './loan-servicing.schema'

const cents = (name: string) => bigint(name, { mode: 'number' })

/**
 * Each active loan's figures at the close of each business day, written by the end-of-day run (issue 33,
 * docs/domain.md "The business date and the end of day"): one row per loan and day, rewritten the same
 * if the day is closed again. The as-of list and the accounting (issue 34) read a past day from here.
 *
 * The `subledger_*` columns are the loan's part of the books' sub-ledger at the close of the day
 * (loan-subledger-figures.ts, the replay's own definition), summed by the reconciliation of a closed day. Null
 * means "not recorded, or no longer true": the loan is replayed. A money event that changes the loan's history
 * as of a recorded day nulls them from that day on, in its transaction (loan-subledger-stale.ts).
 */
export const loanDayFigures = pgTable(
  'loan_day_figures',
  {
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    on: date('on', { mode: 'string' }).notNull(),
    status: text('status').$type<LoanStatus>().notNull(),
    balanceCents: cents('balance_cents').notNull(),
    principalOutstandingCents: cents('principal_outstanding_cents').notNull(),
    /** The current period's ordinary interest earned to the day (not yet due). */
    interestAccruedCents: cents('interest_accrued_cents').notNull(),
    /** Late interest and its IVA accrued and unpaid. */
    lateInterestCents: cents('late_interest_cents').notNull(),
    overdueCents: cents('overdue_cents').notNull(),
    daysPastDue: integer('days_past_due').notNull(),
    bucket: text('bucket').$type<ArrearsBucket>().notNull(),
    nextDueDate: date('next_due_date', { mode: 'string' }),
    nextDueCents: cents('next_due_cents').notNull(),
    /** Principal outstanding in the books' terms (0 once written off). */
    subledgerPrincipalCents: cents('subledger_principal_cents'),
    /** Whether that principal is in portfolio.pastDue (the books reclassified the loan into non-accrual by then). */
    subledgerPastDue: boolean('subledger_past_due'),
    /** interest.receivable: earned and unpaid (in non-accrual: earned by the last accruing day, less all paid). */
    subledgerInterestCents: cents('subledger_interest_cents'),
    /** customer.creditBalance as a positive amount: unapplied less refunded or applied elsewhere by the day. */
    subledgerCreditCents: cents('subledger_credit_cents'),
    /** openingFee.deferred as a positive amount: the fee the disbursement deferred, less its straight line. */
    subledgerFeeCents: cents('subledger_fee_cents'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.loanId, table.on] }),
    index('loan_day_figures_on_idx').on(table.on, table.bucket),
  ],
)

/**
 * A settled loan's part of the books' sub-ledger, fixed from the day it stopped moving (loan-settled-figures.ts,
 * docs/accounting.md "Settled loans"): paid off, or written off (its recoveries after it included). From
 * `from_day` on nothing the replay reads for the loan changes but its credit movements (refunds, credit applied
 * elsewhere, cancellations), which the reconciliation of a closed day subtracts by the day: so one row answers
 * every later day. Any event that changes the loan's ledger deletes it, in its transaction
 * (loan-subledger-stale.ts); the event, or the end of day, records it again while the loan is settled.
 */
export const loanSettledFigures = pgTable('loan_settled_figures', {
  loanId: integer('loan_id')
    .primaryKey()
    .references(() => loans.id, { onDelete: 'cascade' }),
  /** The first day the figures hold: the payoff or the write-off, or a later recovery's value date. */
  fromDay: date('from_day', { mode: 'string' }).notNull(),
  /** Principal outstanding in the books' terms (nothing once paid off or written off). */
  principalCents: cents('principal_cents').notNull(),
  /** Whether that principal is in portfolio.pastDue. */
  pastDue: boolean('past_due').notNull(),
  /** interest.receivable: earned and unpaid. */
  interestCents: cents('interest_cents').notNull(),
  /** The credit balance the ledger leaves (what it left unapplied), before any credit movement of the loan. */
  unappliedCents: cents('unapplied_cents').notNull(),
  /** openingFee.deferred as a positive amount (nothing once settled). */
  feeCents: cents('fee_cents').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
})
