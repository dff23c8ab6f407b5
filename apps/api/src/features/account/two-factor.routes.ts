import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import QRCode from 'qrcode'
import {
  accountPaths,
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { confirmCurrentPassword, principalOf, totpFor } from '../auth'
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from './two-factor.service'

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238): set up, confirm, turn off. Each step asks
 * for the current password again, so a stolen access token cannot bind the attacker's authenticator.
 */
export function registerTwoFactorRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['account']
  const rateLimit = { max: 10, timeWindow: '1 minute' }

  routes.post(accountPaths.twoFactorSetup, {
    config: { access: 'signed-in', rateLimit },
    schema: {
      tags,
      summary: 'Start setting up two-step sign-in (current password required): a new secret and its QR code',
      body: twoFactorSetupRequestSchema,
      response: { 200: twoFactorSetupResponseSchema },
    },
    handler: async (request) => {
      const { userId, userData } = principalOf(request)
      await confirmCurrentPassword(db, userId, request.body.currentPassword)
      const secret = await startTwoFactorSetup(db, userId)
      const otpauthUrl = totpFor(secret, userData.email).toString()
      return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) }
    },
  })

  routes.post(accountPaths.twoFactorEnable, {
    config: { access: 'signed-in', rateLimit },
    schema: {
      tags,
      summary:
        'Confirm the set-up with a code from the app (current password required); answers the recovery codes (shown once)',
      body: twoFactorCodeRequestSchema,
      response: { 200: twoFactorEnableResponseSchema },
    },
    handler: async (request) => {
      const { userId } = principalOf(request)
      await confirmCurrentPassword(db, userId, request.body.currentPassword)
      return { recoveryCodes: await enableTwoFactor(db, userId, request.body.code) }
    },
  })

  routes.post(accountPaths.twoFactorDisable, {
    config: { access: 'signed-in', rateLimit },
    schema: {
      tags,
      summary: 'Turn two-step sign-in off (password required)',
      body: twoFactorDisableRequestSchema,
    },
    handler: async (request, reply) => {
      const { userId } = principalOf(request)
      await confirmCurrentPassword(db, userId, request.body.password, 'password')
      await disableTwoFactor(db, userId)
      return reply.code(204).send()
    },
  })
}
