import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm'
import type { AuditEventItem, AuditListQuery } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import { userDirectory } from '../users'
import { auditEvents } from './audit.schema'

const sortColumns = {
  sequence: auditEvents.id,
  action: auditEvents.action,
  entityType: auditEvents.entityType,
  createdAt: auditEvents.createdAt,
} as const

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)

/** The trail's filters: who, what, which record, when (days inclusive, UTC), and q over all of them. */
function auditConditions(query: Omit<AuditListQuery, 'page' | 'itemsPerPage' | 'sortBy' | 'orderBy'>) {
  const conditions: SQL[] = []
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(
      or(
        ilike(auditEvents.action, pattern),
        ilike(auditEvents.entityType, pattern),
        ilike(auditEvents.entityId, pattern),
        ilike(userDirectory.fullName, pattern),
      )!,
    )
  }
  if (query.actorUserId) conditions.push(eq(auditEvents.actorUserId, query.actorUserId))
  if (query.action) conditions.push(eq(auditEvents.action, query.action))
  if (query.entityType) conditions.push(eq(auditEvents.entityType, query.entityType))
  if (query.entityId) conditions.push(eq(auditEvents.entityId, query.entityId))
  if (query.from) conditions.push(gte(auditEvents.createdAt, new Date(`${query.from}T00:00:00Z`)))
  if (query.to) conditions.push(lt(auditEvents.createdAt, nextDay(query.to)))
  return and(...conditions)
}

const selection = {
  id: auditEvents.id,
  chainSeq: auditEvents.chainSeq,
  actorId: userDirectory.id,
  actorName: userDirectory.fullName,
  action: auditEvents.action,
  entityType: auditEvents.entityType,
  entityId: auditEvents.entityId,
  data: auditEvents.data,
  createdAt: auditEvents.createdAt,
  prevHash: auditEvents.prevHash,
  hash: auditEvents.hash,
}

const toItem = (row: {
  id: number
  chainSeq: number | null
  actorId: number | null
  actorName: string | null
  action: string
  entityType: string
  entityId: string
  data: Record<string, unknown>
  createdAt: Date
  prevHash: string | null
  hash: string | null
}): AuditEventItem & { prevHash: string | null } => ({
  id: row.id,
  sequence: row.chainSeq,
  actor: row.actorId !== null ? { id: row.actorId, fullName: row.actorName ?? '' } : null,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
  prevHash: row.prevHash,
  hash: row.hash,
})

/** One page of the trail, newest first unless sorted, with the actions and record types for the filters. */
export async function listAuditEvents(db: Executor, query: AuditListQuery) {
  const where = auditConditions(query)
  const column = sortColumns[query.sortBy ?? 'sequence']
  const direction = (query.orderBy ?? (query.sortBy ? 'asc' : 'desc')) === 'asc' ? asc : desc
  const { rows, total } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select(selection)
        .from(auditEvents)
        .leftJoin(userDirectory, eq(userDirectory.id, auditEvents.actorUserId))
        .where(where)
        .orderBy(direction(column), desc(auditEvents.id))
        .limit(limit)
        .offset(offset),
    async () =>
      (
        await db
          .select({ total: count() })
          .from(auditEvents)
          .leftJoin(userDirectory, eq(userDirectory.id, auditEvents.actorUserId))
          .where(where)
      )[0]!.total,
  )
  const [actions, entityTypes] = await Promise.all([
    db.selectDistinct({ value: auditEvents.action }).from(auditEvents).orderBy(auditEvents.action),
    db.selectDistinct({ value: auditEvents.entityType }).from(auditEvents).orderBy(auditEvents.entityType),
  ])
  return {
    items: rows.map(toItem),
    total,
    actions: actions.map((row) => row.value),
    entityTypes: entityTypes.map((row) => row.value),
  }
}

/** The whole filtered trail in chain order, a batch at a time, for the auditors' CSV. */
export async function* auditEventsForExport(
  db: Executor,
  query: Omit<AuditListQuery, 'page' | 'itemsPerPage' | 'sortBy' | 'orderBy'>,
  batchSize = 1_000,
): AsyncGenerator<AuditEventItem & { prevHash: string | null }> {
  const where = auditConditions(query)
  let after = 0
  for (;;) {
    const batch = await db
      .select(selection)
      .from(auditEvents)
      .leftJoin(userDirectory, eq(userDirectory.id, auditEvents.actorUserId))
      .where(and(where, gte(auditEvents.id, after + 1)))
      .orderBy(asc(auditEvents.id))
      .limit(batchSize)
    for (const row of batch) yield toItem(row)
    if (batch.length < batchSize) return
    after = batch.at(-1)!.id
  }
}
