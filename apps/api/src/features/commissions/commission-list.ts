import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { fieldError, businessToday } from '@mesa/contracts'
import type {
  Commission,
  CommissionListQuery,
  CommissionListResponse,
  CommissionPaymentRequest,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { badRequest, conflict, emptyNotFound, staleVersion } from '../../lib/http-errors'
import { readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import type { Viewer } from '../allies'
import { recordAudit } from '../audit'
import { visibleInDirectory, applicationDirectory as applications } from '../credit-applications'
import { commissions } from './commissions.schema'

const columns = {
  commission: commissions,
  folio: applications.folio,
  product: applications.product,
  stage: applications.stage,
  applicantName: applications.applicantName,
  allyName: allyDirectory.allyName,
}

function toCommission(row: {
  commission: typeof commissions.$inferSelect
  folio: number
  product: Commission['application']['product']
  stage: Commission['application']['stage']
  applicantName: string
  allyName: string
}): Commission {
  const { commission } = row
  return {
    id: commission.id,
    application: {
      id: commission.applicationId,
      folio: row.folio,
      product: row.product,
      stage: row.stage,
      applicantName: row.applicantName,
    },
    ally: { id: commission.allyId, name: row.allyName, type: commission.allyType },
    financedCents: commission.financedCents,
    rateBps: commission.rateBps,
    baseCents: commission.baseCents,
    ivaCents: commission.ivaCents,
    totalCents: commission.totalCents,
    status: commission.status,
    payableAt: commission.payableAt?.toISOString() ?? null,
    paidOn: commission.paidOn,
    paymentReference: commission.paymentReference,
    version: commission.version,
    createdAt: commission.createdAt.toISOString(),
  }
}

const selectCommissions = (db: Executor) =>
  db
    .select(columns)
    .from(commissions)
    .innerJoin(applications, eq(applications.id, commissions.applicationId))
    .innerJoin(allyDirectory, eq(allyDirectory.id, commissions.allyId))

const sortColumns = {
  createdAt: commissions.createdAt,
  totalCents: commissions.totalCents,
  folio: applications.folio,
  allyName: allyDirectory.allyName,
} as const

/** Commissions within the caller's row scope (an ally's people see their allies' applications only). */
export async function listCommissions(
  db: Executor,
  viewer: Viewer,
  query: CommissionListQuery,
): Promise<CommissionListResponse> {
  const conditions: Array<SQL | undefined> = [visibleInDirectory(viewer)]
  if (query.status) conditions.push(eq(commissions.status, query.status))
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(
      or(
        ilike(applications.applicantName, pattern),
        ilike(allyDirectory.allyName, pattern),
        sql`${applications.folio}::text = ${query.q}`,
      ),
    )
  }
  const where = and(...conditions)
  const column = sortColumns[query.sortBy ?? 'createdAt']
  const direction = (query.orderBy ?? (query.sortBy ? 'asc' : 'desc')) === 'asc' ? asc : desc
  // One query for the whole filter's count and sum: the sum is always needed, the page's count sometimes.
  const totals = db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(${commissions.totalCents}), 0)`,
    })
    .from(commissions)
    .innerJoin(applications, eq(applications.id, commissions.applicationId))
    .innerJoin(allyDirectory, eq(allyDirectory.id, commissions.allyId))
    .where(where)
    .then(([row]) => row!)
  const [{ rows, total }, sums] = await Promise.all([
    readPage(
      query,
      ({ limit, offset }) =>
        selectCommissions(db)
          .where(where)
          .orderBy(direction(column), direction(commissions.id))
          .limit(limit)
          .offset(offset),
      async () => (await totals).count,
    ),
    totals,
  ])
  return { items: rows.map(toCommission), total, sumCents: Number(sums.sum) }
}

export async function findCommission(db: Executor, where: SQL, viewer: Viewer) {
  const [row] = await selectCommissions(db).where(and(where, visibleInDirectory(viewer)))
  return row ? toCommission(row) : null
}

/** Record the payment of a payable commission (once; stale version 409; audited). */
export async function payCommission(
  db: Database,
  id: number,
  request: CommissionPaymentRequest,
  viewer: Viewer,
) {
  const current = await findCommission(db, eq(commissions.id, id), viewer)
  if (!current) throw emptyNotFound()
  // A payment is recorded once it happened: a date past today (in Mexico City) is a typing error.
  if (request.paidOn > businessToday()) throw badRequest({ paidOn: [fieldError('date_in_future')] })
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(commissions).where(eq(commissions.id, id)).for('update')
    if (row!.version !== request.version) throw staleVersion()
    if (row!.status !== 'payable')
      throw conflict('commission_not_payable', `A ${row!.status} commission cannot be paid`, {
        status: ['commission_not_payable'],
      })
    await tx
      .update(commissions)
      .set({
        status: 'paid',
        paidOn: request.paidOn,
        paymentReference: request.reference,
        paidByUserId: viewer.userId,
        version: row!.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(commissions.id, id))
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      action: 'commission.pay',
      entityType: 'commission',
      entityId: id,
      data: { paidOn: request.paidOn, reference: request.reference, totalCents: row!.totalCents },
    })
  })
  return (await findCommission(db, eq(commissions.id, id), viewer))!
}
