import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { users } from './users.schema'

// Issue 37: a staff member's two-step sign-in fields live in the users table; the account feature sets them up
// and turns them on and off, and auth's second sign-in step checks and spends them, through these.

/**
 * The secret (set up or on), when it was turned on, the last accepted time step and the unused recovery codes'
 * hashes; undefined: no such user.
 */
export async function twoFactorStateOf(db: Executor, userId: number) {
  const [user] = await db
    .select({
      secret: users.twoFactorSecret,
      enabledAt: users.twoFactorEnabledAt,
      lastStep: users.twoFactorLastStep,
      recoveryCodes: users.twoFactorRecoveryCodes,
    })
    .from(users)
    .where(eq(users.id, userId))
  return user
}

/** Stores a new, not yet confirmed secret (replacing any earlier one). */
export async function storeTwoFactorSecret(db: Executor, userId: number, secret: string) {
  await db.update(users).set({ twoFactorSecret: secret, twoFactorLastStep: null }).where(eq(users.id, userId))
}

/** Turns it on, remembering the accepted step and the recovery codes' hashes. */
export async function turnTwoFactorOn(db: Executor, userId: number, step: number, recoveryHashes: string[]) {
  await db
    .update(users)
    .set({ twoFactorEnabledAt: new Date(), twoFactorLastStep: step, twoFactorRecoveryCodes: recoveryHashes })
    .where(eq(users.id, userId))
}

/** A second sign-in step was passed: with a code of this time step, or with a recovery code now spent. */
export async function recordSecondStep(
  db: Executor,
  userId: number,
  passed: { step: number } | { remainingRecoveryCodes: string[] },
) {
  await db
    .update(users)
    .set(
      'step' in passed
        ? { twoFactorLastStep: passed.step }
        : { twoFactorRecoveryCodes: passed.remainingRecoveryCodes },
    )
    .where(eq(users.id, userId))
}

/** Turns it off and forgets the secret and the recovery codes. */
export async function turnTwoFactorOff(db: Executor, userId: number) {
  await db
    .update(users)
    .set({
      twoFactorEnabledAt: null,
      twoFactorSecret: null,
      twoFactorLastStep: null,
      twoFactorRecoveryCodes: [],
    })
    .where(eq(users.id, userId))
}
