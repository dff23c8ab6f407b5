import { QueryBuilder } from 'drizzle-orm/pg-core'
import { journalEntries } from './accounting.schema'

/**
 * The loans the journal knows (issue 34): one row per entry that belongs to a loan. Loan servicing's start-up
 * back-fill joins it (`not exists`) to find the loans booked before the journal, by the entries' loan index.
 */
export const journalLoanEntries = new QueryBuilder()
  .select({ loanId: journalEntries.loanId })
  .from(journalEntries)
  .as('journal_loan_entries')
