import { QueryBuilder } from 'drizzle-orm/pg-core'
import { roles } from './roles.schema'

// Issue 37: other features read roles through this read model, never the roles table; a subquery cannot be
// written to, and PostgreSQL pulls it up into the join, so plans stay those of the table.
/** Roles as other features see them: name, description, system key, row scope and own rules. */
export const roleDirectory = new QueryBuilder()
  .select({
    id: roles.id,
    name: roles.name,
    description: roles.description,
    key: roles.key,
    scope: roles.scope,
    rules: roles.rules,
  })
  .from(roles)
  .as('role_directory')
