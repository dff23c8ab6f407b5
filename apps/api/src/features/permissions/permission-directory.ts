import { QueryBuilder } from 'drizzle-orm/pg-core'
import { permissions, rolePermissions } from './permissions.schema'

// Issue 37: other features read named permissions and which roles hold them through these read models, never
// the tables; a subquery cannot be written to, and PostgreSQL pulls it up into the join.
const builder = new QueryBuilder()

/** The named permissions: name and rules. */
export const permissionDirectory = builder
  .select({ id: permissions.id, name: permissions.name, rules: permissions.rules })
  .from(permissions)
  .as('permission_directory')

/** Which roles hold which named permission. */
export const rolePermissionLinks = builder
  .select({ roleId: rolePermissions.roleId, permissionId: rolePermissions.permissionId })
  .from(rolePermissions)
  .as('role_permission_links')
