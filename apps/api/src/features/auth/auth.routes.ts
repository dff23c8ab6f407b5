import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  INVALID_CREDENTIALS_MESSAGE,
  authPaths,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  refreshRequestSchema,
  sessionResponseSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { badRequest, unauthorized } from '../../lib/http-errors'
import { signInFactsOf } from '../users'
import { principalOf } from './access-hook'
import { clientInfo } from './client-info'
import { issueOneTimeToken } from './one-time-tokens'
import { verifyPassword } from './passwords'
import { loadUserSnapshot } from './principal'
import { SessionService, revokeSession } from './sessions'
import { SignInThrottle } from './sign-in-throttle'

const invalidCredentials = () =>
  badRequest({ email: [INVALID_CREDENTIALS_MESSAGE] }, INVALID_CREDENTIALS_MESSAGE)

/** Sign-in, token refresh, logout and "who am I" (spec §4, §7, §8). */
export function registerAuthRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context
  const sessionService = new SessionService(db, context.accessTokens)
  const throttle = new SignInThrottle(db)
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(authPaths.login, {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      body: loginRequestSchema,
      response: { 201: loginResponseSchema },
    },
    handler: async (request, reply) => {
      const { email, password } = request.body
      await throttle.assertAllowed(email, request.ip)
      const user = await signInFactsOf(db, email)
      const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password)
      if (!user || !passwordMatches) {
        await throttle.recordFailure(email, request.ip)
        throw invalidCredentials()
      }
      await throttle.recordSuccess(email, request.ip)
      if (user.status !== 'active') {
        throw badRequest(
          { email: [user.status === 'pending' ? 'account_pending' : 'account_disabled'] },
          'This account cannot sign in',
        )
      }
      if (user.twoFactorEnabledAt) {
        const challengeToken = await issueOneTimeToken(db, user.id, 'two_step_challenge')
        return reply.code(201).send({ twoStepRequired: true as const, challengeToken })
      }
      const session = await sessionService.open(user.id, clientInfo(request))
      return reply.code(201).send(session)
    },
  })

  routes.post(authPaths.refresh, {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Exchange a refresh token for new tokens (rotation; reuse revokes the session)',
      body: refreshRequestSchema,
      response: { 201: sessionResponseSchema },
    },
    handler: async (request, reply) => {
      const session = await sessionService.rotate(request.body.refresh_token, clientInfo(request))
      return reply.code(201).send(session)
    },
  })

  routes.post(authPaths.logout, {
    config: { access: 'signed-in' },
    schema: { tags: ['auth'], summary: 'End this session (revokes its refresh-token family)' },
    handler: async (request, reply) => {
      await revokeSession(db, principalOf(request).sessionId, 'logout')
      return reply.code(204).send()
    },
  })

  routes.get(authPaths.me, {
    config: { access: 'signed-in' },
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user and their current rules',
      response: { 200: meResponseSchema },
    },
    handler: async (request) => {
      const snapshot = await loadUserSnapshot(db, principalOf(request).userId)
      if (!snapshot) throw unauthorized()
      return { userData: snapshot.userData, userAbilityRules: snapshot.rules }
    },
  })
}
