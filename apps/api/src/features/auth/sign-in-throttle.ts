import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { signInThrottle } from '../../db/schema'
import { tooManyRequests } from '../../lib/http-errors'

const WINDOW_MS = 15 * 60 * 1000
/** Failures allowed per window before the key is blocked for the rest of a window. */
const LIMITS = { account: 5, ip: 30 } as const

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`
const ipKey = (ip: string) => `ip:${ip}`

/** Failed sign-ins limited per account and per IP (OWASP ASVS 2.2.1), kept in the database for every instance. */
export class SignInThrottle {
  constructor(private readonly db: Database) {}

  /** Throws 429 with Retry-After while the account or the IP is blocked. */
  async assertAllowed(email: string, ip: string) {
    const rows = await this.db
      .select({ blockedUntil: signInThrottle.blockedUntil })
      .from(signInThrottle)
      .where(sql`${signInThrottle.key} in (${accountKey(email)}, ${ipKey(ip)})`)
    const now = Date.now()
    const blockedUntil = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0))
    if (blockedUntil > now) throw tooManyRequests((blockedUntil - now) / 1000)
  }

  async recordFailure(email: string, ip: string) {
    await this.bump(accountKey(email), LIMITS.account)
    await this.bump(ipKey(ip), LIMITS.ip)
  }

  async recordSuccess(email: string) {
    await this.db.delete(signInThrottle).where(eq(signInThrottle.key, accountKey(email)))
  }

  private async bump(key: string, limit: number) {
    const windowStart = new Date(Date.now() - WINDOW_MS)
    // One statement: start a new window when the old one has passed, else count up; block at the limit.
    await this.db.execute(sql`
      insert into sign_in_throttle (key, failures, window_started_at)
      values (${key}, 1, now())
      on conflict (key) do update set
        failures = case when sign_in_throttle.window_started_at < ${windowStart} then 1 else sign_in_throttle.failures + 1 end,
        window_started_at = case when sign_in_throttle.window_started_at < ${windowStart} then now() else sign_in_throttle.window_started_at end,
        blocked_until = case
          when sign_in_throttle.window_started_at >= ${windowStart} and sign_in_throttle.failures + 1 >= ${limit}
          then now() + make_interval(secs => ${WINDOW_MS / 1000})
          else sign_in_throttle.blocked_until end`)
  }
}
