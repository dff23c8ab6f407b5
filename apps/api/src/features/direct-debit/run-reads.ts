import { asc, desc, eq, sql } from 'drizzle-orm'
import type { DebitLine, DebitRun, DebitRunListQuery } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { notFound } from '../../lib/http-errors'
import { readPage } from '../../lib/paging'
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

/** A run's lines in file order, accounts masked to their last four digits. */
export async function runLines(db: Executor, runId: number): Promise<{ items: DebitLine[]; total: number }> {
  await runById(db, runId)
  const rows = await db
    .select({
      line: directDebitLines,
      accountKind: directDebitMandates.accountKind,
      accountLast4: directDebitMandates.accountLast4,
      holderName: directDebitMandates.holderName,
    })
    .from(directDebitLines)
    .innerJoin(directDebitMandates, eq(directDebitMandates.id, directDebitLines.mandateId))
    .where(eq(directDebitLines.runId, runId))
    .orderBy(asc(directDebitLines.sequence))
  const items = rows.map(({ line, ...mandate }) => ({
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
  return { items, total: items.length }
}
