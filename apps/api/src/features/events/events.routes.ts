import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  agentStatusReader,
  allyReader,
  approvalQueueReader,
  channelReader,
  eventPaths,
  type LiveEvent,
  type RestoreAudience,
  rulesAllow,
  vinAdminReader,
  vinReader,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import type { Executor } from '../../db/client'
import { serviceUnavailable, tooManyRequests } from '../../lib/http-errors'
import { endedSessions, loadPrincipal, principalOf } from '../auth'
import type { Viewer } from '../allies'

/** Streams one session may hold open at once (a few tabs); more is a 429. */
const MAX_STREAMS_PER_SESSION = 3
/** How often an open stream re-checks its session and rules (logout elsewhere, revocation, expiry). */
const RECHECK_MS = 20_000
/** An event is judged on rules at most this old; older ones are read again first. */
const FRESH_MS = 5_000
const KEEP_ALIVE_MS = 25_000
/** The retry hint a closing stream sends (SSE `retry:`): the browser's own first backoff is the same second. */
const RECONNECT_HINT_MS = 1_000
/** The VIN list (read vin) and the add/edit screens (read Admin). */
const READ_VINS = [vinReader, vinAdminReader]

type Principal = NonNullable<Awaited<ReturnType<typeof loadPrincipal>>>
/** Events about an application or what hangs on it (its loan, its tickets): who reads it receives them. */
type ApplicationEvent = Pick<
  Extract<LiveEvent, { type: 'creditApplication.changed' }>,
  'product' | 'ownerId' | 'allyId'
>

/** Who may read an application (the credit-applications feature's rule), made once per connection. */
export type ApplicationReaderCheck = (
  db: Executor,
) => (viewer: Viewer & Pick<Principal, 'rules'>, application: ApplicationEvent) => Promise<boolean>

/** Whether any of these allies links to the user (the allies feature's rule), made once per connection. */
export type AllyLinkCheck = (db: Executor) => (userId: number, allyIds: readonly number[]) => Promise<boolean>

/**
 * The audience rules of other features the channel applies, handed in by the app (apps/api/src/app.ts):
 * events imports neither door at run time, so publishing an event (trash, allies, …) makes no import loop.
 */
export interface EventAudienceChecks {
  readsApplication: ApplicationReaderCheck
  linksToAlly: AllyLinkCheck
}

/**
 * The one live-update channel (Server-Sent Events). Each event reaches only the streams whose user may
 * read its subject: a notification its recipient, an application whoever may read it (rules and row
 * scope), presence the holders of read agent-status.
 */
