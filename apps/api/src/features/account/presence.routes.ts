import { EventEmitter } from 'node:events'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  accountPaths,
  agentStatusResponseSchema,
  presenceRequestSchema,
  rulesAllow,
  type Permission,
  type Presence,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { tooManyRequests } from '../../lib/http-errors'
import { endedSessions, loadPrincipal, principalOf } from '../auth'
import { listAgents, setPresence } from './presence.service'

/** Streams one session may hold open at once (a few tabs); more is a 429. */
export const MAX_STREAMS_PER_SESSION = 3
/** How often an open stream re-checks its session and permission (logout elsewhere, revocation, expiry). */
const RECHECK_MS = 20_000
const READ_AGENT_STATUS: Permission = { action: 'read', subject: 'agent-status' }

interface PresenceChange {
  id: number
  presence: Presence
  presenceUpdatedAt: string
}

/**
 * Staff presence (spec §4 online, offline, busy, away): each user sets theirs; the agent-status page
 * follows changes live over Server-Sent Events. Fan-out is in-process: with several API instances the
 * stream shows changes made through its own instance, and the list refetch (every minute) the rest.
 */
export function registerPresenceRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const changes = new EventEmitter()
  changes.setMaxListeners(0)
  const tags = ['agent-status']

  routes.put(accountPaths.presence, {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'Set my presence', body: presenceRequestSchema },
    handler: async (request, reply) => {
      const { userId } = principalOf(request)
      const presenceUpdatedAt = await setPresence(db, userId, request.body.presence)
      changes.emit('change', {
        id: userId,
        presence: request.body.presence,
        presenceUpdatedAt: presenceUpdatedAt.toISOString(),
      } satisfies PresenceChange)
      return reply.code(204).send()
    },
  })

  routes.get(accountPaths.agentStatus, {
    config: { access: { action: 'read', subject: 'agent-status' } },
    schema: {
      tags,
      summary: 'Every active staff member with their presence',
      response: { 200: agentStatusResponseSchema },
    },
    handler: async () => ({ agents: await listAgents(db) }),
  })

  const openStreams = new Map<string, number>()

  routes.get(accountPaths.agentStatusStream, {
    config: { access: READ_AGENT_STATUS },
    schema: {
      tags,
      summary:
        'Presence changes as Server-Sent Events (event: presence); ends with the session, at most 3 per session',
    },
    handler: (request, reply) => {
      const { userId, sessionId } = principalOf(request)
      const open = openStreams.get(sessionId) ?? 0
      if (open >= MAX_STREAMS_PER_SESSION) throw tooManyRequests(RECHECK_MS / 1000)
      openStreams.set(sessionId, open + 1)

      reply.hijack()
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      })
      reply.raw.write(': connected\n\n')
      let closed = false
      // The stream outlives the request's access check: the session and permission are checked again.
      const stillAllowed = async () => {
        const principal = await loadPrincipal(db, userId, sessionId).catch(() => null)
        return principal !== null && rulesAllow(principal.rules, READ_AGENT_STATUS)
      }
      let pending = Promise.resolve()
      const send = (change: PresenceChange) => {
        pending = pending.then(async () => {
          if (closed) return
          if (await stillAllowed()) reply.raw.write(`event: presence\ndata: ${JSON.stringify(change)}\n\n`)
          else close()
        })
      }
      const recheck = setInterval(() => {
        pending = pending.then(async () => {
          if (!closed && !(await stillAllowed())) close()
        })
      }, RECHECK_MS)
      const keepAlive = setInterval(() => reply.raw.write(': keep-alive\n\n'), 25_000)
      const onSessionEnded = (ended: string) => ended === sessionId && close()
      const onUserSessionsEnded = (ended: number) => ended === userId && close()
      function close() {
        if (closed) return
        closed = true
        clearInterval(recheck)
        clearInterval(keepAlive)
        changes.off('change', send)
        endedSessions.off('session', onSessionEnded)
        endedSessions.off('user', onUserSessionsEnded)
        const left = (openStreams.get(sessionId) ?? 1) - 1
        if (left > 0) openStreams.set(sessionId, left)
        else openStreams.delete(sessionId)
        reply.raw.end()
      }
      changes.on('change', send)
      endedSessions.on('session', onSessionEnded)
      endedSessions.on('user', onUserSessionsEnded)
      reply.raw.on('close', close)
    },
  })
}
