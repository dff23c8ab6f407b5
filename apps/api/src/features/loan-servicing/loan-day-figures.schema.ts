import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { ArrearsBucket, LoanStatus } from '@mesa/contracts'
import { loans } from './loan-servicing.schema'

const cents = (name: string) => bigint(name, { mode: 'number' })

/**
 * Each active loan's figures at the close of each business day, written by the end-of-day run (issue 33,
 * docs/domain.md "The business date and the end of day"): one row per loan and day, rewritten the same
 * if the day is closed again. The as-of list and the accounting (issue 34) read a past day from here.
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
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.loanId, table.on] }),
    index('loan_day_figures_on_idx').on(table.on, table.bucket),
  ],
)
