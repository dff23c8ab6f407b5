import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
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
import { roles, sessions, users } from '../../db/schema'
import { badRequest, notFound, staleVersion } from '../../lib/http-errors'
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  principalOf,
  revokeOneTimeTokens,
  revokeSession,
  verifyPassword,
} from '../auth'
import { recordAudit } from '../audit'

/** The signed-in user's own account: profile, password, sessions (account settings page). */
export function registerAccountRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['account']

  const loadAccount = async (userId: number) => {
    const [row] = await db
      .select({
        id: users.id,
        fullName: users.fullName,
        username: users.username,
        email: users.email,
        avatar: users.avatar,
        contact: users.contact,
        company: users.company,
        country: users.country,
        language: users.language,
        about: users.about,
        taxId: users.taxId,
        role: roles.name,
        presence: users.presence,
        twoFactorEnabledAt: users.twoFactorEnabledAt,
        version: users.version,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, userId))
    if (!row) throw notFound()
    const { twoFactorEnabledAt, ...account } = row
    return { ...account, twoFactorEnabled: twoFactorEnabledAt !== null }
  }

  routes.get(accountPaths.account, {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'My profile', response: { 200: accountSchema } },
    handler: (request) => loadAccount(principalOf(request).userId),
  })

  routes.put(accountPaths.account, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Update my profile',
      body: updateAccountRequestSchema,
      response: { 200: accountSchema },
    },
    handler: async (request) => {
      const { userId } = principalOf(request)
      const { version, ...changes } = request.body
      const updated = await db
        .update(users)
        .set({ ...changes, version: version + 1, updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.version, version)))
        .returning({ id: users.id })
      if (updated.length === 0) throw staleVersion()
      return loadAccount(userId)
    },
  })

  routes.post(accountPaths.password, {
    config: { access: 'signed-in', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Change my password; ends my other sessions',
      body: changePasswordRequestSchema,
    },
    handler: async (request, reply) => {
      const { userId, sessionId } = principalOf(request)
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
      if (!(await verifyPassword(user?.passwordHash ?? null, request.body.currentPassword))) {
        throw badRequest({ currentPassword: ['Wrong password'] })
      }
      if (isCommonPassword(request.body.newPassword))
        throw badRequest({ newPassword: [COMMON_PASSWORD_MESSAGE] })
      const passwordHash = await hashPassword(request.body.newPassword)
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date() })
          .where(eq(users.id, userId))
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokedReason: 'password_changed' })
          .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)))
        // Reset links mailed before the change must not undo it.
        await revokeOneTimeTokens(tx, userId, ['reset_password'])
        await recordAudit(tx, {
          actorUserId: userId,
          action: 'account.password_changed',
          entityType: 'user',
          entityId: userId,
        })
      })
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
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
        )
        .orderBy(desc(sessions.lastUsedAt))
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          userAgent: row.userAgent,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          current: row.id === sessionId,
        })),
      }
    },
  })

  routes.delete(`${accountPaths.sessions}/:sessionId`, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'End one of my sessions',
      params: z.object({ sessionId: z.string().uuid('Invalid session id') }),
    },
    handler: async (request, reply) => {
      const { userId } = principalOf(request)
      const [session] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, request.params.sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
          ),
        )
      if (!session) throw notFound('Session not found')
      await revokeSession(db, session.id, 'revoked_by_user')
      return reply.code(204).send()
    },
  })
}
