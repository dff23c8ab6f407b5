import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import {
  DEFAULT_TRASH_RETENTION_DAYS,
  UNDO_WINDOW_SECONDS,
  type RestoredRecord,
  type UndoMany,
  type TrashEntry,
  type TrashListQuery,
  type TrashRecordType,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { forbidden, notFound } from '../../lib/http-errors'
import { readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import { recordAudit } from '../audit'
import { publishEvent } from '../events'
import { userDirectory } from '../users'
import { trashEntries } from './trash.schema'
import { handlersOf, type Restorer } from './trash-types'

/** Days a deleted record stays restorable, per database (TRASH_RETENTION_DAYS, set when the API starts). */
const retentionDays = new WeakMap<object, number>()

export function useTrashRetention(db: Database, days: number) {
  retentionDays.set(db, days)
}

/** The trash entry a delete writes, in the delete's transaction, so the record and its entry land together. */
export interface TrashedRecord {
  type: TrashRecordType
  recordId: string | number
  label: string
  deletedBy: number
  /** What the delete changed besides `deleted_at`, handed back to the type's restore. */
  previous?: Record<string, unknown>
}

/**
 * Puts a just soft-deleted record in the trash. `db` is the database handle (for its retention period), `tx`
 * the delete's transaction. Answers the entry's id for the delete's answer header.
 */
export async function moveToTrash(db: Database, tx: Executor, record: TrashedRecord): Promise<number> {
  const days = retentionDays.get(db) ?? DEFAULT_TRASH_RETENTION_DAYS
  const [entry] = await tx
    .insert(trashEntries)
    .values({
      recordType: record.type,
      recordId: String(record.recordId),
      label: record.label,
      deletedBy: record.deletedBy,
      previous: record.previous ?? {},
      undoUntil: sql`now() + make_interval(secs => ${UNDO_WINDOW_SECONDS})`,
      purgeAfter: sql`now() + make_interval(days => ${days})`,
    })
    .returning({ id: trashEntries.id })
  return entry!.id
}

const sortColumns = {
  deletedAt: trashEntries.deletedAt,
  type: trashEntries.recordType,
  label: trashEntries.label,
}

function listConditions(query: TrashListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.type ? eq(trashEntries.recordType, query.type) : undefined,
    query.deletedBy ? eq(trashEntries.deletedBy, query.deletedBy) : undefined,
    query.from ? gte(trashEntries.deletedAt, sql`${query.from}::date`) : undefined,
    query.to ? lt(trashEntries.deletedAt, sql`${query.to}::date + 1`) : undefined,
  ]
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(
      sql`(${trashEntries.label} ilike ${pattern} or ${trashEntries.recordId} ilike ${pattern})`,
    )
  }
  return and(...conditions)
}

const entryColumns = {
  id: trashEntries.id,
  type: trashEntries.recordType,
  recordId: trashEntries.recordId,
  label: trashEntries.label,
  deletedById: trashEntries.deletedBy,
  deletedByName: userDirectory.fullName,
  deletedAt: trashEntries.deletedAt,
  undoUntil: trashEntries.undoUntil,
  purgeAfter: trashEntries.purgeAfter,
}

type EntryRow = {
  id: number
  type: TrashRecordType
  recordId: string
  label: string
  deletedById: number | null
  deletedByName: string | null
  deletedAt: Date
  undoUntil: Date
  purgeAfter: Date
}

const toEntry = (row: EntryRow): TrashEntry => ({
  id: row.id,
  type: row.type,
  recordId: row.recordId,
  label: row.label,
  deletedBy: row.deletedById === null ? null : { id: row.deletedById, fullName: row.deletedByName ?? '' },
  deletedAt: row.deletedAt.toISOString(),
  undoUntil: row.undoUntil.toISOString(),
  purgeAfter: row.purgeAfter.toISOString(),
})

