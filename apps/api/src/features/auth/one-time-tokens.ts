import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { oneTimeTokens, type OneTimeTokenPurpose } from '../../db/schema'
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
