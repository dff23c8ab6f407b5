import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { SessionResponse } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { oneTimeTokens, refreshTokens, sessions } from './auth.schema'
import { deleteInBatches } from '../../lib/batched-delete'
import { unauthorized } from '../../lib/http-errors'
import { hashToken, newOpaqueToken } from '../../lib/secure-token'
import type { AccessTokens } from './access-token'
import { loadUserSnapshot } from './principal'
import { principalsChanged } from './principal-cache'

/** A session lives at most this long, however often it is refreshed (absolute expiry). */
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000

export interface ClientInfo {
  userAgent: string
  ip: string
}

export type RevokeReason =
  'logout' | 'reuse_detected' | 'password_changed' | 'user_disabled' | 'revoked_by_user' | 'two_factor_reset'

/** Sign-in sessions with rotating refresh tokens (RFC 9700 §4.14.2). */
export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly accessTokens: AccessTokens,
  ) {}

  /** Opens a session for a user who has proven who they are, and answers the spec's token payload. */
  async open(userId: number, client: ClientInfo): Promise<SessionResponse> {
    const snapshot = await loadUserSnapshot(this.db, userId)
    if (!snapshot || snapshot.status !== 'active') throw unauthorized()
    const sessionId = randomUUID()
    const refreshToken = newOpaqueToken()
    await this.db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        id: sessionId,
        userId,
        userAgent: client.userAgent.slice(0, 500),
        ip: client.ip,
        expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_TTL_MS),
      })
      await tx.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId })
    })
    return {
      accessToken: await this.accessTokens.sign({ userId, sessionId }),
      refreshToken,
      userAbilityRules: snapshot.rules,
      userData: snapshot.userData,
    }
  }

  /**
   * Exchanges a refresh token for a new pair. A token presented a second time means it leaked:
   * the whole session (every token of the family, the newest too) is revoked.
   */
  async rotate(presentedToken: string, client: ClientInfo): Promise<SessionResponse> {
    const tokenHash = hashToken(presentedToken)
    const newRefreshToken = newOpaqueToken()
    const outcome = await this.db.transaction(async (tx) => {
      const [token] = await tx
        .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1)
      if (!token) return { ok: false as const }
      // Marking it used only if still unused makes two racing refreshes with one token detect each other.
      const claimed = await tx
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId })
      if (claimed.length === 0) {
        await revokeSession(tx, token.sessionId, 'reuse_detected')
        return { ok: false as const }
      }
      const [session] = await tx
        .update(sessions)
        .set({ lastUsedAt: new Date(), userAgent: client.userAgent.slice(0, 500), ip: client.ip })
        .where(
          and(
            eq(sessions.id, token.sessionId),
            isNull(sessions.revokedAt),
            sql`${sessions.expiresAt} > now()`,
          ),
        )
        .returning({ id: sessions.id, userId: sessions.userId })
      if (!session) return { ok: false as const }
      await tx.insert(refreshTokens).values({ tokenHash: hashToken(newRefreshToken), sessionId: session.id })
      return { ok: true as const, sessionId: session.id, userId: session.userId }
    })
    if (!outcome.ok) throw unauthorized('Invalid refresh token')
    const snapshot = await loadUserSnapshot(this.db, outcome.userId)
    if (!snapshot || snapshot.status !== 'active') throw unauthorized('Invalid refresh token')
    return {
      accessToken: await this.accessTokens.sign({ userId: outcome.userId, sessionId: outcome.sessionId }),
      refreshToken: newRefreshToken,
      userAbilityRules: snapshot.rules,
      userData: snapshot.userData,
    }
  }
}

/**
 * In-process notice that sessions ended ('session' with its id, 'user' with the user id), so long-lived
 * streams of this instance close at once; they also re-check the session on a timer for the rest.
 */
export const endedSessions = new EventEmitter().setMaxListeners(0)

export async function revokeSession(db: Executor, sessionId: string, reason: RevokeReason) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
  principalsChanged({ session: sessionId })
  endedSessions.emit('session', sessionId)
}

/** Ends every session of a user (password changed, user disabled). */
export async function revokeAllSessionsOfUser(db: Executor, userId: number, reason: RevokeReason) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  principalsChanged({ user: userId })
  endedSessions.emit('user', userId)
}

/**
 * Retention: sessions that expired or were revoked before `before` (their refresh tokens go with them, by
 * cascade) and one-time tokens that expired before it. A live session is never touched. Answers the count.
 */
export async function purgeExpiredSessions(
  executor: Executor,
  { before, signal }: { before: Date; signal?: AbortSignal },
) {
  const sessionsGone = await deleteInBatches(executor, {
    table: sessions,
    key: [sessions.id],
    where: or(
      lt(sessions.expiresAt, before),
      and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before)),
    )!,
    signal,
  })
  const tokensGone = await deleteInBatches(executor, {
    table: oneTimeTokens,
    key: [oneTimeTokens.tokenHash],
    where: lt(oneTimeTokens.expiresAt, before),
    signal,
  })
  return sessionsGone + tokensGone
}
