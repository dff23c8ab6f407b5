import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { notificationListResponseSchema, notificationPaths } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { listNotifications, markAllRead } from './notifications.service'

const tags = ['notifications']

/** The signed-in user's bell: the newest notifications and "mark all read". */
export function registerNotificationRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(notificationPaths.list, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'My notifications, newest first',
      response: { 200: notificationListResponseSchema },
    },
    handler: (request) => listNotifications(db, principalOf(request).userId),
  })

  routes.post(notificationPaths.markRead, {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'Mark all my notifications read' },
    handler: async (request, reply) => {
      await markAllRead(db, principalOf(request).userId)
      return reply.code(204).send()
    },
  })
}
