import type { FastifyInstance } from 'fastify'
import type { RateLimitPluginOptions } from '@fastify/rate-limit'
import { recordSearchPaths, searchPaths } from '@mesa/contracts'
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

/** Work that costs far more than a list page, each with its own per-user budget a minute (issue 31). */
export const costlyWorkBudgets = {
  /** Rendering a PDF (an invoice, a contract, a statement, an answer sheet). */
  pdf: 30,
  /** Starting OCR: a verification's reading, or a run of an application's checks (which reads its IDs). */
  ocr: 10,
  /** The global search and the record search (a query over every kind of record the user may see). */
  search: 120,
} as const
export type CostlyWork = keyof typeof costlyWorkBudgets

/** Which costly work a route is, from its method and path pattern (exports have their own route limit). */
export function costlyWorkOf(method: string, url: string | undefined): CostlyWork | null {
  if (!url) return null
  if (method === 'GET' && (url.endsWith('.pdf') || url.endsWith('/pdf'))) return 'pdf'
  if (method === 'POST' && (url.endsWith('/ocr') || url.endsWith('/checks/runs'))) return 'ocr'
  if (method === 'GET' && (url === searchPaths.search || url === recordSearchPaths.search)) return 'search'
  return null
}

/**
 * The costly work's budgets, on top of the general one: keyed by kind and user, counted where the general
 * budget is (PostgreSQL, shared by the instances, or memory), refused with 429 and Retry-After before the
 * route does any of the work.
 */
export function registerCostlyWorkLimits(app: FastifyInstance) {
  const limiters = Object.fromEntries(
    Object.entries(costlyWorkBudgets).map(([kind, max]) => [
      kind,
      app.createRateLimit({
        max,
        timeWindow: 60_000,
        keyGenerator: (request) => `${kind}:${request.principal?.userId ?? request.ip}`,
      }),
    ]),
  ) as Record<CostlyWork, ReturnType<FastifyInstance['createRateLimit']>>
  app.addHook('onRequest', async (request) => {
    if (!request.principal) return
    const kind = costlyWorkOf(request.method, request.routeOptions.url)
    if (!kind) return
    const result = await limiters[kind](request)
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds)
  })
}
