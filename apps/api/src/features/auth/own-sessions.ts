import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { sessions } from './auth.schema'
import type { RevokeReason } from './sessions'

// Issue 37: what the account page does with a user's own sessions, for the account feature.

/** The user's live sessions, most recently used first. */
export async function liveSessionsOf(db: Executor, userId: number) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastUsedAt))
}

/** Whether this session is the user's and not yet ended. */
export async function isOwnOpenSession(db: Executor, userId: number, sessionId: string) {
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  return session !== undefined
}

/** Ends every open session of the user but the one given (a password change keeps the one making it). */
export async function revokeOtherSessions(
  db: Executor,
  userId: number,
  keptSessionId: string,
  reason: RevokeReason,
) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)))
}
