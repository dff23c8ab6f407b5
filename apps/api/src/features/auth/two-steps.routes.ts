import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { authPaths, sessionResponseSchema, twoStepRequestSchema } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { badRequest } from '../../lib/http-errors'
import { recordSecondStep, twoFactorStateOf } from '../users'
import { clientInfo } from './client-info'
import { consumeOneTimeToken, peekOneTimeToken, recordWrongChallengeCode } from './one-time-tokens'
import { SessionService } from './sessions'
import { SECOND_FACTOR_POLICY, Throttle, throttleKeys } from './sign-in-throttle'
import { acceptedTotpStep, hashRecoveryCode } from './two-factor'

/** The challenge expired or was used up: the person starts the sign-in again. */
const SIGN_IN_AGAIN = 'sign_in_again'

/**
 * The second sign-in step: the challenge from login plus a TOTP code or a recovery code. Wrong codes
 * count twice: against the challenge (spent after a few, the client must sign in again) and against the
 * account's second-step counter, which only a completed sign-in clears (a correct password does not).
 */
export function registerTwoStepRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context
  const sessionService = new SessionService(db, context.accessTokens)
  const throttle = new Throttle(db)

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
      if (!userId) throw badRequest({ challengeToken: [SIGN_IN_AGAIN] })
      const user = await twoFactorStateOf(db, userId)
      if (!user?.secret || !user.enabledAt) throw badRequest({ challengeToken: [SIGN_IN_AGAIN] })
      const secondFactorKey = throttleKeys.secondFactor(userId)
      await throttle.assertAllowed(secondFactorKey)

      const step = /^\d{6}$/.test(code) ? acceptedTotpStep(user.secret, code, user.lastStep) : null
      const recoveryHash = hashRecoveryCode(code)
      const usesRecoveryCode = step === null && user.recoveryCodes.includes(recoveryHash)
      if (step === null && !usesRecoveryCode) {
        await throttle.recordFailure(secondFactorKey, SECOND_FACTOR_POLICY)
        const challengeUsable = await recordWrongChallengeCode(db, challengeToken)
        if (!challengeUsable) throw badRequest({ challengeToken: [SIGN_IN_AGAIN] }, 'Invalid code')
        throw badRequest({ code: ['invalid_code'] }, 'Invalid code')
      }
      const claimed = await consumeOneTimeToken(db, challengeToken, 'two_step_challenge')
      if (!claimed) throw badRequest({ challengeToken: [SIGN_IN_AGAIN] })
      // Past the refusal above, no accepted step means a recovery code was used: it is spent.
      await recordSecondStep(
        db,
        userId,
        step === null
          ? { remainingRecoveryCodes: user.recoveryCodes.filter((hash) => hash !== recoveryHash) }
          : { step },
      )
      await throttle.clear(secondFactorKey)
      return reply.code(201).send(await sessionService.open(userId, clientInfo(request)))
    },
  })
}
