import { eq, inArray } from 'drizzle-orm'
import type { AbilityRule } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { badRequest } from '../../lib/http-errors'
import { permissions, rolePermissions } from './permissions.schema'

// Issue 37: the roles feature gives a role its named permissions through these, in its own transaction.

/** The rules of named permissions, for a role about to hold them. */
export async function permissionRules(db: Executor, permissionIds: number[]): Promise<AbilityRule[]> {
  if (permissionIds.length === 0) return []
  const rows = await db
    .select({ rules: permissions.rules })
    .from(permissions)
    .where(inArray(permissions.id, [...new Set(permissionIds)]))
  return rows.flatMap((row) => row.rules)
}

/** Makes these (existing: else 400 unknown_reference, nothing written) the role's named permissions. */
export async function setPermissionsOfRole(db: Executor, roleId: number, permissionIds: number[]) {
  const unique = [...new Set(permissionIds)]
  if (unique.length > 0) {
    const found = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.id, unique))
    if (found.length !== unique.length) throw badRequest({ permissionIds: ['unknown_reference'] })
  }
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId))
  if (unique.length > 0)
    await db.insert(rolePermissions).values(unique.map((permissionId) => ({ roleId, permissionId })))
}
