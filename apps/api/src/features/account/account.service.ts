import { eq } from 'drizzle-orm'
import type { UpdateAccountRequest } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { badRequest, notFound, staleVersion } from '../../lib/http-errors'
import {
  hashPassword,
  isCommonPassword,
  isOwnOpenSession,
  liveSessionsOf,
  principalsChanged,
  revokeOneTimeTokens,
  revokeOtherSessions,
  revokeSession,
  verifyPassword,
} from '../auth'
import { recordAudit } from '../audit'
import { roleDirectory } from '../roles'
import {
  passwordHashOf,
  setAvatar,
  setPasswordHash,
  updateOwnAccount,
  userDirectory,
  userProfiles,
} from '../users'

/** The signed-in user's own account (account settings page): the queries behind account.routes.ts. */
export async function loadAccount(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: userProfiles.id,
      fullName: userProfiles.fullName,
      username: userProfiles.username,
      email: userProfiles.email,
      avatar: userProfiles.avatar,
      contact: userProfiles.contact,
      company: userProfiles.company,
      country: userProfiles.country,
      language: userProfiles.language,
      about: userProfiles.about,
      taxId: userProfiles.taxId,
      role: roleDirectory.name,
      presence: userProfiles.presence,
      twoFactorEnabledAt: userProfiles.twoFactorEnabledAt,
      version: userProfiles.version,
    })
    .from(userProfiles)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userProfiles.roleId))
    .where(eq(userProfiles.id, userId))
  if (!row) throw notFound()
  const { twoFactorEnabledAt, ...account } = row
  return { ...account, twoFactorEnabled: twoFactorEnabledAt !== null }
}

/** Saves the profile when `version` is still current (optimistic locking), else answers 409. */
export async function updateAccount(db: Database, userId: number, changes: UpdateAccountRequest) {
  if (!(await updateOwnAccount(db, userId, changes))) throw staleVersion()
  principalsChanged({ user: userId })
  return loadAccount(db, userId)
}

/** Changes the password after checking the current one; ends the user's other sessions and reset links. */
export async function changePassword(
  db: Database,
  { userId, sessionId }: { userId: number; sessionId: string },
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
) {
  if (!(await verifyPassword(await passwordHashOf(db, userId), currentPassword))) {
    throw badRequest({ currentPassword: ['wrong_password'] })
  }
  if (isCommonPassword(newPassword)) throw badRequest({ newPassword: ['common_password'] })
  const passwordHash = await hashPassword(newPassword)
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash)
    await revokeOtherSessions(tx, userId, sessionId, 'password_changed')
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
  const rows = await liveSessionsOf(db, userId)
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
  if (!(await isOwnOpenSession(db, userId, sessionId))) throw notFound('Session not found')
  await revokeSession(db, sessionId, 'revoked_by_user')
}

/** Sets (or clears, with null) the user's picture and answers the one it replaces, for the caller to delete. */
export async function replaceAvatar(db: Database, userId: number, avatar: string | null) {
  const previous = await setAvatar(db, userId, avatar)
  principalsChanged({ user: userId })
  return previous
}

/** Whether someone has this picture now: a replaced picture is no longer served. */
export async function avatarInUse(db: Database, url: string) {
  const [owner] = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(eq(userDirectory.avatar, url))
  return owner !== undefined
}
