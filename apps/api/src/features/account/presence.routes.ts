import { EventEmitter } from 'node:events'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  accountPaths,
  agentStatusResponseSchema,
  presenceRequestSchema,
  type Presence,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { roles, users } from '../../db/schema'
import { principalOf } from '../auth'

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
      const presenceUpdatedAt = new Date()
      await db
        .update(users)
        .set({ presence: request.body.presence, presenceUpdatedAt })
        .where(eq(users.id, userId))
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
    handler: async () => {
      const rows = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          role: roles.name,
          avatar: users.avatar,
          presence: users.presence,
          presenceUpdatedAt: users.presenceUpdatedAt,
        })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.status, 'active'), isNull(users.deletedAt)))
        .orderBy(asc(users.fullName))
      return {
        agents: rows.map((row) => ({
          ...row,
          presenceUpdatedAt: row.presenceUpdatedAt?.toISOString() ?? null,
        })),
      }
    },
  })

  routes.get(accountPaths.agentStatusStream, {
    config: { access: { action: 'read', subject: 'agent-status' } },
    schema: { tags, summary: 'Presence changes as Server-Sent Events (event: presence)' },
    handler: (request, reply) => {
      reply.hijack()
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      })
      reply.raw.write(': connected\n\n')
      const send = (change: PresenceChange) =>
        reply.raw.write(`event: presence\ndata: ${JSON.stringify(change)}\n\n`)
      const keepAlive = setInterval(() => reply.raw.write(': keep-alive\n\n'), 25_000)
      changes.on('change', send)
      request.raw.on('close', () => {
        clearInterval(keepAlive)
        changes.off('change', send)
      })
    },
  })
}
