import { asc, eq } from 'drizzle-orm'
import { matrixRowsOf, type AbilityRule, type PermissionMatrix } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { permissions, rolePermissions, roles } from '../../db/schema'

/**
 * Every role's grants as the access check sees them (its own rules plus its named permissions', as
 * auth's `effectiveRules`), one row per role and subject, each with the role's row scope and sources.
 */
export async function permissionMatrix(db: Executor): Promise<PermissionMatrix> {
  const [roleRows, held] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name, scope: roles.scope, rules: roles.rules })
      .from(roles)
      .orderBy(asc(roles.id)),
    db
      .select({ roleId: rolePermissions.roleId, name: permissions.name, rules: permissions.rules })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId)),
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
