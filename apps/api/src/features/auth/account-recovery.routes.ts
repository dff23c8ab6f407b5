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
import { queueMail } from '../mail'
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens'
import { hashPassword } from './passwords'
import { revokeAllSessionsOfUser } from './sessions'

/** The role a self-registered account gets: no rules until an administrator assigns a real one. */
export const REGISTERED_ROLE = 'registered'

const abuseLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } }

/** Registration with e-mail verification, and password reset by e-mailed link. */
export function registerAccountRecoveryRoutes(app: FastifyInstance, { db, config }: AppContext) {
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
      const passwordHash = await hashPassword(password)
      const created = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
          .limit(1)
        if (existing) return false
        const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, REGISTERED_ROLE))
        if (!role) throw new Error(`Role ${REGISTERED_ROLE} missing: bootstrap did not run`)
        const username = `${email.split('@')[0]}-${Date.now().toString(36)}`
        const [user] = await tx
          .insert(users)
          .values({ fullName, email, username, passwordHash, roleId: role.id, status: 'pending' })
          .returning({ id: users.id })
        const token = await issueOneTimeToken(tx, user!.id, 'verify_email')
        await queueMail(tx, {
          to: email,
          subject: 'Mesa: confirma tu correo',
          text: `Hola ${fullName}, confirma tu correo en ${link(authLinks.verifyEmail, token)}`,
        })
        return true
      })
      if (!created) {
        // Tell the owner of the address, not the requester, so the answer does not reveal who has an account.
        await queueMail(db, {
          to: email,
          subject: 'Mesa: ya tienes una cuenta',
          text: 'Alguien pidió una cuenta con este correo, que ya tiene una. Si olvidaste tu contraseña, restablécela.',
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
      if (!userId) throw badRequest({ token: ['Invalid or expired link'] })
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
      const [user] = await db
        .select({ id: users.id, fullName: users.fullName, email: users.email })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1)
      if (user) {
        const token = await issueOneTimeToken(db, user.id, 'reset_password')
        await queueMail(db, {
          to: user.email,
          subject: 'Mesa: restablece tu contraseña',
          text: `Hola ${user.fullName}, restablece tu contraseña en ${link(authLinks.resetPassword, token)} (vence en 1 hora).`,
        })
      }
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
      const passwordHash = await hashPassword(request.body.password)
      const done = await db.transaction(async (tx) => {
        const userId = await consumeOneTimeToken(tx, request.body.token, 'reset_password')
        if (!userId) return false
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, userId))
        await revokeAllSessionsOfUser(tx, userId, 'password_changed')
        return true
      })
      if (!done) throw badRequest({ token: ['Invalid or expired link'] })
      return reply.code(204).send()
    },
  })
}
