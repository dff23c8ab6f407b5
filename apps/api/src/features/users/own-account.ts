import { and, eq } from 'drizzle-orm'
import type { Presence, UpdateAccountRequest } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { users } from './users.schema'

// Issue 37: the writes other features (account, auth) make to a staff member's own row, each taking the
// caller's executor or transaction so their atomicity stays theirs.

/** Saves the account page's fields when `version` is current; answers whether it was. */
export async function updateOwnAccount(
  db: Executor,
  userId: number,
  { version, ...changes }: UpdateAccountRequest,
) {
  const updated = await db
    .update(users)
    .set({ ...changes, version: version + 1, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.version, version)))
    .returning({ id: users.id })
  return updated.length > 0
}

/** The stored password hash (null for an account that has none or does not exist), to check a password. */
export async function passwordHashOf(db: Executor, userId: number) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  return user?.passwordHash ?? null
}

/** Stores a new password hash and when it changed. */
export async function setPasswordHash(db: Executor, userId: number, passwordHash: string) {
  const now = new Date()
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
}

/** Sets (or clears, with null) the user's picture and answers the one it replaces. */
export async function setAvatar(db: Executor, userId: number, avatar: string | null) {
  const [previous] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId))
  await db.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, userId))
  return previous?.avatar ?? null
}

/** Stores the user's presence and when it changed. */
export async function setPresence(db: Executor, userId: number, presence: Presence, at: Date) {
  await db.update(users).set({ presence, presenceUpdatedAt: at }).where(eq(users.id, userId))
}
