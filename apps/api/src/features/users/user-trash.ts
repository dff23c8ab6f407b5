import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { userStatusSchema, type RestoreAudience } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { users } from './users.schema'
import { notFound } from '../../lib/http-errors'
import { registerTrashType } from '../trash'

/**
 * Brings a deleted account back with the status it had (its sessions stay ended: the person signs in again).
 * E-mail and username stay unique over deleted accounts too, so no live twin can exist: a person who comes
 * back is restored, not created again, and their history stays theirs.
 */
async function restoreUser(
  tx: Executor,
  recordId: string,
  _restorer: unknown,
  previous: Record<string, unknown>,
): Promise<RestoreAudience> {
  const parsed = userStatusSchema.safeParse(previous.status)
  const status = parsed.success ? parsed.data : 'inactive'
  const restored = await tx
    .update(users)
    .set({ deletedAt: null, status, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, Number(recordId)), isNotNull(users.deletedAt)))
    .returning({ id: users.id })
  if (restored.length === 0) throw notFound('No such user in the trash')
  // The users list is read by holders of read Users.
  return { kind: 'permission', action: 'read', subject: 'Users' }
}

/**
 * Accounts are never erased: audit events (hash-chained), applications, payments and messages name them, and
 * erasing would rewrite that history. Past the retention the account stays deleted and leaves the trash.
 */
async function keepUser(): Promise<boolean> {
  return false
}

export function registerUserTrash() {
  registerTrashType('user', { restore: restoreUser, purge: keepUser })
}