/** The administrators' trash: newest delete first unless sorted otherwise. */
export async function listTrash(db: Database, query: TrashListQuery) {
  const where = listConditions(query)
  const direction = query.orderBy === 'asc' ? asc : desc
  const order = query.sortBy ? direction(sortColumns[query.sortBy]) : desc(trashEntries.deletedAt)
  const { rows, total } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select(entryColumns)
        .from(trashEntries)
        .leftJoin(userDirectory, eq(userDirectory.id, trashEntries.deletedBy))
        .where(where)
        .orderBy(order, desc(trashEntries.id))
        .limit(limit)
        .offset(offset),
    () => db.$count(trashEntries, where),
  )
  const deleters = await db
    .selectDistinct({ id: userDirectory.id, fullName: userDirectory.fullName })
    .from(trashEntries)
    .innerJoin(userDirectory, eq(userDirectory.id, trashEntries.deletedBy))
    .orderBy(asc(userDirectory.fullName))
  return { items: rows.map(toEntry), total, deleters }
}

/** Who asks for a restore, and whether they administer everything (they restore any entry, any time). */
export interface RestoreCaller extends Restorer {
  administrator: boolean
}

type EntryWhich = { entryId: number } | { type: TrashRecordType; recordId: string }

/**
 * Restores one entry inside the caller's transaction (locked, so a restore racing a purge or another restore
 * happens once): an administrator any time; anyone else only their own delete while its undo window is open.
 * The record comes back, the entry goes, the audit trail records the restore and the live event
 * `record.restored` tells whoever may see the record.
 */
async function restoreEntry(tx: Executor, which: EntryWhich, caller: RestoreCaller): Promise<RestoredRecord> {
  const where =
    'entryId' in which
      ? eq(trashEntries.id, which.entryId)
      : and(eq(trashEntries.recordType, which.type), eq(trashEntries.recordId, which.recordId))
  const [entry] = await tx
    .select({
      id: trashEntries.id,
      type: trashEntries.recordType,
      recordId: trashEntries.recordId,
      label: trashEntries.label,
      deletedBy: trashEntries.deletedBy,
      deletedAt: trashEntries.deletedAt,
      previous: trashEntries.previous,
      undoOpen: sql<boolean>`${trashEntries.undoUntil} > now()`,
    })
    .from(trashEntries)
    .where(where)
    .for('update')
  if (!entry) throw notFound('No such record in the trash')
  const undo = !caller.administrator
  if (undo) {
    // Not an administrator: only the deleter, only within the window (the entry's existence is not hidden
    // from a colleague, who learns nothing but that it is not theirs to undo).
    if (entry.deletedBy !== caller.userId) throw forbidden()
    if (!entry.undoOpen) throw forbidden('undo_expired', 'The time to undo this delete has passed')
  }
  const audience = await handlersOf(entry.type).restore(tx, entry.recordId, caller, entry.previous)
  await tx.delete(trashEntries).where(eq(trashEntries.id, entry.id))
  await recordAudit(tx, {
    actorUserId: caller.userId,
    action: `${entry.type}.restored`,
    entityType: entry.type,
    entityId: entry.recordId,
    data: {
      label: entry.label,
      how: undo ? 'undo' : 'trash',
      deletedBy: entry.deletedBy,
      deletedAt: entry.deletedAt.toISOString(),
    },
  })
  await publishEvent(tx, {
    type: 'record.restored',
    recordType: entry.type,
    recordId: entry.recordId,
    audience,
  })
  return { type: entry.type, recordId: entry.recordId, label: entry.label }
}

/** Restores one entry in a transaction of its own (see `restoreEntry`). */
export async function restoreFromTrash(
  db: Database,
  which: EntryWhich,
  caller: RestoreCaller,
): Promise<RestoredRecord> {
  return db.transaction((tx) => restoreEntry(tx, which, caller))
}

/**
 * The undo of a bulk delete: every record comes back in ONE transaction, each under the same rules as a
 * single undo (the deleter, within the window, within their row scope), or none does.
 */
export async function restoreManyFromTrash(
  db: Database,
  { type, recordIds }: UndoMany,
  caller: RestoreCaller,
): Promise<{ restored: RestoredRecord[] }> {
  return db.transaction(async (tx) => {
    const restored: RestoredRecord[] = []
    for (const recordId of recordIds) {
      restored.push(await restoreEntry(tx, { type, recordId: String(recordId) }, caller))
    }
    return { restored }
  })
}
