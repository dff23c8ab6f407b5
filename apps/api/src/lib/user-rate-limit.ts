import type { FastifyInstance } from 'fastify'
import type { RateLimitPluginOptions } from '@fastify/rate-limit'
import type { DatabaseHandle } from '../db/client'
import { tooManyRequests } from './http-errors'
import { postgresRateLimitStore } from './rate-limit-store'

/**
 * @fastify/rate-limit's options for the whole app: no global limit (routes set theirs), and the counters in
 * PostgreSQL when the API runs on one (`DATABASE_URL`), so every instance behind a load balancer enforces
 * the same budget; on embedded PGlite (one process anyway) they stay in memory.
 */
export function rateLimitPluginOptions(database: DatabaseHandle): RateLimitPluginOptions {
  return {
    global: false,
    ...(database.kind === 'postgres' ? { store: postgresRateLimitStore(database.db) } : {}),
  }
}

/**
 * A per-user budget on every authenticated route (`RATE_LIMIT_PER_MINUTE`, 600 by default): keyed by
 * the signed-in user's id, so one account cannot monopolise the server whatever addresses it comes
 * from; routes with their own stricter `config.rateLimit` (sign-in, exports...) keep it as well.
 * Public routes carry their own limits per route.
 *
 * The counters live where `rateLimitPluginOptions` puts them: PostgreSQL (shared by every instance) or memory.
 *
 * Registered after the access hook, so `request.principal` is known when it runs.
 */
export function registerUserRateLimit(app: FastifyInstance, perMinute: number) {
  const limiter = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `user:${request.principal?.userId ?? request.ip}`,
  })
  app.addHook('onRequest', async (request) => {
    if (!request.principal) return
    const result = await limiter(request)
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds)
  })
}
