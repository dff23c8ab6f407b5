import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { oneTimeTokens, type OneTimeTokenPurpose } from './auth.schema'
import { hashToken, newOpaqueToken } from '../../lib/secure-token'

const TTL_MS: Record<OneTimeTokenPurpose, number> = {
  reset_password: 60 * 60 * 1000,
  verify_email: 7 * 24 * 60 * 60 * 1000,
  two_step_challenge: 5 * 60 * 1000,
}

export async function issueOneTimeToken(
  db: Executor,
  userId: number,
  purpose: OneTimeTokenPurpose,
  ttlMs = TTL_MS[purpose],
) {
  const token = newOpaqueToken()
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  })
  return token
}

/** Uses a token once: the user id when it was valid, unused and unexpired; null otherwise. */
export async function consumeOneTimeToken(db: Executor, token: string, purpose: OneTimeTokenPurpose) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId })
  return row?.userId ?? null
}

/** Reads a token without using it (a two-step challenge stays usable until a right code arrives). */
export async function peekOneTimeToken(db: Executor, token: string, purpose: OneTimeTokenPurpose) {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .limit(1)
  return row?.userId ?? null
}

/**
 * Revokes every outstanding token of the user for these purposes (a newer reset link, a password change,
 * a completed reset or an e-mail change make older reset and invitation links worthless).
 */
export async function revokeOneTimeTokens(
  db: Executor,
  userId: number,
  purposes: readonly OneTimeTokenPurpose[] = ['reset_password'],
) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        inArray(oneTimeTokens.purpose, [...purposes]),
        isNull(oneTimeTokens.usedAt),
      ),
    )
}

/** Wrong codes a two-step challenge takes before it is spent and the client must sign in again. */
export const CHALLENGE_MAX_ATTEMPTS = 5

/**
 * Counts a wrong code against a challenge; at the limit the challenge is used up. Answers whether the
 * challenge is still usable.
 */
export async function recordWrongChallengeCode(db: Executor, token: string): Promise<boolean> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({
      attempts: sql`${oneTimeTokens.attempts} + 1`,
      usedAt: sql`case when ${oneTimeTokens.attempts} + 1 >= ${CHALLENGE_MAX_ATTEMPTS} then now() else null end`,
    })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, 'two_step_challenge'),
        isNull(oneTimeTokens.usedAt),
      ),
    )
    .returning({ attempts: oneTimeTokens.attempts })
  return row !== undefined && row.attempts < CHALLENGE_MAX_ATTEMPTS
}