export function registerEventRoutes(
  app: FastifyInstance,
  { db, events, lifecycle }: AppContext,
  { readsApplication: applicationReaderCheck, linksToAlly }: EventAudienceChecks,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const openStreams = new Map<string, number>()
  const closers = new Set<(retryMs?: number) => void>()
  // Open streams would hold the server open: shutting down ends them (the browsers reconnect elsewhere).
  app.addHook('preClose', (done) => {
    for (const close of closers) close(RECONNECT_HINT_MS)
    done()
  })
  // Draining (a rolling restart) or back from a LISTEN drop: each stream ends with a retry hint, so the
  // browser reconnects (elsewhere while this instance drains) and refetches what it shows.
  const closeAll = () => {
    for (const close of closers) close(RECONNECT_HINT_MS)
  }
  lifecycle.on('drain', closeAll)
  lifecycle.on('resync', closeAll)
  app.addHook('onClose', async () => {
    lifecycle.off('drain', closeAll)
    lifecycle.off('resync', closeAll)
  })

  routes.get(eventPaths.stream, {
    config: { access: 'signed-in' },
    schema: {
      tags: ['events'],
      summary:
        'Live updates as Server-Sent Events (event: the event type, data: its ids); ends with the session, at most 3 per session',
    },
    handler: (request, reply) => {
      const { userId, sessionId } = principalOf(request)
      const open = openStreams.get(sessionId) ?? 0
      if (open >= MAX_STREAMS_PER_SESSION) throw tooManyRequests(RECHECK_MS / 1000)
      openStreams.set(sessionId, open + 1)

      // A draining instance opens no new stream: the browser retries and the proxy sends it elsewhere.
      if (lifecycle.draining) throw serviceUnavailable(RECONNECT_HINT_MS / 1000)
      reply.hijack()
      lifecycle.openStreams += 1
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      reply.raw.write(': connected\n\n')
      let closed = false
      let principal: Principal | null = principalOf(request)
      let checkedAt = Date.now()
      // The stream outlives the request's access check: the session and rules are read again.
      const current = async (maxAge: number) => {
        if (Date.now() - checkedAt >= maxAge) {
          principal = await loadPrincipal(db, userId, sessionId).catch(() => null)
          checkedAt = Date.now()
        }
        return principal
      }
      const readsApplication = applicationReaderCheck(db)
      const linkedToAlly = linksToAlly(db)
      /** Row scope alone (no product rule): head office, or the owner of / linked to the ally of any one. */
      const inRowScope = async (
        viewer: Principal,
        applications: ReadonlyArray<{ ownerId: number | null; allyId: number | null }>,
      ) => {
        if (viewer.scope === 'all' || applications.some(({ ownerId }) => ownerId === viewer.userId))
          return true
        // One query however many applications: does any of their allies link to the viewer?
        const allyIds = applications.flatMap(({ allyId }) => (allyId === null ? [] : [allyId]))
        return linkedToAlly(viewer.userId, allyIds)
      }
      /** A record back from the trash: judged by the audience its type named (scope-checked like the rest). */
      const mayLearnRestored = async (viewer: Principal, audience: RestoreAudience) => {
        switch (audience.kind) {
          case 'ally':
            if (!rulesAllow(viewer.rules, allyReader)) return false
            return inRowScope(viewer, [{ ownerId: null, allyId: audience.allyId }])
          case 'application':
            return readsApplication(viewer, audience)
          case 'permission':
            return rulesAllow(viewer.rules, audience)
          case 'signedIn':
            return true
        }
      }
      const mayReceive = async (viewer: Principal, event: LiveEvent) => {
        switch (event.type) {
          case 'notification.created':
          case 'email.received':
            return event.userId === viewer.userId
          case 'presence.changed':
            return rulesAllow(viewer.rules, agentStatusReader)
          case 'invoice.changed':
            // The invoice screens need no ability rule (spec §2): whoever is signed in may read them.
            return true
          case 'creditApplication.changed':
          case 'loan.changed':
          case 'ticket.changed':
          case 'contract.changed':
          case 'funding.changed':
          case 'purchase.changed':
            // What hangs on an application is read by whoever reads it, within its row scope.
            return readsApplication(viewer, event)
          case 'messaging.chat':
            // Chats are scoped like applications: head office, the application's owner, or linked to its ally.
            if (!rulesAllow(viewer.rules, channelReader)) return false
            return inRowScope(viewer, [event])
          case 'record.restored':
            return mayLearnRestored(viewer, event.audience)
          case 'approval.changed':
            // The queue's readers, and whoever may decide (or asked for) a request of its kind.
            return rulesAllow(viewer.rules, approvalQueueReader) || rulesAllow(viewer.rules, event.ability)
          case 'vin.changed':
            // A VIN record is seen by head office, or through one of its applications in the viewer's scope.
            if (!READ_VINS.some((permission) => rulesAllow(viewer.rules, permission))) return false
            return inRowScope(viewer, event.applications)
        }
      }
      let pending = Promise.resolve()
      const later = (step: () => Promise<void>) => {
        pending = pending.then(step).catch(() => close())
      }
      const unsubscribe = events.subscribe((event) =>
        later(async () => {
          if (closed) return
          const viewer = await current(FRESH_MS)
          if (!viewer) return close()
          if (await mayReceive(viewer, event))
            reply.raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
        }),
      )
      const recheck = setInterval(
        () =>
          later(async () => {
            if (!closed && !(await current(0))) close()
          }),
        RECHECK_MS,
      )
      const keepAlive = setInterval(() => reply.raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS)
      const onSessionEnded = (ended: string) => ended === sessionId && close()
      const onUserSessionsEnded = (ended: number) => ended === userId && close()
      function close(retryMs?: number) {
        if (closed) return
        closed = true
        lifecycle.openStreams -= 1
        // SSE's own field: a client reconnects after this many milliseconds.
        if (retryMs !== undefined && !reply.raw.writableEnded) reply.raw.write(`retry: ${retryMs}\n\n`)
        closers.delete(close)
        clearInterval(recheck)
        clearInterval(keepAlive)
        unsubscribe()
        endedSessions.off('session', onSessionEnded)
        endedSessions.off('user', onUserSessionsEnded)
        const left = (openStreams.get(sessionId) ?? 1) - 1
        if (left > 0) openStreams.set(sessionId, left)
        else openStreams.delete(sessionId)
        reply.raw.end()
      }
      closers.add(close)
      endedSessions.on('session', onSessionEnded)
      endedSessions.on('user', onUserSessionsEnded)
      reply.raw.on('close', () => close())
    },
  })
}
