import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm'
import type {
  AccountLedger,
  AccountLedgerQuery,
  AccountMapping,
  JournalEntry,
  JournalQuery,
  LedgerAccount,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { notFound } from '../../lib/http-errors'
import { countCapFor, countUpTo, pageWindow } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import {
  accountDayBalances,
  accountMappings,
  journalEntries,
  journalLines,
  ledgerAccounts,
} from './accounting.schema'

const LEDGER_PAGE = 50

const accountColumns = {
  code: ledgerAccounts.code,
  name: ledgerAccounts.name,
  kind: ledgerAccounts.kind,
  nature: ledgerAccounts.nature,
  satGroupingCode: ledgerAccounts.satGroupingCode,
  parentCode: ledgerAccounts.parentCode,
  level: ledgerAccounts.level,
  postable: ledgerAccounts.postable,
  version: ledgerAccounts.version,
}

/** The chart of accounts, in code order (its groups before their accounts). */
export async function chart(db: Executor): Promise<{ items: LedgerAccount[]; total: number }> {
  const items = await db.select(accountColumns).from(ledgerAccounts).orderBy(asc(ledgerAccounts.code))
  return { items, total: items.length }
}

export async function mappings(db: Executor): Promise<{ items: AccountMapping[] }> {
  const items = await db
    .select({
      product: accountMappings.product,
      slot: accountMappings.slot,
      accountCode: accountMappings.accountCode,
    })
    .from(accountMappings)
    .orderBy(asc(accountMappings.product), asc(accountMappings.slot))
  return { items }
}

/**
 * The journal, newest first, each entry with its lines: filtered by business dates, kind, loan and an account
 * one of its lines posts to.
 */
export async function journal(
  db: Executor,
  query: JournalQuery,
): Promise<{ items: JournalEntry[]; total: number; totalCapped?: true }> {
  const filters: SQL[] = []
  if (query.from) filters.push(gte(journalEntries.businessDate, query.from))
  if (query.to) filters.push(lte(journalEntries.businessDate, query.to))
  if (query.q) filters.push(ilike(journalEntries.memo, containsPattern(query.q)))
  if (query.kind) filters.push(eq(journalEntries.kind, query.kind))
  if (query.loanId) filters.push(eq(journalEntries.loanId, query.loanId))
  if (query.account)
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(journalLines)
          .where(
            and(eq(journalLines.entryId, journalEntries.id), eq(journalLines.accountCode, query.account)),
          ),
      ),
    )
  const where = filters.length > 0 ? and(...filters) : undefined
  const { limit, offset } = pageWindow(query)
  const direction = query.orderBy === 'asc' ? asc : desc
  const [entries, counted] = await Promise.all([
    db
      .select()
      .from(journalEntries)
      .where(where)
      .orderBy(direction(journalEntries.businessDate), direction(journalEntries.id))
      .limit(limit)
      .offset(offset),
    // Counted only up to the next cap past the page (issue 12): the journal grows by millions of entries.
    countUpTo(db, journalEntries, where, countCapFor({ limit, offset })),
  ])
  const lines =
    entries.length === 0
      ? []
      : await db
          .select({
            entryId: journalLines.entryId,
            accountCode: journalLines.accountCode,
            accountName: ledgerAccounts.name,
            debitCents: journalLines.debitCents,
            creditCents: journalLines.creditCents,
          })
          .from(journalLines)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.code, journalLines.accountCode))
          .where(
            inArray(
              journalLines.entryId,
              entries.map((entry) => entry.id),
            ),
          )
          .orderBy(asc(journalLines.id))
  return {
    items: entries.map((entry) => ({
      id: entry.id,
      businessDate: entry.businessDate,
      valueDate: entry.valueDate,
      kind: entry.kind,
      sourceType: entry.sourceType,
      sourceId: entry.sourceId,
      loanId: entry.loanId,
      memo: entry.memo,
      reversesEntryId: entry.reversesEntryId,
      lines: lines.filter((line) => line.entryId === entry.id).map(({ entryId: _entryId, ...line }) => line),
    })),
    ...counted,
  }
}

/**
 * An account's general ledger (mayor) over a range: the opening balance (debit − credit before `from`, from the
 * day balances), its lines in booking order with the running balance, and the closing balance at `to`.
 */
export async function accountLedger(
  db: Executor,
  code: string,
  range: Required<Pick<AccountLedgerQuery, 'from' | 'to'>> & { page: number },
): Promise<AccountLedger> {
  const [account] = await db.select(accountColumns).from(ledgerAccounts).where(eq(ledgerAccounts.code, code))
  if (!account) throw notFound('No such account')
  const daySum = (where: SQL | undefined) =>
    db
      .select({
        balance: sql<string>`coalesce(sum(${accountDayBalances.debitCents} - ${accountDayBalances.creditCents}), 0)`,
      })
      .from(accountDayBalances)
      .where(and(eq(accountDayBalances.accountCode, code), where))
  const inRange = and(
    eq(journalLines.accountCode, code),
    gte(journalEntries.businessDate, range.from),
    lte(journalEntries.businessDate, range.to),
  )
  const [[opening], [closing], [counted]] = await Promise.all([
    daySum(lt(accountDayBalances.businessDate, range.from)),
    daySum(lte(accountDayBalances.businessDate, range.to)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(inRange),
  ])
  const openingCents = Number(opening!.balance)
  const rows = await db
    .select({
      entryId: journalEntries.id,
      businessDate: journalEntries.businessDate,
      kind: journalEntries.kind,
      memo: journalEntries.memo,
      debitCents: journalLines.debitCents,
      creditCents: journalLines.creditCents,
      // The running balance over the whole range, so a later page continues where the previous one ended.
      running: sql<string>`sum(${journalLines.debitCents} - ${journalLines.creditCents}) over (order by ${journalEntries.businessDate}, ${journalEntries.id}, ${journalLines.id})`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(inRange)
    .orderBy(asc(journalEntries.businessDate), asc(journalEntries.id), asc(journalLines.id))
    .limit(LEDGER_PAGE)
    .offset((range.page - 1) * LEDGER_PAGE)
  return {
    account,
    from: range.from,
    to: range.to,
    openingCents,
    lines: rows.map(({ running, ...row }) => ({ ...row, runningCents: openingCents + Number(running) })),
    total: counted!.n,
    closingCents: Number(closing!.balance),
  }
}
