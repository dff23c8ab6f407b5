import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import {
  postingSlots,
  type JournalEntryKind,
  type JournalSourceType,
  type PostingSlot,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { journalEntries, journalLines } from './accounting.schema'

/*
 * The journal as the money events' call sites read it back (issue 34, docs/accounting.md "Money events"): the
 * posted balances of a batch of loans in one statement (the end of day posts each loan's accrual as the target
 * less what its books hold), and the entry a source posted (a recovery, credit applied), to reverse it.
 */

export type SlotBalances = Record<PostingSlot, number>

const zeroBalances = () => Object.fromEntries(postingSlots.map((slot) => [slot, 0])) as SlotBalances

/** Each loan's posted balance per slot (debit − credit), in one statement whatever the number of loans. */
export async function loanSlotBalancesOf(db: Executor, loanIds: readonly number[]) {
  const balances = new Map<number, SlotBalances>(loanIds.map((id) => [id, zeroBalances()]))
  if (loanIds.length === 0) return balances
  const rows = await db
    .select({
      loanId: journalLines.loanId,
      slot: journalLines.slot,
      balance: sql<string>`sum(${journalLines.debitCents} - ${journalLines.creditCents})`,
    })
    .from(journalLines)
    .where(inArray(journalLines.loanId, [...loanIds]))
    .groupBy(journalLines.loanId, journalLines.slot)
  for (const row of rows)
    if (row.loanId !== null && row.slot) balances.get(row.loanId)![row.slot] = Number(row.balance)
  return balances
}

/**
 * The latest entry of a kind a source posted that no counter-entry reversed yet (null when none): a
 * reversed payment's recovery, a cancelled movement's credit applied.
 */
export async function standingEntryOf(
  db: Executor,
  kind: JournalEntryKind,
  source: { type: JournalSourceType; id: number },
): Promise<number | null> {
  const [row] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.kind, kind),
        eq(journalEntries.sourceType, source.type),
        eq(journalEntries.sourceId, source.id),
        isNull(journalEntries.reversesEntryId),
        sql`not exists (select 1 from journal_entries counter where counter.reverses_entry_id = ${journalEntries.id})`,
      ),
    )
    .orderBy(desc(journalEntries.id))
    .limit(1)
  return row?.id ?? null
}

/** The journal's latest entry id (0 when empty): a sub-ledger computed for it holds until another entry. */
export async function journalVersionOf(db: Executor) {
  const [row] = await db
    .select({ id: sql<string>`coalesce(max(${journalEntries.id}), 0)` })
    .from(journalEntries)
  return Number(row!.id)
}

/**
 * The opening fee each loan's disbursement deferred (the fee's straight line starts from it): a fact of the
 * disbursement's entry, whatever the funding records said later. For the loans given (a batch of the end of
 * day, the loans a reconciliation replays), through the disbursements' own index.
 */
export async function deferredFeesOf(db: Executor, loanIds: readonly number[]) {
  if (loanIds.length === 0) return new Map<number, number>()
  const rows = await db
    .select({
      loanId: journalEntries.loanId,
      cents: sql<string>`sum(${journalLines.creditCents} - ${journalLines.debitCents})`,
    })
    .from(journalEntries)
    .innerJoin(
      journalLines,
      and(eq(journalLines.entryId, journalEntries.id), eq(journalLines.slot, 'openingFee.deferred')),
    )
    .where(and(eq(journalEntries.kind, 'disbursement'), inArray(journalEntries.loanId, [...loanIds])))
    .groupBy(journalEntries.loanId)
  return new Map(rows.map((row) => [row.loanId ?? 0, Number(row.cents)]))
}

/**
 * The books' standing of each loan given at the close of `asOf`: a loan whose principal the books hold in
 * portfolio.pastDue then (its balance in the slot by the day is not zero) is in non-accrual since the day of
 * its last reclassification dated by then (the books accrued its interest through the day before); the others
 * are not in the answer. The journal's history, not the loan's standing today: a loan cured later was past due
 * on the days between. Read from the slot's own lines (only payments and reclassifications of a loan while in
 * non-accrual post there), never its daily accruals.
 */
export async function nonAccrualDaysOf(db: Executor, loanIds: readonly number[], asOf: string) {
  if (loanIds.length === 0) return new Map<number, string>()
  const rows = await db
    .select({
      loanId: journalLines.loanId,
      balance: sql<string>`sum(${journalLines.debitCents} - ${journalLines.creditCents})`,
      day: sql<
        string | null
      >`max(${journalEntries.businessDate}) filter (where ${journalEntries.kind} = 'reclassification')`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        inArray(journalLines.loanId, [...loanIds]),
        eq(journalLines.slot, 'portfolio.pastDue'),
        lte(journalEntries.businessDate, asOf),
      ),
    )
    .groupBy(journalLines.loanId)
  return new Map(
    rows
      .filter((row) => Number(row.balance) !== 0 && row.day !== null)
      .map((row) => [row.loanId ?? 0, String(row.day).slice(0, 10)]),
  )
}
