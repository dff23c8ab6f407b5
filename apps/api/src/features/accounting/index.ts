/**
 * The books' door (issue 34, docs/accounting.md): money events post through `postJournalEntry` in their own
 * transaction; counter-entries through `reverseJournalEntry`; delta postings read `loanSlotBalances`; sub-ledgers
 * register for the reconciliation. The chart is seeded at every start (`ensureChartOfAccounts`).
 */
export { postJournalEntry, reverseJournalEntry, loanSlotBalances } from './journal'
export type { JournalEntryInput } from './journal-types'
/** Read model: the loans with entries (the start-up back-fill finds those without any). */
export { journalLoanEntries } from './journal-directory'
export { registerSubledger, replaceSubledgers } from './subledgers'
export { ensureChartOfAccounts } from './chart'
export { watchAccountMappings } from './mapping-cache'
export { registerAccountingApprovals } from './adjustments'
export { seedAccounting } from './accounting.seed'
/**
 * Issue 34, the money events: the posting rules (pure, ./postings), the end of day's batch posting, and the
 * journal read back per loan (balances of a batch, a source's standing entry, the
 * fee a disbursement deferred, the day a loan entered non-accrual in the books).
 */
export {
  afterWriteOffAmounts,
  counterOf,
  creditOutAmounts,
  differenceOf,
  disbursementAmounts,
  fundingDrawdownAmounts,
  fundingRepaymentAmounts,
  interestAccrualAmounts,
  interestCreditSplitOf,
  interestEarnedBy,
  interestPaidOf,
  linesOf,
  loanSubledgerOf,
  openingFeeRecognisedBy,
  openingFeeRecognitionAmounts,
  paymentAmounts,
  provisionAmounts,
  reclassificationAmounts,
  recoveryAmounts,
  sumOf,
  writeOffAmounts,
  type SlotAmounts,
} from './postings'
export { postJournalEntries } from './postings/post-entries'
export {
  deferredFeesOf,
  journalVersionOf,
  loanSlotBalancesOf,
  nonAccrualDaysOf,
  standingEntryOf,
  type SlotBalances,
} from './loan-subledger-entries'
/** The homes' figures (issue 38). */
export { monthsToClose } from './months-to-close'
