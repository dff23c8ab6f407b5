import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { badRequest, conflict } from '../../lib/http-errors'
import { acceptedTotpStep, newRecoveryCodes, newTotpSecret } from '../auth'
import { recordAudit } from '../audit'

/** Stores a new, not yet confirmed secret (a second set-up replaces the first); refused while it is on. */
export async function startTwoFactorSetup(db: Database, userId: number) {
  const [user] = await db
    .select({ enabled: users.twoFactorEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
  if (user?.enabled) throw conflict('two_factor_on', 'Two-step sign-in is already on; turn it off first')
  const secret = newTotpSecret()
  await db.update(users).set({ twoFactorSecret: secret, twoFactorLastStep: null }).where(eq(users.id, userId))
  return secret
}

/** Turns it on when the code matches the stored secret; answers the recovery codes (shown once). */
export async function enableTwoFactor(db: Database, userId: number, code: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user?.twoFactorSecret) throw badRequest({ code: ['setup_first'] })
  if (user.twoFactorEnabledAt) throw conflict('two_factor_on', 'Two-step sign-in is already on')
  const step = acceptedTotpStep(user.twoFactorSecret, code, user.twoFactorLastStep)
  if (step === null) throw badRequest({ code: ['invalid_code'] }, 'Invalid code')
  const recovery = newRecoveryCodes()
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        twoFactorEnabledAt: new Date(),
        twoFactorLastStep: step,
        twoFactorRecoveryCodes: recovery.hashes,
      })
      .where(eq(users.id, userId))
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'account.two_factor_enabled',
      entityType: 'user',
      entityId: userId,
    })
  })
  return recovery.codes
}

/** Turns it off and forgets the secret and the recovery codes. */
export async function disableTwoFactor(db: Database, userId: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        twoFactorEnabledAt: null,
        twoFactorSecret: null,
        twoFactorLastStep: null,
        twoFactorRecoveryCodes: [],
      })
      .where(eq(users.id, userId))
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'account.two_factor_disabled',
      entityType: 'user',
      entityId: userId,
    })
  })
}
