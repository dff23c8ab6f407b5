import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import { deleteInBatches } from '../../lib/batched-delete'
import { canonicalJson } from '../../lib/canonical-json'
import { badRequest, conflict, HttpError } from '../../lib/http-errors'
import { idempotencyKeys } from './idempotency.schema'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour an `Idempotency-Key` header: a repeated create answers the first answer again. */
    idempotent?: boolean
  }
  interface FastifyRequest {
    idempotencyKey: { userId: number; key: string } | null
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** How long an answer is kept for repeats (the usual retry window of clients and people). */
const KEPT_FOR = sql`interval '24 hours'`
const KEPT_FOR_MS = 24 * 3_600_000
/** A key whose first request never finished (process stopped): longer than the request timeout. */
const ABANDONED_AFTER = sql`interval '2 minutes'`
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

function requestHash(request: FastifyRequest): string {
  const what = `${request.method} ${request.routeOptions.url} ${canonicalJson(request.params)} ${canonicalJson(request.body)}`
  return createHash('sha256').update(what).digest('hex')
}

/**
 * Idempotent creates (routes with `config.idempotent`): with an `Idempotency-Key` header, the first
 * request claims the key for its user and its answer is stored; the same user repeating the same key
 * and request gets that answer (same status and body, no second record); the same key with another
 * request is a 422; a repeat while the first still runs is a 409. Answers are kept 24 hours. A failed
 * first request (4xx/5xx) frees the key, so the client may retry it. Requests without the header
 * behave as before.
 */
export function registerIdempotency(app: FastifyInstance, db: Database) {
  app.decorateRequest('idempotencyKey', null)

  // preHandler: after authentication (the principal) and validation (a refused body claims no key).
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent || !request.principal) return
    const header = request.headers[IDEMPOTENCY_HEADER]
    if (header === undefined) return
    const key = Array.isArray(header) ? header[0] : header
    if (!key || !KEY_PATTERN.test(key)) {
      throw badRequest({ 'Idempotency-Key': ['idempotency_key'] })
    }
    const userId = request.principal.userId
    const hash = requestHash(request)
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`))
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (claimed.length > 0) {
      request.idempotencyKey = { userId, key }
      return
    }
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    if (!stored)
      throw conflict(
        'idempotency_in_progress',
        'A request with this Idempotency-Key is being processed; retry shortly',
      )
    if (stored.requestHash !== hash) {
      throw new HttpError(
        422,
        'This Idempotency-Key was already used for a different request',
        { 'Idempotency-Key': ['idempotency_mismatch'] },
        undefined,
        false,
        'idempotency_mismatch',
      )
    }
    if (stored.statusCode === null) {
      // The first request still runs, unless it was abandoned long ago (then this one takes the key over).
      const [takenOver] = await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            isNull(idempotencyKeys.statusCode),
            lt(idempotencyKeys.createdAt, sql`now() - ${ABANDONED_AFTER}`),
          ),
        )
        .returning({ key: idempotencyKeys.key })
      if (!takenOver)
        throw conflict(
          'idempotency_in_progress',
          'A request with this Idempotency-Key is being processed; retry shortly',
        )
      request.idempotencyKey = { userId, key }
      return
    }
    return reply.code(stored.statusCode).header('idempotent-replayed', 'true').send(stored.response)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyKey
    if (!claim) return payload
    request.idempotencyKey = null
    const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key))
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, response: JSON.parse(payload) as unknown })
        .where(where)
    } else {
      await db.delete(idempotencyKeys).where(where)
    }
    return payload
  })
}

/**
 * Retention: stored answers created before `before` go (never younger than the 24-hour repeat window: the
 * caller's period is clamped to it). The claim path also drops stale keys as it goes; this catches the rest.
 */
export function purgeExpiredIdempotencyKeys(
  executor: Executor,
  { before, signal }: { before: Date; signal?: AbortSignal },
) {
  const windowStart = new Date(Date.now() - KEPT_FOR_MS)
  const cutoff = before < windowStart ? before : windowStart
  return deleteInBatches(executor, {
    table: idempotencyKeys,
    key: [idempotencyKeys.userId, idempotencyKeys.key],
    where: lt(idempotencyKeys.createdAt, cutoff),
    signal,
  })
}
