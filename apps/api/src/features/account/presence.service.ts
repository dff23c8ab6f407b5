import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Presence } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { roleDirectory } from '../roles'
import { setPresence as storePresence, userDirectory } from '../users'

/** Stores the user's presence and answers when it changed. */
export async function setPresence(db: Database, userId: number, presence: Presence) {
  const presenceUpdatedAt = new Date()
  await storePresence(db, userId, presence, presenceUpdatedAt)
  return presenceUpdatedAt
}

/** Every active staff member with their presence, by name (the agent-status page). */
export async function listAgents(db: Database) {
  const rows = await db
    .select({
      id: userDirectory.id,
      fullName: userDirectory.fullName,
      email: userDirectory.email,
      role: roleDirectory.name,
      avatar: userDirectory.avatar,
      presence: userDirectory.presence,
      presenceUpdatedAt: userDirectory.presenceUpdatedAt,
    })
    .from(userDirectory)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
    .where(and(eq(userDirectory.status, 'active'), isNull(userDirectory.deletedAt)))
    .orderBy(asc(userDirectory.fullName))
  return rows.map((row) => ({ ...row, presenceUpdatedAt: row.presenceUpdatedAt?.toISOString() ?? null }))
}
