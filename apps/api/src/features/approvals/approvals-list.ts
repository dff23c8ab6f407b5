import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import type { ApprovalListQuery, ApprovalListResponse, ApprovalRequest } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { userDirectory } from '../users'
import { notFound } from '../../lib/http-errors'
import { readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import { approvalRequests } from './approvals.schema'
import { decidableKinds, selectRequests, toApprovalRequest, type ApprovalViewer } from './approval-rows'

/** What the viewer may see: requests of kinds they may decide, and their own. */
function visibleTo(viewer: ApprovalViewer): SQL {
  const kinds = decidableKinds(viewer)
  const own = eq(approvalRequests.requestedBy, viewer.userId)
  return kinds.length > 0 ? or(own, inArray(approvalRequests.kind, kinds))! : own
}

const sortColumns = {
  requestedAt: approvalRequests.requestedAt,
  kind: approvalRequests.kind,
  status: approvalRequests.status,
}

/** The queue: pending first and newest first unless sorted otherwise. */
export async function listApprovals(
  db: Executor,
  query: ApprovalListQuery,
  viewer: ApprovalViewer,
): Promise<ApprovalListResponse> {
  const conditions: (SQL | undefined)[] = [
    visibleTo(viewer),
    query.status ? eq(approvalRequests.status, query.status) : undefined,
    query.kind ? eq(approvalRequests.kind, query.kind) : undefined,
  ]
  if (query.q) {
    const pattern = containsPattern(query.q)
    const requesterMatches = sql`exists (select 1 from ${userDirectory} where ${userDirectory.id} = ${approvalRequests.requestedBy} and ${ilike(userDirectory.fullName, pattern)})`
    conditions.push(or(ilike(approvalRequests.subjectId, pattern), requesterMatches))
  }
  const where = and(...conditions)
  const direction = query.orderBy === 'asc' ? asc : desc
  const order = query.sortBy
    ? [direction(sortColumns[query.sortBy])]
    : [sql`(${approvalRequests.status} = 'pending') desc`, desc(approvalRequests.requestedAt)]
  const { rows, total } = await readPage(
    query,
    ({ limit, offset }) =>
      selectRequests(db)
        .where(where)
        .orderBy(...order, desc(approvalRequests.id))
        .limit(limit)
        .offset(offset),
    () => db.$count(approvalRequests, where),
  )
  return { items: rows.map((row) => toApprovalRequest(row, viewer)), total }
}

/** The navigation badge: pending requests the viewer may decide (not their own). */
export async function pendingCountFor(db: Executor, viewer: ApprovalViewer) {
  const kinds = decidableKinds(viewer)
  if (kinds.length === 0) return { count: 0 }
  const count = await db.$count(
    approvalRequests,
    and(
      eq(approvalRequests.status, 'pending'),
      inArray(approvalRequests.kind, kinds),
      ne(approvalRequests.requestedBy, viewer.userId),
    ),
  )
  return { count }
}

/** One request the viewer may see (404 otherwise: others' requests of kinds they may not decide). */
export async function approvalDetail(
  db: Executor,
  id: number,
  viewer: ApprovalViewer,
): Promise<ApprovalRequest> {
  const [row] = await selectRequests(db).where(and(eq(approvalRequests.id, id), visibleTo(viewer)))
  if (!row) throw notFound('No such approval request')
  return toApprovalRequest(row, viewer)
}
