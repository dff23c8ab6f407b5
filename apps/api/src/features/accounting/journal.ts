import { eq, sql } from 'drizzle-orm'
import { postingSlots, type PostingSlot } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { conflict, notFound } from '../../lib/http-errors'
import { journalEntries, journalLines } from './accounting.schema'
import { mappingsOf } from './mapping-cache'
import type { JournalEntryInput } from './journal-types'
import { bookingDateOf, holdPeriodsShared } from './periods-lock'

/** A line resolved to its account (the slot kept for the loan's per-slot balance; null for a manual line). */
export interface PostedLine {
  accountCode: string
  slot: PostingSlot | null
  debitCents: number
  creditCents: number
}

type EntryHeader = Omit<JournalEntryInput, 'lines' | 'product'>

/** A programming error of the caller (an unbalanced or malformed entry): a 500, never a user's refusal. */
class UnbalancedEntryError extends Error {}

const isCents = (value: number) => Number.isSafeInteger(value) && value >= 0

/**
 * Drops lines with both sides zero, refuses a line with both sides (or a negative, or a fraction) and an entry
 * whose debits and credits differ, then merges lines of the same account and slot per side.
 */
export function balancedLines(lines: PostedLine[]): PostedLine[] {
  const kept = lines.filter((line) => line.debitCents !== 0 || line.creditCents !== 0)
  let debit = 0
  let credit = 0
  const merged = new Map<string, PostedLine>()
  for (const line of kept) {
    if (
      !isCents(line.debitCents) ||
      !isCents(line.creditCents) ||
      (line.debitCents > 0 && line.creditCents > 0)
    )
      throw new UnbalancedEntryError(
        `A journal line must carry one positive integer side (${line.accountCode})`,
      )
    debit += line.debitCents
    credit += line.creditCents
    const side = line.debitCents > 0 ? 'D' : 'C'
    const key = `${line.accountCode}|${line.slot ?? ''}|${side}`
    const same = merged.get(key)
    if (same) {
      same.debitCents += line.debitCents
      same.creditCents += line.creditCents
    } else merged.set(key, { ...line })
  }
  if (debit !== credit)
    throw new UnbalancedEntryError(`Unbalanced journal entry: debits ${debit} ≠ credits ${credit}`)
  if (merged.size === 0) throw new UnbalancedEntryError('A journal entry needs at least one line')
  return [...merged.values()]
}

/**
 * Writes one entry, its lines and its accounts' day balances in ONE statement (the payment path stays cheap):
 * the day balances are upserted in account order, so two entries of one day never wait on each other crosswise.
 */
export async function insertEntry(
  tx: Executor,
  header: EntryHeader,
  lines: PostedLine[],
): Promise<{ entryId: number; businessDate: string }> {
  const resolved = balancedLines(lines)
  await holdPeriodsShared(tx)
  const businessDate = await bookingDateOf(tx, header.businessDate)
  const days = new Map<string, { debit: number; credit: number }>()
  for (const line of resolved) {
    const day = days.get(line.accountCode) ?? { debit: 0, credit: 0 }
    day.debit += line.debitCents
    day.credit += line.creditCents
    days.set(line.accountCode, day)
  }
  const lineRows = JSON.stringify(
    resolved.map((line) => ({ a: line.accountCode, s: line.slot, d: line.debitCents, c: line.creditCents })),
  )
  const dayRows = JSON.stringify(
    [...days.entries()].map(([account, day]) => ({ a: account, d: day.debit, c: day.credit })),
  )
  const result = await tx.execute(sql`
    with entry as (
      insert into journal_entries
        (business_date, value_date, period, kind, source_type, source_id, loan_id, memo, reverses_entry_id, created_by)
      values (${businessDate}, ${header.businessDate}, ${businessDate.slice(0, 7)}, ${header.kind},
        ${header.source.type}, ${header.source.id}, ${header.loanId}, ${header.memo},
        ${header.reversesEntryId ?? null}, ${header.createdBy})
      returning id
    ), lines as (
      insert into journal_lines (entry_id, account_code, debit_cents, credit_cents, loan_id, slot)
      select entry.id, line.a, line.d, line.c, ${header.loanId}::integer, line.s
      from entry, jsonb_to_recordset(${lineRows}::jsonb) as line(a text, s text, d bigint, c bigint)
    ), days as (
      insert into account_day_balances (account_code, business_date, debit_cents, credit_cents)
      select day.a, ${businessDate}::date, day.d, day.c
      from jsonb_to_recordset(${dayRows}::jsonb) as day(a text, d bigint, c bigint)
      order by day.a
      on conflict (account_code, business_date) do update
        set debit_cents = account_day_balances.debit_cents + excluded.debit_cents,
            credit_cents = account_day_balances.credit_cents + excluded.credit_cents
    )
    select id from entry`)
  const [row] = (result as unknown as { rows: Array<{ id: number | string }> }).rows
  return { entryId: Number(row!.id), businessDate }
}

