import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { DebitLine, DebitLineListQuery, DebitRun, DebitRunListQuery } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { notFound } from '../../lib/http-errors'
import { readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import { userDirectory } from '../users'
import { directDebitLines, directDebitMandates, directDebitRuns } from './direct-debit.schema'

const countOf = (status: string) =>
  sql<number>`count(${directDebitLines.id}) filter (where ${directDebitLines.status} = ${status})::int`

/** A run's figures: its lines by outcome, what was collected. */
const runColumns = {
  id: directDebitRuns.id,
  billingDate: directDebitRuns.billingDate,
  lineCount: directDebitRuns.lineCount,
  totalCents: directDebitRuns.totalCents,
  collectedCount: countOf('collected'),
  collectedCents: sql<number>`coalesce(sum(${directDebitLines.amountCents}) filter (where ${directDebitLines.status} = 'collected'), 0)::bigint`,
  rejectedCount: countOf('rejected'),
  refusedCount: countOf('refused'),
  pendingCount: countOf('pending'),
  createdAt: directDebitRuns.createdAt,
  createdById: userDirectory.id,
  createdByName: userDirectory.fullName,
}

const runRows = (db: Executor) =>
  db
    .select(runColumns)
    .from(directDebitRuns)
    .leftJoin(directDebitLines, eq(directDebitLines.runId, directDebitRuns.id))
    .leftJoin(userDirectory, eq(userDirectory.id, directDebitRuns.createdByUserId))
    .groupBy(directDebitRuns.id, userDirectory.id, userDirectory.fullName)

type RunRow = Awaited<ReturnType<ReturnType<typeof runRows>['execute']>>[number]

const runOf = ({ createdById, createdByName, createdAt, collectedCents, ...row }: RunRow): DebitRun => ({
  ...row,
  collectedCents: Number(collectedCents),
  createdAt: createdAt.toISOString(),
  createdBy: createdById ? { id: createdById, fullName: createdByName ?? '' } : null,
})

export async function runById(db: Executor, id: number): Promise<DebitRun> {
  const [row] = await runRows(db).where(eq(directDebitRuns.id, id))
  if (!row) throw notFound('No such run')
  return runOf(row)
}

/** The runs, newest billing date first (or oldest, asked). */
export async function listRuns(db: Executor, query: DebitRunListQuery) {
  const order = query.orderBy === 'asc' ? asc(directDebitRuns.billingDate) : desc(directDebitRuns.billingDate)
  const { rows, ...total } = await readPage(
    query,
    ({ limit, offset }) => runRows(db).orderBy(order).limit(limit).offset(offset),
    async () => (await db.select({ n: sql<number>`count(*)::int` }).from(directDebitRuns))[0]!.n,
  )
  return { items: rows.map(runOf), ...total }
}

/** A run's lines a page at a time, in file order (or by amount), by status or text, accounts masked to their last four digits. */
export async function runLines(db: Executor, runId: number, query: DebitLineListQuery) {
  await runById(db, runId)
  const where = and(
    eq(directDebitLines.runId, runId),
    query.status ? eq(directDebitLines.status, query.status) : undefined,
    query.q
      ? or(
          ilike(directDebitLines.reference, containsPattern(query.q)),
          ilike(directDebitMandates.holderName, containsPattern(query.q)),
        )
      : undefined,
  )
  const direction = query.orderBy === 'desc' ? desc : asc
  const order =
    query.sortBy === 'amount'
      ? [direction(directDebitLines.amountCents), asc(directDebitLines.sequence)]
      : [direction(directDebitLines.sequence)]
  const { rows, ...total } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select({
          line: directDebitLines,
          accountKind: directDebitMandates.accountKind,
          accountLast4: directDebitMandates.accountLast4,
          holderName: directDebitMandates.holderName,
        })
        .from(directDebitLines)
        .innerJoin(directDebitMandates, eq(directDebitMandates.id, directDebitLines.mandateId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(directDebitLines)
          .innerJoin(directDebitMandates, eq(directDebitMandates.id, directDebitLines.mandateId))
          .where(where)
      )[0]!.n,
  )
  const items = rows.map(({ line, ...mandate }): DebitLine => ({
    id: line.id,
    sequence: line.sequence,
    mandateId: line.mandateId,
    loanId: line.loanId,
    applicationId: line.applicationId,
    reference: line.reference,
    ...mandate,
    amountCents: line.amountCents,
    status: line.status,
    resultCode: line.resultCode,
    reason: line.reason,
    paymentId: line.paymentId,
  }))
  return { items, ...total }
}
