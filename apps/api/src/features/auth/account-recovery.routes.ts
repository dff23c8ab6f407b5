import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  authLinks,
  authPaths,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { roles, users } from '../../db/schema'
import { badRequest } from '../../lib/http-errors'
import { isCommonPassword } from './common-passwords'
import { queueMail } from '../mail'
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
      const created = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
          .limit(1)
        if (existing) return null
        const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, REGISTERED_ROLE))
        if (!role) throw new Error(`Role ${REGISTERED_ROLE} missing: bootstrap did not run`)
        const username = `${email.split('@')[0]}-${Date.now().toString(36)}`
        const [user] = await tx
          .insert(users)
          .values({ fullName, email, username, passwordHash, roleId: role.id, status: 'pending' })
          .returning({ id: users.id })
        const token = await issueOneTimeToken(tx, user!.id, 'verify_email')
        return queueMail(tx, {
          to: email,
          subject: 'Mesa: confirma tu correo',
          text: `Hola ${fullName}, confirma tu correo en ${link(authLinks.verifyEmail, token)}`,
          secrets: [token],
        })
      })
      if (created) mailer.deliver(created)
      else {
        // Tell the owner of the address, not the requester, so the answer does not reveal who has an account.
        const notice = await queueMail(db, {
          to: email,
          subject: 'Mesa: ya tienes una cuenta',
          text: 'Alguien pidió una cuenta con este correo, que ya tiene una. Si olvidaste tu contraseña, restablécela.',
        })
        mailer.deliver(notice)
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
      await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId))
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
      const mail = await withMinimumDuration(FORGOT_PASSWORD_MINIMUM_MS, async () => {
        const [user] = await db
          .select({ id: users.id, fullName: users.fullName, email: users.email })
          .from(users)
          .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
          .limit(1)
        if (!user) return undefined
        return db.transaction(async (tx) => {
          // A newer link makes the older reset and invitation links worthless.
          await revokeOneTimeTokens(tx, user.id, ['reset_password'])
          const token = await issueOneTimeToken(tx, user.id, 'reset_password')
          return queueMail(tx, {
            to: user.email,
            subject: 'Mesa: restablece tu contraseña',
            text: `Hola ${user.fullName}, restablece tu contraseña en ${link(authLinks.resetPassword, token)} (vence en 1 hora).`,
            secrets: [token],
          })
        })
      })
      mailer.deliver(mail)
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
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, userId))
        await revokeAllSessionsOfUser(tx, userId, 'password_changed')
        return true
      })
      if (!done) throw badRequest({ token: ['expired_link'] })
      return reply.code(204).send()
    },
  })
}
