import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  authLinks,
  screens,
  screenUrl,
  authPaths,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { badRequest } from '../../lib/http-errors'
import { isCommonPassword } from './common-passwords'
import { composeMail } from '../mail'
import { roleDirectory } from '../roles'
import { accountByEmail, markEmailVerified, openAccount, setPasswordHash } from '../users'
import { consumeOneTimeToken, issueOneTimeToken, revokeOneTimeTokens } from './one-time-tokens'
import { withMinimumDuration } from './minimum-duration'
import { hashPassword } from './passwords'
import { revokeAllSessionsOfUser } from './sessions'

/** Key of the role a self-registered account gets (found by key: it may be renamed); no rules until an administrator assigns a real one. */
export const REGISTERED_ROLE = 'registered'

const abuseLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } }

/** forgot-password answers no sooner than this, whether or not the address has an account. */
export const FORGOT_PASSWORD_MINIMUM_MS = 300

function assertPasswordNotCommon(password: string) {
  if (isCommonPassword(password)) throw badRequest({ password: ['common_password'] })
}

/** Registration with e-mail verification, and password reset by e-mailed link. */
export function registerAccountRecoveryRoutes(app: FastifyInstance, { db, config, mailer }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const link = (pathname: string, token: string) => `${config.publicUrl}${pathname}?token=${token}`

  routes.post(authPaths.register, {
    config: { access: 'public', ...abuseLimit },
    schema: {
      tags: ['auth'],
      summary:
        'Request an account: it stays pending until its e-mail is verified and an administrator gives it a role',
      body: registerRequestSchema,
      response: { 201: messageResponseSchema },
    },
    handler: async (request, reply) => {
      const { fullName, email, password } = request.body
      assertPasswordNotCommon(password)
      const passwordHash = await hashPassword(password)
      // The account that already has this address, if any (then no new one is made).
      const existing = await db.transaction(async (tx) => {
        const found = await accountByEmail(tx, email)
        if (found) return found
        const [role] = await tx
          .select({ id: roleDirectory.id })
          .from(roleDirectory)
          .where(eq(roleDirectory.key, REGISTERED_ROLE))
        if (!role) throw new Error(`Role ${REGISTERED_ROLE} missing: bootstrap did not run`)
        const username = `${email.split('@')[0]}-${Date.now().toString(36)}`
        const userId = await openAccount(tx, {
          fullName,
          email,
          username,
          passwordHash,
          roleId: role.id,
          status: 'pending',
        })
        const token = await issueOneTimeToken(tx, userId, 'verify_email')
        // A new account has no language chosen yet: its mail is in Spanish, the users' default.
        await mailer.queue(tx, {
          to: email,
          ...composeMail('verifyEmail', null, { fullName, url: link(authLinks.verifyEmail, token) }),
          secrets: [token],
        })
        return null
      })
      if (existing) {
        // Tell the owner of the address, not the requester, so the answer does not reveal who has an account.
        await mailer.queue(db, {
          to: email,
          ...composeMail('accountExists', existing.language, {
            url: `${config.publicUrl}${screenUrl(screens.forgotPassword)}`,
          }),
        })
      }
      return reply.code(201).send({ message: 'Check your e-mail to confirm your address' })
    },
  })

  routes.post(authPaths.verifyEmail, {
    config: { access: 'public', ...abuseLimit },
    schema: {
      tags: ['auth'],
      summary: 'Confirm an e-mail address with the mailed token',
      body: verifyEmailRequestSchema,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      const userId = await consumeOneTimeToken(db, request.body.token, 'verify_email')
      if (!userId) throw badRequest({ token: ['expired_link'] })
      await markEmailVerified(db, userId)
      return { message: 'E-mail confirmed; an administrator will activate your account' }
    },
  })

  routes.post(authPaths.forgotPassword, {
    config: { access: 'public', ...abuseLimit },
    schema: {
      tags: ['auth'],
      summary: 'Mail a password-reset link (same answer whether or not the address has an account)',
      body: forgotPasswordRequestSchema,
      response: { 202: messageResponseSchema },
    },
    handler: async (request, reply) => {
      const { email } = request.body
      // Known and unknown addresses answer after the same minimum time; the mail goes out after the answer.
      await withMinimumDuration(FORGOT_PASSWORD_MINIMUM_MS, async () => {
        const user = await accountByEmail(db, email)
        if (!user) return undefined
        return db.transaction(async (tx) => {
          // A newer link makes the older reset and invitation links worthless.
          await revokeOneTimeTokens(tx, user.id, ['reset_password'])
          const token = await issueOneTimeToken(tx, user.id, 'reset_password')
          await mailer.queue(tx, {
            to: user.email,
            ...composeMail('passwordReset', user.language, {
              fullName: user.fullName,
              url: link(authLinks.resetPassword, token),
            }),
            secrets: [token],
          })
        })
      })
      return reply.code(202).send({ message: 'If the address has an account, a reset link is on its way' })
    },
  })

  routes.post(authPaths.resetPassword, {
    config: { access: 'public', ...abuseLimit },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the mailed token; ends every session of the user',
      body: resetPasswordRequestSchema,
    },
    handler: async (request, reply) => {
      assertPasswordNotCommon(request.body.password)
      const passwordHash = await hashPassword(request.body.password)
      const done = await db.transaction(async (tx) => {
        const userId = await consumeOneTimeToken(tx, request.body.token, 'reset_password')
        if (!userId) return false
        await revokeOneTimeTokens(tx, userId, ['reset_password'])
        await setPasswordHash(tx, userId, passwordHash)
        await revokeAllSessionsOfUser(tx, userId, 'password_changed')
        return true
      })
      if (!done) throw badRequest({ token: ['expired_link'] })
      return reply.code(204).send()
    },
  })
}
