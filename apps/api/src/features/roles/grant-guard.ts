import { eq } from 'drizzle-orm'
import {
  rulesAreAdministrator,
  rulesWithin,
  scopeWithin,
  type AbilityRule,
  type RoleScope,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { roles } from './roles.schema'
import { forbidden } from '../../lib/http-errors'
import { effectiveRulesOf } from '../permissions'

/** Who is granting: their rules and row-level scope as the database has them now (the principal). */
export interface Grantor {
  userId: number
  rules: AbilityRule[]
  scope: RoleScope
}

const ADMIN_ONLY = 'Only an administrator may change an administrator'
const EXCEEDS = 'You may not grant rights beyond your own'

/** A role's effective rules (its own and its permissions') and scope; null when there is no such role. */
export async function roleGrants(db: Executor, roleId: number) {
  const [row] = await db
    .select({ rules: effectiveRulesOf(roles), scope: roles.scope, key: roles.key, version: roles.version })
    .from(roles)
    .where(eq(roles.id, roleId))
  return row ?? null
}

/**
 * Refuses (403) a grant of rules or scope beyond the grantor's own: a rule set is within the grantor's
 * when each rule is allowed by theirs; 'all' records is wider than 'own-allies'.
 */
export function assertWithinGrantor(grantor: Grantor, rules: AbilityRule[], scope: RoleScope = 'own-allies') {
  if (rulesAreAdministrator(rules) && !rulesAreAdministrator(grantor.rules))
    throw forbidden('administrator_only', ADMIN_ONLY)
  if (!rulesWithin(rules, grantor.rules) || !scopeWithin(scope, grantor.scope))
    throw forbidden('exceeds_own_rights', EXCEEDS)
}

/** Refuses giving a role whose rules or scope exceed the grantor's (a user's roleId). */
export async function assertMayGiveRole(db: Executor, grantor: Grantor, roleId: number) {
  const role = await roleGrants(db, roleId)
  if (role) assertWithinGrantor(grantor, role.rules, role.scope)
}
