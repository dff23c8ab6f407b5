import type { Database } from '../../db/client'
import { badRequest, conflict } from '../../lib/http-errors'
import { acceptedTotpStep, newRecoveryCodes, newTotpSecret } from '../auth'
import { recordAudit } from '../audit'
import { storeTwoFactorSecret, turnTwoFactorOff, turnTwoFactorOn, twoFactorStateOf } from '../users'

/** Stores a new, not yet confirmed secret (a second set-up replaces the first); refused while it is on. */
export async function startTwoFactorSetup(db: Database, userId: number) {
  const user = await twoFactorStateOf(db, userId)
  if (user?.enabledAt) throw conflict('two_factor_on', 'Two-step sign-in is already on; turn it off first')
  const secret = newTotpSecret()
  await storeTwoFactorSecret(db, userId, secret)
  return secret
}

/** Turns it on when the code matches the stored secret; answers the recovery codes (shown once). */
export async function enableTwoFactor(db: Database, userId: number, code: string) {
  const user = await twoFactorStateOf(db, userId)
  if (!user?.secret) throw badRequest({ code: ['setup_first'] })
  if (user.enabledAt) throw conflict('two_factor_on', 'Two-step sign-in is already on')
  const step = acceptedTotpStep(user.secret, code, user.lastStep)
  if (step === null) throw badRequest({ code: ['invalid_code'] }, 'Invalid code')
  const recovery = newRecoveryCodes()
  await db.transaction(async (tx) => {
    await turnTwoFactorOn(tx, userId, step, recovery.hashes)
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
    await turnTwoFactorOff(tx, userId)
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'account.two_factor_disabled',
      entityType: 'user',
      entityId: userId,
    })
  })
}
