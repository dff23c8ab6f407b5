import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { journalEntries } from './accounting.schema'
import { postJournalEntry } from './journal'

/** The owners' capital the demo lender started with: 200 000 000.00 pesos, paid into the bank. */
const OPENING_CAPITAL_CENTS = 20_000_000_000
/** Before any demo loan: the company's first day in the demo's story. */
const OPENING_DAY = '2020-01-02'

/**
 * The demo's books start with the capital paid in (Dr Bancos / Cr Capital social), once: the loans' own history
 * (disbursements from the bank, payments into it) is posted by the money events on top of it.
 */
export async function seedAccounting(db: Database) {
  const [opened] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.kind, 'opening_balance'))
    .limit(1)
  if (opened) return
  await db.transaction((tx) =>
    postJournalEntry(tx, {
      businessDate: OPENING_DAY,
      kind: 'opening_balance',
      source: { type: 'manual', id: 1 },
      product: 'auto',
      loanId: null,
      memo: 'Aportación inicial de capital social',
      lines: [
        { slot: 'bank', debitCents: OPENING_CAPITAL_CENTS, creditCents: 0 },
        { slot: 'equity.capital', debitCents: 0, creditCents: OPENING_CAPITAL_CENTS },
      ],
      createdBy: null,
    }),
  )
}
