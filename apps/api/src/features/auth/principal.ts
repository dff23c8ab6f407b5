import { and, eq, gt, isNull } from 'drizzle-orm'
import type { AbilityRule, UserData } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { roles, sessions, users } from '../../db/schema'

/** The caller of a request: who they are, their session and their rules as the database has them now. */
export interface Principal {
  userId: number
  sessionId: string
  userData: UserData
  rules: AbilityRule[]
}

export const userDataColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  avatar: users.avatar,
  role: roles.name,
}

/** Loads the principal for a verified token; null when the session was revoked or expired, or the user is not active. */
export async function loadPrincipal(
  db: Executor,
  userId: number,
  sessionId: string,
): Promise<Principal | null> {
  const [row] = await db
    .select({ ...userDataColumns, rules: roles.rules })
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
  const { rules, ...userData } = row
  return { userId, sessionId, userData, rules }
}

/** The user's data and current rules, for answers that hand them to the client. */
export async function loadUserSnapshot(db: Executor, userId: number) {
  const [row] = await db
    .select({ ...userDataColumns, rules: roles.rules, status: users.status })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1)
  if (!row) return null
  const { rules, status, ...userData } = row
  return { userData, rules, status }
}
