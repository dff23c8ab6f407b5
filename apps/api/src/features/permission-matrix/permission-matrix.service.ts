import { asc, eq } from 'drizzle-orm'
import { matrixRowsOf, type AbilityRule, type PermissionMatrix } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { permissionDirectory, rolePermissionLinks } from '../permissions'
import { roleDirectory } from '../roles'

/**
 * Every role's grants as the access check sees them (its own rules plus its named permissions', as
 * permissions' `effectiveRulesOf`), one row per role and subject, each with the role's row scope and sources.
 */
export async function permissionMatrix(db: Executor): Promise<PermissionMatrix> {
  const [roleRows, held] = await Promise.all([
    db
      .select({
        id: roleDirectory.id,
        name: roleDirectory.name,
        scope: roleDirectory.scope,
        rules: roleDirectory.rules,
      })
      .from(roleDirectory)
      .orderBy(asc(roleDirectory.id)),
    db
      .select({
        roleId: rolePermissionLinks.roleId,
        name: permissionDirectory.name,
        rules: permissionDirectory.rules,
      })
      .from(rolePermissionLinks)
      .innerJoin(permissionDirectory, eq(permissionDirectory.id, rolePermissionLinks.permissionId)),
  ])
  return {
    rows: roleRows.flatMap((role) =>
      matrixRowsOf({ roleId: role.id, role: role.name, scope: role.scope }, [
        ...role.rules.map((rule) => ({ rule, source: 'role' })),
        ...held
          .filter((permission) => permission.roleId === role.id)
          .flatMap((permission) =>
            (permission.rules as AbilityRule[]).map((rule) => ({ rule, source: permission.name })),
          ),
      ]),
    ),
  }
}
