import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { signInThrottle } from './auth.schema'
import { tooManyRequests } from '../../lib/http-errors'

/**
 * How failures on one key slow further attempts: from the `after`-th failure within `windowMs`, each
 * failure blocks the key for `baseSeconds`, doubling with every further failure, up to `maxSeconds`.
 */
export interface ThrottlePolicy {
  after: number
  baseSeconds: number
  maxSeconds: number
  windowMs: number
}

const WINDOW_MS = 15 * 60 * 1000

/**
 * Progressive delay instead of a hard lock (issue 9 item 5, OWASP ASVS 5.0 V6.3.1):
 * - account and client address together: an attacker at one address is slowed after 5 failures, and the
 *   owner signing in from elsewhere is not affected;
 * - the account alone: gentler and much later, so guessing spread over many addresses is still slowed
 *   without a few failures locking the owner out.
 * No key is per address alone: failures on other accounts never block a correct sign-in behind the same
 * address (a NAT or a proxy).
 */
export const PASSWORD_POLICIES = {
  accountAndAddress: { after: 5, baseSeconds: 15, maxSeconds: 15 * 60, windowMs: WINDOW_MS },
  account: { after: 20, baseSeconds: 2, maxSeconds: 60, windowMs: WINDOW_MS },
} as const satisfies Record<string, ThrottlePolicy>

/**
 * Wrong second-step codes per account, counted apart from the password: a correct password does not
 * clear them, only a completed sign-in does (issue 9 item 4).
 */
export const SECOND_FACTOR_POLICY: ThrottlePolicy = {
  after: 10,
  baseSeconds: 60,
  maxSeconds: 15 * 60,
  windowMs: WINDOW_MS,
}

/** Wrong current passwords when confirming a sensitive account change (two-step set-up). */
export const REAUTHENTICATION_POLICY: ThrottlePolicy = {
  after: 5,
  baseSeconds: 30,
  maxSeconds: 15 * 60,
  windowMs: WINDOW_MS,
}

const normalEmail = (email: string) => email.trim().toLowerCase()
export const throttleKeys = {
  account: (email: string) => `account:${normalEmail(email)}`,
  accountAndAddress: (email: string, ip: string) => `account-ip:${normalEmail(email)}|${ip}`,
  secondFactor: (userId: number) => `second-factor:${userId}`,
  reauthentication: (userId: number) => `reauth:${userId}`,
}

/** Failure counters kept in the database, so every API instance sees the same ones. */
export class Throttle {
  constructor(private readonly db: Database) {}

  /** Throws 429 with Retry-After while any of the keys is blocked. */
  async assertAllowed(...keys: string[]) {
    const rows = await this.db
      .select({ blockedUntil: signInThrottle.blockedUntil })
      .from(signInThrottle)
      .where(inArray(signInThrottle.key, keys))
    const now = Date.now()
    const blockedUntil = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0))
    if (blockedUntil > now) throw tooManyRequests((blockedUntil - now) / 1000)
  }

  /** Counts a failure; from the policy's threshold on, blocks the key for a growing time. */
  async recordFailure(key: string, policy: ThrottlePolicy) {
    const windowStart = new Date(Date.now() - policy.windowMs)
    const expired = sql`sign_in_throttle.window_started_at < ${windowStart}`
    const failures = sql`(case when ${expired} then 1 else sign_in_throttle.failures + 1 end)`
    const delay = (count: unknown) =>
      sql`least(${policy.maxSeconds}::float8, ${policy.baseSeconds}::float8 * power(2, ${count} - ${policy.after}))`
    // One statement: a new window when the old one has passed, else count up; block past the threshold.
    await this.db.execute(sql`
      insert into sign_in_throttle (key, failures, window_started_at, blocked_until)
      values (${key}, 1, now(), case when 1 >= ${policy.after} then now() + make_interval(secs => ${delay(sql`1`)}) end)
      on conflict (key) do update set
        failures = ${failures},
        window_started_at = case when ${expired} then now() else sign_in_throttle.window_started_at end,
        blocked_until = case
          when ${failures} >= ${policy.after} then now() + make_interval(secs => ${delay(failures)})
          else null end`)
  }

  async clear(...keys: string[]) {
    await this.db.delete(signInThrottle).where(inArray(signInThrottle.key, keys))
  }
}

/** The password step of sign-in: keyed by account and address, and by account. */
export class SignInThrottle {
  private readonly throttle: Throttle

  constructor(db: Database) {
    this.throttle = new Throttle(db)
  }

  assertAllowed(email: string, ip: string) {
    return this.throttle.assertAllowed(throttleKeys.accountAndAddress(email, ip), throttleKeys.account(email))
  }

  async recordFailure(email: string, ip: string) {
    await this.throttle.recordFailure(
      throttleKeys.accountAndAddress(email, ip),
      PASSWORD_POLICIES.accountAndAddress,
    )
    await this.throttle.recordFailure(throttleKeys.account(email), PASSWORD_POLICIES.account)
  }

  /** A correct password clears the password counters (never the second-step one). */
  recordSuccess(email: string, ip: string) {
    return this.throttle.clear(throttleKeys.accountAndAddress(email, ip), throttleKeys.account(email))
  }
}
