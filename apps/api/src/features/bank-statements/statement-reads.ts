import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import {
  queueStatuses,
  type BankStatement,
  type LineLoan,
  type LineStatus,
  type StatementLine,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { readPage, type PageRequest } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import { applicationDirectory } from '../credit-applications'
import { userDirectory } from '../users'
import { businessDateOf } from '../business-date'
import { addDays } from '../../lending'
import { notFound } from '../../lib/http-errors'
import { bankLinePostings, bankStatementLines, bankStatements } from './bank-statements.schema'

const lineFigures = {
  newLines: sql<number>`count(${bankStatementLines.id})::int`,
  postedCount: sql<number>`count(*) filter (where ${bankStatementLines.status} = 'posted')::int`,
  waitingCount: sql<number>`count(*) filter (where ${inArray(bankStatementLines.status, [...queueStatuses])})::int`,
  creditCents: sql<number>`coalesce(sum(${bankStatementLines.amountCents}) filter (where ${bankStatementLines.direction} = 'credit'), 0)::bigint`,
  debitCents: sql<number>`coalesce(sum(${bankStatementLines.amountCents}) filter (where ${bankStatementLines.direction} = 'debit'), 0)::bigint`,
}

/** The statements, newest first, with how their lines stand (the list screen, and its progress bars). */
export async function listStatements(
  db: Executor,
  query: PageRequest & { q?: string; sortBy?: string; orderBy?: 'asc' | 'desc' },
) {
  const where = query.q ? ilike(bankStatements.fileName, containsPattern(query.q)) : undefined
  const order = query.orderBy === 'asc' ? asc : desc
  const sortColumn = query.sortBy === 'fromDate' ? bankStatements.fromDate : bankStatements.importedAt
  const { rows, ...total } = await readPage(
    query,
    ({ limit, offset }) =>
      statementRows(db, where)
        .orderBy(order(sortColumn), desc(bankStatements.id))
        .limit(limit)
        .offset(offset),
    async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(bankStatements)
          .where(where)
      )[0]!.n,
  )
  return { items: rows.map(statementOf), ...total }
}

const statementRows = (db: Executor, where?: SQL) =>
  db
    .select({ statement: bankStatements, importedBy: userDirectory.fullName, ...lineFigures })
    .from(bankStatements)
    .leftJoin(bankStatementLines, eq(bankStatementLines.statementId, bankStatements.id))
    .leftJoin(userDirectory, eq(userDirectory.id, bankStatements.importedByUserId))
    .where(where)
    .groupBy(bankStatements.id, userDirectory.fullName)
    .$dynamic()

type StatementRow = Awaited<ReturnType<ReturnType<typeof statementRows>['execute']>>[number]

function statementOf({ statement, importedBy, ...figures }: StatementRow): BankStatement {
  return {
    id: statement.id,
    fileName: statement.fileName,
    format: statement.format,
    account: statement.account,
    currency: statement.currency,
    fromDate: statement.fromDate,
    toDate: statement.toDate,
    status: statement.status,
    lineCount: statement.lineCount,
    duplicateCount: statement.duplicateCount,
    processedLines: statement.processedLines,
    ...figures,
    creditCents: Number(figures.creditCents),
    debitCents: Number(figures.debitCents),
    importedBy: importedBy ?? '',
    importedAt: statement.importedAt.toISOString(),
  }
}

export async function statementById(db: Executor, id: number) {
  const [row] = await statementRows(db, eq(bankStatements.id, id))
  if (!row) throw notFound('No such bank statement')
  return statementOf(row)
}

/** The loans of some applications as a line shows them: folio, customer and product. */
async function loansOf(db: Executor, applicationIds: number[]): Promise<Map<number, LineLoan>> {
  if (applicationIds.length === 0) return new Map()
  const rows = await db
    .select({
      applicationId: applicationDirectory.id,
      folio: applicationDirectory.folio,
      customerName: applicationDirectory.applicantName,
      origin: applicationDirectory.product,
    })
    .from(applicationDirectory)
    .where(inArray(applicationDirectory.id, [...new Set(applicationIds)]))
  return new Map(rows.map((row) => [row.applicationId, row]))
}

