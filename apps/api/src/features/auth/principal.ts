import { and, eq, gt, isNull, sql, type SQLWrapper } from 'drizzle-orm'
import type { AbilityRule, RoleScope, UserData } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { roles, users } from '../../db/schema'
import { sessions } from './auth.schema'

/** The caller of a request: who they are, their session and their rules as the database has them now. */
export interface Principal {
  userId: number
  sessionId: string
  userData: UserData
  rules: AbilityRule[]
  /** Row-level scope of the user's role: which allies' records they see. */
  scope: RoleScope
}

/** A role's rules: its own plus those of the named permissions it holds. */
export const effectiveRulesOf = (role: { id: SQLWrapper; rules: SQLWrapper }) => sql<
  AbilityRule[]
>`(select coalesce(jsonb_agg(distinct rule), '[]'::jsonb) from (
  select jsonb_array_elements(${role.rules}) as rule
  union all
  select jsonb_array_elements(p.rules) from role_permissions rp join permissions p on p.id = rp.permission_id
  where rp.role_id = ${role.id}) as granted)`

/** The same, for a query that joins the roles table itself (auth's own). */
export const effectiveRules = effectiveRulesOf({ id: sql`"roles"."id"`, rules: sql`"roles"."rules"` })

export const userDataColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  avatar: users.avatar,
  role: roles.name,
}

/** A principal with what decides how long it stays true: its role (rules and scope) and the session's expiry. */
export interface PrincipalState {
  principal: Principal
  roleId: number
  sessionExpiresAt: Date
}

/** Loads the principal and its state for a verified token; null when the session ended or the user is not active. */
export async function loadPrincipalState(
  db: Executor,
  userId: number,
  sessionId: string,
): Promise<PrincipalState | null> {
  const [row] = await db
    .select({
      ...userDataColumns,
      rules: effectiveRules,
      scope: roles.scope,
      roleId: roles.id,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
  if (!row) return null
  const { rules, scope, roleId, sessionExpiresAt, ...userData } = row
  return { principal: { userId, sessionId, userData, rules, scope }, roleId, sessionExpiresAt }
}

/** Loads the principal for a verified token; null when the session was revoked or expired, or the user is not active. */
export async function loadPrincipal(
  db: Executor,
  userId: number,
  sessionId: string,
): Promise<Principal | null> {
  return (await loadPrincipalState(db, userId, sessionId))?.principal ?? null
}

/** The user's data and current rules, for answers that hand them to the client. */
export async function loadUserSnapshot(db: Executor, userId: number) {
  const [row] = await db
    .select({ ...userDataColumns, rules: effectiveRules, status: users.status })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1)
  if (!row) return null
  const { rules, status, ...userData } = row
  return { userData, rules, status }
}
