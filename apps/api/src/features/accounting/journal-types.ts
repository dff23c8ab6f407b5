import type { CreditProduct, JournalEntryKind, JournalSourceType, PostingSlot } from '@mesa/contracts'

/**
 * The door money events post through (issue 34): `postJournalEntry(tx, entry)` in ./journal.ts, called in the
 * transaction of the event itself. Lines name slots; the product's mappings turn them into account codes.
 */
export interface JournalLineInput {
  slot: PostingSlot
  /** Exactly one of the two is positive; the other is zero. Integer centavos. */
  debitCents: number
  creditCents: number
}

export interface JournalEntryInput {
  /** The business date the event happened on (YYYY-MM-DD); in a closed period it is posted to the open one. */
  businessDate: string
  kind: JournalEntryKind
  source: { type: JournalSourceType; id: number }
  /** The credit product whose mappings resolve the slots ('auto' for entries of no loan). */
  product: CreditProduct
  /** The loan the entry belongs to (its sub-ledger), when it belongs to one. */
  loanId: number | null
  memo: string
  lines: JournalLineInput[]
  /** A counter-entry names the entry it reverses (entries are immutable). */
  reversesEntryId?: number
  /** The person behind it; null for a job. */
  createdBy: number | null
}
