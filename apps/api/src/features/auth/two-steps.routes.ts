import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { authPaths, sessionResponseSchema, twoStepRequestSchema } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { users } from '../../db/schema'
import { badRequest } from '../../lib/http-errors'
import { clientInfo } from './client-info'
import { consumeOneTimeToken, peekOneTimeToken } from './one-time-tokens'
import { SessionService } from './sessions'
import { SignInThrottle } from './sign-in-throttle'
import { acceptedTotpStep, hashRecoveryCode } from './two-factor'

/** The second sign-in step: the challenge from login plus a TOTP code or a recovery code. */
export function registerTwoStepRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context
  const sessionService = new SessionService(db, context.accessTokens)
  const throttle = new SignInThrottle(db)

  app.withTypeProvider<ZodTypeProvider>().post(authPaths.twoSteps, {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Finish a two-step sign-in with the authenticator code or a recovery code',
      body: twoStepRequestSchema,
      response: { 201: sessionResponseSchema },
    },
    handler: async (request, reply) => {
      const { challengeToken, code } = request.body
      const userId = await peekOneTimeToken(db, challengeToken, 'two_step_challenge')
      if (!userId) throw badRequest({ challengeToken: ['Sign-in expired; sign in again'] })
      const [user] = await db.select().from(users).where(eq(users.id, userId))
      if (!user?.twoFactorSecret || !user.twoFactorEnabledAt)
        throw badRequest({ challengeToken: ['Sign in again'] })
      await throttle.assertAllowed(user.email, request.ip)

      const step = /^\d{6}$/.test(code)
        ? acceptedTotpStep(user.twoFactorSecret, code, user.twoFactorLastStep)
        : null
      const recoveryHash = hashRecoveryCode(code)
      const usesRecoveryCode = step === null && user.twoFactorRecoveryCodes.includes(recoveryHash)
      if (step === null && !usesRecoveryCode) {
        await throttle.recordFailure(user.email, request.ip)
        throw badRequest({ code: ['Invalid code'] }, 'Invalid code')
      }
      const claimed = await consumeOneTimeToken(db, challengeToken, 'two_step_challenge')
      if (!claimed) throw badRequest({ challengeToken: ['Sign-in expired; sign in again'] })
      await db
        .update(users)
        .set(
          usesRecoveryCode
            ? { twoFactorRecoveryCodes: user.twoFactorRecoveryCodes.filter((hash) => hash !== recoveryHash) }
            : { twoFactorLastStep: step },
        )
        .where(eq(users.id, user.id))
      await throttle.recordSuccess(user.email)
      return reply.code(201).send(await sessionService.open(user.id, clientInfo(request)))
    },
  })
}
