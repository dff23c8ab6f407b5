import type { FastifyInstance } from 'fastify'
import { tooManyRequests } from './http-errors'

/**
 * A per-user budget on every authenticated route (`RATE_LIMIT_PER_MINUTE`, 600 by default): keyed by
 * the signed-in user's id, so one account cannot monopolise the server whatever addresses it comes
 * from; routes with their own stricter `config.rateLimit` (sign-in, exports...) keep it as well.
 * Public routes carry their own limits per route.
 *
 * The counters live in this process's memory (@fastify/rate-limit's local store): with several API
 * instances each enforces its own budget, until a shared store (e.g. Redis) is configured.
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
