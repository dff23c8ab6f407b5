import { asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client'
import { journalEntries, journalLines } from '../accounting.schema'
import { postJournalEntry } from '../journal'

/*
 * The demo's opening balance (issue 34, docs/accounting.md "Money events"): the owners' capital paid into the bank
 * before the first disbursement, so Bancos is never negative on any day of the seeded history. Posted once
 * (idempotent): Dr bank / Cr equity.capital, the lowest running bank balance rounded up to 100 000.00.
 */
const STEP_CENTS = 10_000_000

export async function postOpeningBalance(db: Executor, createdBy: number | null = null) {
  const [already] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.kind, 'opening_balance'))
    .limit(1)
  if (already) return null
  const days = await db
    .select({
      day: journalEntries.businessDate,
      cents: sql<string>`sum(${journalLines.debitCents} - ${journalLines.creditCents})`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalLines.slot, 'bank'))
    .groupBy(journalEntries.businessDate)
    .orderBy(asc(journalEntries.businessDate))
  let running = 0
  let lowest = 0
  for (const day of days) {
    running += Number(day.cents)
    lowest = Math.min(lowest, running)
  }
  if (lowest >= 0 || days.length === 0) return null
  const capital = Math.ceil(-lowest / STEP_CENTS) * STEP_CENTS
  return postJournalEntry(db, {
    businessDate: days[0]!.day,
    kind: 'opening_balance',
    source: { type: 'manual', id: 0 },
    product: 'auto',
    loanId: null,
    memo: 'Aportación de capital inicial (demostración)',
    lines: [
      { slot: 'bank', debitCents: capital, creditCents: 0 },
      { slot: 'equity.capital', debitCents: 0, creditCents: capital },
    ],
    createdBy,
  })
}
