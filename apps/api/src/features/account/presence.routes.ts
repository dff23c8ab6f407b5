import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  accountPaths,
  agentStatusReader,
  agentStatusResponseSchema,
  presenceRequestSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { publishEvent } from '../events'
import { listAgents, setPresence } from './presence.service'

/**
 * Staff presence (spec §4 online, offline, busy, away): each user sets theirs; the agent-status page
 * follows changes live on the one event channel (`presence.changed`, every instance).
 */
export function registerPresenceRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['agent-status']

  routes.put(accountPaths.presence, {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'Set my presence', body: presenceRequestSchema },
    handler: async (request, reply) => {
      const { userId } = principalOf(request)
      const presenceUpdatedAt = await setPresence(db, userId, request.body.presence)
      await publishEvent(db, {
        type: 'presence.changed',
        userId,
        presence: request.body.presence,
        presenceUpdatedAt: presenceUpdatedAt.toISOString(),
      })
      return reply.code(204).send()
    },
  })

  routes.get(accountPaths.agentStatus, {
    config: { access: agentStatusReader },
    schema: {
      tags,
      summary: 'Every active staff member with their presence',
      response: { 200: agentStatusResponseSchema },
    },
    handler: async () => ({ agents: await listAgents(db) }),
  })
}
