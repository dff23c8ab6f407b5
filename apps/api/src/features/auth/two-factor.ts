import { randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { hashToken } from '../../lib/secure-token'

const PERIOD_SECONDS = 30
const ISSUER = 'Mesa'

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

export function totpFor(secret: string, email: string) {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

/**
 * Checks a TOTP code with one step of clock drift either way. Answers the time step it belongs to,
 * or null; the caller refuses a step not newer than the last one accepted (no code works twice).
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    period: PERIOD_SECONDS,
    timestamp: now,
    window: 1,
  })
  if (delta === null) return null
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta
  return lastStep !== null && step <= lastStep ? null : step
}

/** Ten single-use recovery codes like "7f3a-91c2-0b5e"; only their hashes are stored. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: 10 }, () =>
    randomBytes(6)
      .toString('hex')
      .replace(/(.{4})(?=.)/g, '$1-'),
  )
  return { codes, hashes: codes.map(hashRecoveryCode) }
}

export const hashRecoveryCode = (code: string) => hashToken(code.trim().toLowerCase())
