import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { AbilityRule } from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { roleDirectory } from '../roles'
import { permissions, rolePermissions } from './permissions.schema'
import { badRequest, conflict, notFound, staleVersion } from '../../lib/http-errors'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern, escapeLike, sortableText } from '../../lib/sql-text'
import { recordAudit } from '../audit'
import { principalsChanged } from '../auth'
import { assertWithinGrantor, roleGrants, type Grantor } from '../roles'
import { withAdministratorsKept } from '../users'

/** "14 Apr 2021, 8:43 PM" (spec §3), in Mexico City time. */
const createdDate = sql<string>`to_char(${permissions.createdAt} at time zone 'America/Mexico_City', 'FMDD Mon YYYY, FMHH12:MI AM')`
/** The same instant for screens to write in the reader's language (issue 38: "Apr", "PM" read as English). */
const createdAt = sql<string>`to_char(${permissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
const assignedTo = sql<
  string[]
>`coalesce((select array_agg(${roleDirectory.name} order by ${roleDirectory.name}) from role_permissions rp join ${roleDirectory} on ${roleDirectory.id} = rp.role_id where rp.permission_id = "permissions"."id"), '{}')`
const roleIds = sql<
  number[]
>`coalesce((select array_agg(rp.role_id order by rp.role_id) from role_permissions rp where rp.permission_id = "permissions"."id"), '{}')`

const permissionColumns = {
  id: permissions.id,
  name: permissions.name,
  assignedTo,
  createdDate,
  createdAt,
  rules: permissions.rules,
  roleIds,
  version: permissions.version,
}

export interface PermissionListQuery {
  q?: string | undefined
  sortBy?: 'name' | undefined
  orderBy?: 'asc' | 'desc' | undefined
  page: number
  itemsPerPage: number
}

/** GET /api/apps/permissions (spec §7). */
export async function listPermissions(db: Executor, query: PermissionListQuery) {
  let where: SQL | undefined
  if (query.q) {
    const needle = query.q.toLowerCase()
    where = sql`(lower(${permissions.name}) like ${containsPattern(needle)}
      or lower(${createdDate}) like ${containsPattern(needle)}
      or exists (select 1 from role_permissions rp join ${roleDirectory} on ${roleDirectory.id} = rp.role_id
                 where rp.permission_id = "permissions"."id" and lower(${roleDirectory.name}) like ${`${escapeLike(needle)}%`}))`
  }
  const order =
    query.sortBy === 'name'
      ? [(query.orderBy === 'desc' ? desc : asc)(sortableText(permissions.name))]
      : [asc(permissions.id)]
  const { rows, total, totalCapped } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select(permissionColumns)
        .from(permissions)
        .where(where)
        .orderBy(...order, asc(permissions.id))
        .limit(limit)
        .offset(offset),
    (cap) => countUpTo(db, permissions, where, cap),
  )
  return { permissions: rows, totalPermissions: total, totalCapped }
}

export async function findPermission(db: Executor, id: number) {
  const [row] = await db.select(permissionColumns).from(permissions).where(eq(permissions.id, id))
  return row ?? null
}

/**
 * Gives the permission to exactly these roles. A role that gains or loses it must itself be within the
 * grantor's rights: who may not edit a role may not change what it holds through its permissions.
 */
async function assignToRoles(tx: Transaction, grantor: Grantor, permissionId: number, ids: number[]) {
  const unique = [...new Set(ids)]
  if (unique.length > 0) {
    const found = await tx
      .select({ id: roleDirectory.id })
      .from(roleDirectory)
      .where(inArray(roleDirectory.id, unique))
    if (found.length !== unique.length) throw badRequest({ roleIds: ['unknown_reference'] })
  }
  const before = await tx
    .select({ roleId: rolePermissions.roleId })
    .from(rolePermissions)
    .where(eq(rolePermissions.permissionId, permissionId))
  const held = new Set(before.map((row) => row.roleId))
  const changed = [
    ...unique.filter((roleId) => !held.has(roleId)),
    ...[...held].filter((roleId) => !unique.includes(roleId)),
  ]
  for (const roleId of changed) {
    const role = await roleGrants(tx, roleId)
    if (role) assertWithinGrantor(grantor, role.rules, role.scope)
  }
  await tx.delete(rolePermissions).where(eq(rolePermissions.permissionId, permissionId))
  for (const roleId of changed) principalsChanged({ role: roleId })
  if (unique.length > 0)
    await tx.insert(rolePermissions).values(unique.map((roleId) => ({ roleId, permissionId })))
}

async function assertNameFree(tx: Transaction, name: string, exceptId = 0) {
  const [clash] = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(sql`lower(${permissions.name})`, name.toLowerCase()), ne(permissions.id, exceptId)))
  if (clash) throw conflict('already_used', 'A permission with this name exists', { name: ['already_used'] })
}

interface PermissionBody {
  name: string
  rules: AbilityRule[]
  roleIds: number[]
}

/** Named permissions; a change reaches the server's checks at once (rules are read on every request). */
export class PermissionService {
  constructor(private readonly db: Database) {}

  async create(grantor: Grantor, body: PermissionBody) {
    const actorUserId = grantor.userId
    assertWithinGrantor(grantor, body.rules)
    return this.db.transaction(async (tx) => {
      await assertNameFree(tx, body.name)
      const [created] = await tx
        .insert(permissions)
        .values({ name: body.name, rules: body.rules })
        .returning({ id: permissions.id })
      await assignToRoles(tx, grantor, created!.id, body.roleIds)
      await recordAudit(tx, {
        actorUserId,
        action: 'permission.created',
        entityType: 'permission',
        entityId: created!.id,
        data: { ...body },
      })
      return created!.id
    })
  }

  async update(grantor: Grantor, id: number, body: PermissionBody & { version: number }) {
    const actorUserId = grantor.userId
    assertWithinGrantor(grantor, body.rules)
    await withAdministratorsKept(this.db, actorUserId, async (tx) => {
      const [current] = await tx
        .select({ version: permissions.version, rules: permissions.rules })
        .from(permissions)
        .where(eq(permissions.id, id))
      if (!current) throw notFound('Permission not found')
      assertWithinGrantor(grantor, current.rules)
      if (current.version !== body.version) throw staleVersion()
      await assertNameFree(tx, body.name, id)
      await tx
        .update(permissions)
        .set({ name: body.name, rules: body.rules, version: body.version + 1, updatedAt: new Date() })
        .where(eq(permissions.id, id))
      // Every role holding the permission changes: signed-in principals are reloaded.
      principalsChanged({ everyone: true })
      await assignToRoles(tx, grantor, id, body.roleIds)
      await recordAudit(tx, {
        actorUserId,
        action: 'permission.updated',
        entityType: 'permission',
        entityId: id,
        data: { ...body },
      })
    })
  }

  async delete(grantor: Grantor, id: number) {
    const actorUserId = grantor.userId
    await withAdministratorsKept(this.db, actorUserId, async (tx) => {
      const [current] = await tx
        .select({ rules: permissions.rules })
        .from(permissions)
        .where(eq(permissions.id, id))
      if (current) assertWithinGrantor(grantor, current.rules)
      principalsChanged({ everyone: true })
      const [deleted] = await tx
        .delete(permissions)
        .where(eq(permissions.id, id))
        .returning({ name: permissions.name })
      if (!deleted) throw notFound('Permission not found')
      await recordAudit(tx, {
        actorUserId,
        action: 'permission.deleted',
        entityType: 'permission',
        entityId: id,
        data: deleted,
      })
    })
  }
}
