import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  accountPaths,
  accountSchema,
  accountSessionsResponseSchema,
  changePasswordRequestSchema,
  updateAccountRequestSchema,
} from '@mesa/contracts'
import { z } from 'zod'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { changePassword, endOwnSession, listOwnSessions, loadAccount, updateAccount } from './account.service'

/** The signed-in user's own account: profile, password, sessions (account settings page). */
export function registerAccountRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['account']

  routes.get(accountPaths.account, {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'My profile', response: { 200: accountSchema } },
    handler: (request) => loadAccount(db, principalOf(request).userId),
  })

  routes.put(accountPaths.account, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Update my profile',
      body: updateAccountRequestSchema,
      response: { 200: accountSchema },
    },
    handler: (request) => updateAccount(db, principalOf(request).userId, request.body),
  })

  routes.post(accountPaths.password, {
    config: { access: 'signed-in', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Change my password; ends my other sessions',
      body: changePasswordRequestSchema,
    },
    handler: async (request, reply) => {
      await changePassword(db, principalOf(request), request.body)
      return reply.code(204).send()
    },
  })

  routes.get(accountPaths.sessions, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'My active sessions (ASVS 7.5.2)',
      response: { 200: accountSessionsResponseSchema },
    },
    handler: async (request) => {
      const { userId, sessionId } = principalOf(request)
      return { sessions: await listOwnSessions(db, userId, sessionId) }
    },
  })

  routes.delete(accountPaths.session, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'End one of my sessions',
      params: z.object({ sessionId: z.string().uuid('Invalid session id') }),
    },
    handler: async (request, reply) => {
      await endOwnSession(db, principalOf(request).userId, request.params.sessionId)
      return reply.code(204).send()
    },
  })
}
