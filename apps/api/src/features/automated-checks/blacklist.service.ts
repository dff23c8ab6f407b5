import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm'
import {
  analyseCurp,
  fieldError,
  normalizeRfc,
  type BlacklistEntry,
  type BlacklistKind,
  type BlacklistQuery,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { userDirectory } from '../users'
import { blacklistEntries as entries } from './automated-checks.schema'
import { badRequest, conflict, emptyNotFound } from '../../lib/http-errors'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import { recordAudit } from '../audit'
import { normalizeName } from './fuzzy-names'

/** How each kind is stored and compared: the form people write it in never matters. */
export function normalizeBlacklistValue(kind: BlacklistKind, value: string): string {
  switch (kind) {
    case 'curp':
      return value.trim().toUpperCase()
    case 'rfc':
      return normalizeRfc(value)
    case 'phone':
      // The last ten digits: +52 and spaces, dashes or parentheses are dropped.
      return value.replace(/\D/g, '').slice(-10)
    case 'email':
      return value.trim().toLowerCase()
    case 'name':
      return normalizeName(value)
  }
}

/** 400 naming `value` when it cannot be of its kind (a CURP with a bad shape, a phone without ten digits...). */
function assertValueOfKind(kind: BlacklistKind, value: string) {
  const wrong =
    (kind === 'curp' && analyseCurp(value).errors.includes('invalid_format')) ||
    (kind === 'rfc' && !/^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/.test(value)) ||
    (kind === 'phone' && value.length !== 10) ||
    (kind === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) ||
    (kind === 'name' && value.split(' ').length < 2)
  if (wrong) throw badRequest({ value: [fieldError('invalid_format')] })
}

const sortColumns = { createdAt: entries.createdAt, value: entries.value, kind: entries.kind }

export async function listBlacklist(db: Executor, query: BlacklistQuery) {
  const conditions: SQL[] = []
  if (query.kind) conditions.push(eq(entries.kind, query.kind))
  if (query.q)
    conditions.push(
      ilike(entries.value, containsPattern(normalizeBlacklistValue('name', query.q) || query.q)),
    )
  const where = conditions.length ? and(...conditions) : undefined
  const direction = query.orderBy === 'asc' ? asc : desc
  const order = query.sortBy
    ? [direction(sortColumns[query.sortBy]), direction(entries.id)]
    : [desc(entries.createdAt), desc(entries.id)]
  const { rows, ...totals } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select({ entry: entries, creatorName: userDirectory.fullName })
        .from(entries)
        .leftJoin(userDirectory, eq(userDirectory.id, entries.createdByUserId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    (cap) => countUpTo(db, entries, where, cap),
  )
  return {
    ...totals,
    items: rows.map(({ entry, creatorName }): BlacklistEntry => ({
      id: entry.id,
      kind: entry.kind,
      value: entry.value,
      reason: entry.reason,
      createdBy:
        entry.createdByUserId && creatorName ? { id: entry.createdByUserId, fullName: creatorName } : null,
      createdAt: entry.createdAt.toISOString(),
    })),
  }
}

export async function addToBlacklist(
  db: Database,
  actorUserId: number | null,
  body: { kind: BlacklistKind; value: string; reason: string },
) {
  const value = normalizeBlacklistValue(body.kind, body.value)
  assertValueOfKind(body.kind, value)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(entries)
      .values({ kind: body.kind, value, reason: body.reason, createdByUserId: actorUserId })
      .onConflictDoNothing()
      .returning({ id: entries.id })
    if (!row)
      throw conflict('already_used', 'That value is already on the blacklist', {
        value: [fieldError('already_used')],
      })
    await recordAudit(tx, {
      actorUserId,
      action: 'blacklist.add',
      entityType: 'blacklist_entry',
      entityId: row.id,
      data: { kind: body.kind, value, reason: body.reason },
    })
    return row.id
  })
}

export async function removeFromBlacklist(db: Database, actorUserId: number, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(entries).where(eq(entries.id, id)).returning()
    if (!row) throw emptyNotFound()
    await recordAudit(tx, {
      actorUserId,
      action: 'blacklist.remove',
      entityType: 'blacklist_entry',
      entityId: id,
      data: { kind: row.kind, value: row.value },
    })
  })
}
