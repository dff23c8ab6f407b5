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
