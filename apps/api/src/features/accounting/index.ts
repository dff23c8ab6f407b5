/**
 * The books' door (issue 34, docs/accounting.md): money events post through `postJournalEntry` in their own
 * transaction; counter-entries through `reverseJournalEntry`; delta postings read `loanSlotBalances`; sub-ledgers
 * register for the reconciliation. The chart is seeded at every start (`ensureChartOfAccounts`).
 */
export { postJournalEntry, reverseJournalEntry, loanSlotBalances } from './journal'
export type { JournalEntryInput } from './journal-types'
export { registerSubledger } from './subledgers'
export { ensureChartOfAccounts } from './chart'
export { registerAccountingApprovals } from './adjustments'
