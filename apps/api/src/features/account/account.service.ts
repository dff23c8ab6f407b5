import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import type { updateAccountRequestSchema } from '@mesa/contracts'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { roles, sessions, users } from '../../db/schema'
import { badRequest, notFound, staleVersion } from '../../lib/http-errors'
import {
  hashPassword,
  isCommonPassword,
  principalsChanged,
  revokeOneTimeTokens,
  revokeSession,
  verifyPassword,
} from '../auth'
import { recordAudit } from '../audit'

/** The signed-in user's own account (account settings page): the queries behind account.routes.ts. */
export async function loadAccount(db: Database, userId: number) {
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

/** Saves the profile when `version` is still current (optimistic locking), else answers 409. */
export async function updateAccount(
  db: Database,
  userId: number,
  { version, ...changes }: z.infer<typeof updateAccountRequestSchema>,
) {
  const updated = await db
    .update(users)
    .set({ ...changes, version: version + 1, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.version, version)))
    .returning({ id: users.id })
  if (updated.length === 0) throw staleVersion()
  principalsChanged({ user: userId })
  return loadAccount(db, userId)
}

/** Changes the password after checking the current one; ends the user's other sessions and reset links. */
export async function changePassword(
  db: Database,
  { userId, sessionId }: { userId: number; sessionId: string },
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  if (!(await verifyPassword(user?.passwordHash ?? null, currentPassword))) {
    throw badRequest({ currentPassword: ['wrong_password'] })
  }
  if (isCommonPassword(newPassword)) throw badRequest({ newPassword: ['common_password'] })
  const passwordHash = await hashPassword(newPassword)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId))
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'password_changed' })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)))
    principalsChanged({ user: userId })
    // Reset links mailed before the change must not undo it.
    await revokeOneTimeTokens(tx, userId, ['reset_password'])
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'account.password_changed',
      entityType: 'user',
      entityId: userId,
    })
  })
}

/** The user's live sessions, most recently used first, marking the one making the request. */
export async function listOwnSessions(db: Database, userId: number, currentSessionId: string) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastUsedAt))
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  }))
}

/** Ends one of the user's own live sessions; someone else's or an ended one is "not found". */
export async function endOwnSession(db: Database, userId: number, sessionId: string) {
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  if (!session) throw notFound('Session not found')
  await revokeSession(db, session.id, 'revoked_by_user')
}

/** Sets (or clears, with null) the user's picture and answers the one it replaces, for the caller to delete. */
export async function replaceAvatar(db: Database, userId: number, avatar: string | null) {
  const [previous] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId))
  await db.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, userId))
  principalsChanged({ user: userId })
  return previous?.avatar ?? null
}

/** Whether someone has this picture now: a replaced picture is no longer served. */
export async function avatarInUse(db: Database, url: string) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.avatar, url))
  return owner !== undefined
}