/**
 * THE door money events post through (issue 34), in the transaction of the event itself. Lines name slots,
 * resolved through the product's mappings; an entry dated in a closed month is booked on the first day of the
 * first open month after it (its value date keeps the event's day). Throws on an unbalanced entry or an
 * unmapped slot: both are programming errors.
 */
export async function postJournalEntry(
  tx: Executor,
  entry: JournalEntryInput,
): Promise<{ entryId: number; businessDate: string }> {
  // The product's accounts from the process's cache (a mapping change approved makes every process forget).
  const accountOf = await mappingsOf(tx, entry.product)
  const lines = entry.lines.map((line) => {
    const accountCode = accountOf.get(line.slot)
    if (!accountCode) throw new Error(`No account mapped for ${entry.product} / ${line.slot}`)
    return { accountCode, slot: line.slot, debitCents: line.debitCents, creditCents: line.creditCents }
  })
  const { lines: _lines, product: _product, ...header } = entry
  return insertEntry(tx, header, lines)
}

/**
 * Posts the exact counter-entry of an entry (entries are immutable): the same accounts, slots and amounts with
 * the sides swapped, naming the entry it reverses. An entry is reversed once (409 entry_already_reversed).
 */
export async function reverseJournalEntry(
  tx: Executor,
  entryId: number,
  options: { businessDate: string; createdBy: number | null; memo: string; kind?: JournalEntryInput['kind'] },
): Promise<{ entryId: number; businessDate: string }> {
  const [original] = await tx.select().from(journalEntries).where(eq(journalEntries.id, entryId))
  if (!original) throw notFound('No such journal entry')
  const [already] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.reversesEntryId, entryId))
    .limit(1)
  if (already) throw conflict('entry_already_reversed', 'This journal entry was already reversed')
  const lines = await tx.select().from(journalLines).where(eq(journalLines.entryId, entryId))
  return insertEntry(
    tx,
    {
      businessDate: options.businessDate,
      kind: options.kind ?? original.kind,
      source: { type: original.sourceType, id: original.sourceId },
      loanId: original.loanId,
      memo: options.memo,
      reversesEntryId: entryId,
      createdBy: options.createdBy,
    },
    lines.map((line) => ({
      accountCode: line.accountCode,
      slot: line.slot,
      debitCents: line.creditCents,
      creditCents: line.debitCents,
    })),
  )
}

/** The loan's posted balance per slot (debit − credit; 0 where nothing was posted), for delta postings. */
export async function loanSlotBalances(db: Executor, loanId: number): Promise<Record<PostingSlot, number>> {
  const rows = await db
    .select({
      slot: journalLines.slot,
      balance: sql<string>`sum(${journalLines.debitCents} - ${journalLines.creditCents})`,
    })
    .from(journalLines)
    .where(eq(journalLines.loanId, loanId))
    .groupBy(journalLines.slot)
  const balances = Object.fromEntries(postingSlots.map((slot) => [slot, 0])) as Record<PostingSlot, number>
  for (const row of rows) if (row.slot) balances[row.slot] = Number(row.balance)
  return balances
}
