import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { loans } from '../loan-servicing/loan-servicing.schema'

/**
 * Each loan's payment reference and referenced CLABE (issue 35), assigned once when the loan opens and never
 * changed: a customer keeps paying to what the welcome letter printed, even after the lender's concentrating
 * account changes (new loans get CLABEs under the new one). Bank statements find the loan by either.
 */
export const loanPaymentReferences = pgTable(
  'loan_payment_references',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    /** The loan's application, kept beside it so a bank line's match names both without reading loans. */
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    /** Ten digits: the loan's number on nine and the "algoritmo 10" check digit. */
    reference: text('reference').notNull(),
    /** Eighteen digits: bank, plaza, account (prefix + the loan's number) and the control digit. */
    clabe: text('clabe').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('loan_payment_references_loan_idx').on(table.loanId),
    uniqueIndex('loan_payment_references_reference_idx').on(table.reference),
    uniqueIndex('loan_payment_references_clabe_idx').on(table.clabe),
  ],
)
