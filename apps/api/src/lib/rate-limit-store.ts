import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { lt, sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/client'
import { deleteInBatches } from './batched-delete'
import { rateLimitCounters } from './rate-limit.schema'

type Callback = Parameters<FastifyRateLimitStore['incr']>[1]
/** What the plugin really passes to `child`: the route's merged limit options (its types say RouteOptions). */
interface LimiterOptions {
  routeInfo?: { method?: string | string[]; url?: string }
  timeWindow?: unknown
  max?: unknown
}

/** One sweep of expired counters in about this many hits (cheap, and no timer to stop). */
const SWEEP_EVERY = 500

/**
 * A @fastify/rate-limit store on PostgreSQL, so every API instance counts against the same budget: each
 * hit is one UPSERT on `rate_limit_counters` that answers the count and the milliseconds left, with the
 * same fixed-window semantics as the plugin's memory store (the window opens at the first hit and lasts
 * `timeWindow`; the first hit after it starts a new one). The database clock decides, so instances with
 * skewed clocks agree. `continueExceeding`, `exponentialBackoff` and `ban` are not supported (none is used).
 *
 * Each route limit (`config.rateLimit`) and each `createRateLimit` limiter counts apart, as with the memory
 * store: `child` prefixes keys with the route (method and URL pattern) or the limiter's window and maximum.
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Callback, timeWindow: number) {
      hit(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      )
    }

    child({ routeInfo, timeWindow, max }: LimiterOptions) {
      const method = [routeInfo?.method ?? ''].flat().join(',')
      const scope = routeInfo?.url
        ? `${method} ${routeInfo.url}`
        : `limiter ${String(max)}/${String(timeWindow)}`
      return new PostgresRateLimitStore(`${scope}|`)
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor
}

async function hit(db: Database, key: string, timeWindow: number) {
  const expired = sql`${rateLimitCounters.resetsAt} <= clock_timestamp()`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetsAt: sql`clock_timestamp() + ${timeWindow} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      ttl: sql<string>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.resetsAt} - clock_timestamp()) * 1000))`,
    })
  if (Math.random() * SWEEP_EVERY < 1)
    void db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.resetsAt, sql`clock_timestamp()`))
      .catch(() => undefined)
  return { current: row!.hits, ttl: Number(row!.ttl) }
}

/** Retention: counters whose window ended before `before` (a hit on the key starts a new row anyway). */
export function purgeExpiredRateLimits(
  executor: Executor,
  { before, signal }: { before: Date; signal?: AbortSignal },
) {
  return deleteInBatches(executor, {
    table: rateLimitCounters,
    key: [rateLimitCounters.key],
    where: lt(rateLimitCounters.resetsAt, before),
    signal,
  })
}