/** Lines with their candidates and postings named by folio and customer. */
async function linesOf(
  db: Executor,
  rows: (typeof bankStatementLines.$inferSelect)[],
): Promise<StatementLine[]> {
  const postings =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(bankLinePostings)
          .where(
            inArray(
              bankLinePostings.lineId,
              rows.map((row) => row.id),
            ),
          )
  const loans = await loansOf(db, [
    ...rows.flatMap((row) => row.candidates.map((candidate) => candidate.applicationId)),
    ...postings.map((posting) => posting.applicationId),
  ])
  return rows.map((row) => ({
    id: row.id,
    statementId: row.statementId,
    lineNo: row.lineNo,
    bookingDate: row.bookingDate,
    valueDate: row.valueDate,
    amountCents: row.amountCents,
    direction: row.direction,
    bankReference: row.bankReference,
    reference: row.reference,
    counterpartyName: row.counterpartyName,
    counterpartyAccount: row.counterpartyAccount,
    status: row.status,
    matchedBy: row.matchedBy,
    reason: row.reason,
    returnReason: row.returnReason,
    candidates: row.candidates.flatMap((candidate) => loans.get(candidate.applicationId) ?? []),
    postings: postings
      .filter((posting) => posting.lineId === row.id)
      .flatMap((posting) => {
        const loan = loans.get(posting.applicationId)
        return loan ? [{ ...loan, amountCents: posting.amountCents, paymentId: posting.paymentId }] : []
      }),
    version: row.version,
  }))
}

/** A line's texts a person searches: the payer's reference, the bank's, the payer's name. */
const lineSearch = (q: string | undefined) =>
  q
    ? or(
        ilike(bankStatementLines.reference, containsPattern(q)),
        ilike(bankStatementLines.bankReference, containsPattern(q)),
        ilike(bankStatementLines.counterpartyName, containsPattern(q)),
      )
    : undefined

async function pageOfLines(db: Executor, query: PageRequest, where: SQL | undefined, order: SQL[]) {
  const { rows, ...total } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(bankStatementLines)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(bankStatementLines)
          .where(where)
      )[0]!.n,
  )
  return { items: await linesOf(db, rows), ...total }
}

/** A statement's lines in file order, optionally of one status. */
/** A lines list's order: the chosen column (file order when none), then the line's id. */
function lineOrder(query: { sortBy?: string; orderBy?: 'asc' | 'desc' }, fallback: 'lineNo' | 'valueDate') {
  const order = query.orderBy === 'desc' ? desc : asc
  const key = query.sortBy ?? fallback
  const column =
    key === 'amountCents'
      ? bankStatementLines.amountCents
      : key === 'valueDate'
        ? bankStatementLines.valueDate
        : bankStatementLines.lineNo
  return [order(column), asc(bankStatementLines.id)]
}

type LineQuery = PageRequest & { q?: string; sortBy?: string; orderBy?: 'asc' | 'desc' }

export async function statementLines(
  db: Executor,
  statementId: number,
  query: LineQuery & { status?: LineStatus },
) {
  await statementById(db, statementId)
  const where = and(
    eq(bankStatementLines.statementId, statementId),
    lineSearch(query.q),
    query.status ? eq(bankStatementLines.status, query.status) : undefined,
  )
  return pageOfLines(db, query, where, lineOrder(query, 'lineNo'))
}

/** The reconciliation queue: unmatched, ambiguous, suggested and refused lines, oldest value date first. */
export async function reconciliationQueue(
  db: Executor,
  query: LineQuery & { status?: (typeof queueStatuses)[number] },
) {
  const where = and(
    query.status
      ? eq(bankStatementLines.status, query.status)
      : inArray(bankStatementLines.status, [...queueStatuses]),
    lineSearch(query.q),
  )
  return pageOfLines(db, query, where, lineOrder(query, 'valueDate'))
}

/**
 * The daily summary, by value date: what was posted (lines and pesos), what waits in the queue and what was
 * returned; the last 30 days up to the business date when no range is given.
 */
export async function reconciliationSummary(db: Executor, range: { from?: string; to?: string }) {
  const to = range.to ?? (await businessDateOf(db))
  const from = range.from ?? addDays(to, -30)
  const status = bankStatementLines.status
  const amount = bankStatementLines.amountCents
  const countOf = (filter: SQL) => sql<number>`count(*) filter (where ${filter})::int`
  const sumOf = (filter: SQL) => sql<number>`coalesce(sum(${amount}) filter (where ${filter}), 0)::bigint`
  const waiting = inArray(status, [...queueStatuses])
  const rows = await db
    .select({
      day: bankStatementLines.valueDate,
      postedCount: countOf(sql`${status} = 'posted'`),
      postedCents: sumOf(sql`${status} = 'posted'`),
      waitingCount: countOf(waiting),
      waitingCents: sumOf(waiting),
      returnedCount: countOf(sql`${status} = 'returned'`),
      returnedCents: sumOf(sql`${status} = 'returned'`),
    })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.direction, 'credit'),
        gte(bankStatementLines.valueDate, from),
        lte(bankStatementLines.valueDate, to),
      ),
    )
    .groupBy(bankStatementLines.valueDate)
    .orderBy(desc(bankStatementLines.valueDate))
  return {
    items: rows.map((row) => ({
      ...row,
      postedCents: Number(row.postedCents),
      waitingCents: Number(row.waitingCents),
      returnedCents: Number(row.returnedCents),
    })),
  }
}
