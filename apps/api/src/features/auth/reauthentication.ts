import type { Database } from '../../db/client'
import { badRequest } from '../../lib/http-errors'
import { passwordHashOf } from '../users'
import { verifyPassword } from './passwords'
import { REAUTHENTICATION_POLICY, Throttle, throttleKeys } from './sign-in-throttle'

/**
 * Asks a signed-in user for their password again before a sensitive change (ASVS 5.0 V7.5.1): a wrong
 * one is a 400 on `field`, and repeated wrong ones are throttled per account (429 with Retry-After), so
 * a stolen access token cannot be used to guess the password.
 */
export async function confirmCurrentPassword(
  db: Database,
  userId: number,
  password: string,
  field = 'currentPassword',
) {
  const throttle = new Throttle(db)
  const key = throttleKeys.reauthentication(userId)
  await throttle.assertAllowed(key)
  if (!(await verifyPassword(await passwordHashOf(db, userId), password))) {
    await throttle.recordFailure(key, REAUTHENTICATION_POLICY)
    throw badRequest({ [field]: ['wrong_password'] })
  }
  await throttle.clear(key)
}
