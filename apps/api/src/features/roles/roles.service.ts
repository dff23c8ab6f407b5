import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { RoleRequest, RoleScope } from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { roles } from './roles.schema'
import { conflict, notFound, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { principalsChanged } from '../auth'
import { permissionRules, rolePermissionLinks, setPermissionsOfRole } from '../permissions'
import { userDirectory, withAdministratorsKept } from '../users'
import { assertWithinGrantor, roleGrants, type Grantor } from './grant-guard'

const MEMBERS_SHOWN = 4

// Each in a chunk of its own: a select from one table (roles) writes its fields' top-level columns without
// their table, and `id` inside these subqueries would then be the member's, not the role's.
const permissionIdsOfRole = sql`select array_agg(${rolePermissionLinks.permissionId} order by ${rolePermissionLinks.permissionId})
  from ${rolePermissionLinks} where ${rolePermissionLinks.roleId} = ${roles.id}`
const membersOfRole = sql`select jsonb_agg(m) from (
  select ${userDirectory.id} as id, ${userDirectory.fullName} as "fullName", ${userDirectory.avatar} as avatar
  from ${userDirectory} where ${userDirectory.roleId} = ${roles.id} and ${userDirectory.deletedAt} is null
  order by ${userDirectory.id} limit ${MEMBERS_SHOWN}) m`

/** Roles with their rules, permissions and a few members; one role when `id` is given. */
export async function listRoles(db: Executor, id?: number) {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      rules: roles.rules,
      scope: roles.scope,
      key: roles.key,
      version: roles.version,
      permissionIds: sql<number[]>`coalesce((${permissionIdsOfRole}), '{}')`,
      userCount: db.$count(
        userDirectory,
        and(eq(userDirectory.roleId, roles.id), isNull(userDirectory.deletedAt)),
      ),
      members: sql<
        { id: number; fullName: string; avatar: string | null }[]
      >`coalesce((${membersOfRole}), '[]'::jsonb)`,
    })
    .from(roles)
    .where(id === undefined ? undefined : eq(roles.id, id))
    .orderBy(asc(roles.id))
  return rows
}

async function assertNameFree(tx: Transaction, name: string, exceptId = 0) {
  const [clash] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(sql`lower(${roles.name})`, name.toLowerCase()), ne(roles.id, exceptId)))
  if (clash) throw conflict('already_used', 'A role with this name exists', { name: ['already_used'] })
}

async function setRolePermissions(tx: Transaction, roleId: number, permissionIds: number[]) {
  await setPermissionsOfRole(tx, roleId, permissionIds)
  // Signed-in holders of the role must not keep its old rules (the trigger tells the other instances).
  principalsChanged({ role: roleId })
}

/** Refuses a role whose rules (its own and its permissions') or scope exceed the grantor's. */
async function assertGrantable(tx: Transaction, grantor: Grantor, body: RoleRequest, scope: RoleScope) {
  const rules = [...body.rules, ...(await permissionRules(tx, body.permissionIds))]
  assertWithinGrantor(grantor, rules, scope)
}

/** Roles are data: name, description, CASL rules and named permissions. */
export class RoleService {
  constructor(private readonly db: Database) {}

  async create(grantor: Grantor, body: RoleRequest) {
    const actorUserId = grantor.userId
    return this.db.transaction(async (tx) => {
      const scope = body.scope ?? 'all'
      await assertGrantable(tx, grantor, body, scope)
      await assertNameFree(tx, body.name)
      const [role] = await tx
        .insert(roles)
        .values({ name: body.name, description: body.description, rules: body.rules, scope })
        .returning({ id: roles.id })
      await setRolePermissions(tx, role!.id, body.permissionIds)
      await recordAudit(tx, {
        actorUserId,
        action: 'role.created',
        entityType: 'role',
        entityId: role!.id,
        data: body,
      })
      return role!.id
    })
  }

  async update(grantor: Grantor, id: number, body: RoleRequest & { version: number }) {
    const actorUserId = grantor.userId
    await withAdministratorsKept(this.db, actorUserId, async (tx) => {
      const current = await roleGrants(tx, id)
      if (!current) throw notFound('Role not found')
      // Only who holds everything the role gives may change it, and only to what they hold.
      assertWithinGrantor(grantor, current.rules, current.scope)
      const scope = body.scope ?? current.scope
      await assertGrantable(tx, grantor, body, scope)
      if (current.version !== body.version) throw staleVersion()
      await assertNameFree(tx, body.name, id)
      await tx
        .update(roles)
        .set({
          name: body.name,
          description: body.description,
          rules: body.rules,
          scope,
          version: body.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(roles.id, id))
      principalsChanged({ role: id })
      await setRolePermissions(tx, id, body.permissionIds)
      await recordAudit(tx, {
        actorUserId,
        action: 'role.updated',
        entityType: 'role',
        entityId: id,
        data: body,
      })
    })
  }

  async delete(grantor: Grantor, id: number) {
    const actorUserId = grantor.userId
    await this.db.transaction(async (tx) => {
      const [role] = await tx
        .select({ id: roles.id, name: roles.name, key: roles.key })
        .from(roles)
        .where(eq(roles.id, id))
      if (!role) throw notFound('Role not found')
      const grants = (await roleGrants(tx, id))!
      assertWithinGrantor(grantor, grants.rules, grants.scope)
      // Code finds system roles by key (sign-up gives 'registered'): they stay.
      if (role.key)
        throw conflict('system_role', 'A system role cannot be deleted', { _root: ['system_role'] })
      const count = await tx.$count(userDirectory, eq(userDirectory.roleId, id))
      if (count > 0)
        throw conflict('role_has_users', 'The role still has users; give them another role first', {
          _root: [`role_has_users:${count}`],
        })
      await tx.delete(roles).where(eq(roles.id, id))
      await recordAudit(tx, {
        actorUserId,
        action: 'role.deleted',
        entityType: 'role',
        entityId: id,
        data: { name: role.name },
      })
    })
  }
}
