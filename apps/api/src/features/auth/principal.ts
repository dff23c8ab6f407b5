import { and, eq, gt, isNull } from 'drizzle-orm'
import type { AbilityRule, RoleScope, UserData } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { effectiveRulesOf } from '../permissions'
import { roleDirectory } from '../roles'
import { userDirectory } from '../users'
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

/** The role's rules, its own and its named permissions'. */
const roleRules = effectiveRulesOf(roleDirectory)

const userDataColumns = {
  id: userDirectory.id,
  fullName: userDirectory.fullName,
  username: userDirectory.username,
  email: userDirectory.email,
  avatar: userDirectory.avatar,
  role: roleDirectory.name,
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
      rules: roleRules,
      scope: roleDirectory.scope,
      roleId: roleDirectory.id,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(userDirectory, eq(userDirectory.id, sessions.userId))
    .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(userDirectory.status, 'active'),
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
    .select({ ...userDataColumns, rules: roleRules, status: userDirectory.status })
    .from(userDirectory)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
    .where(eq(userDirectory.id, userId))
    .limit(1)
  if (!row) return null
  const { rules, status, ...userData } = row
  return { userData, rules, status }
}
