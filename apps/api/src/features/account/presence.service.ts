import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Presence } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { roles, users } from '../../db/schema'

/** Stores the user's presence and answers when it changed. */
export async function setPresence(db: Database, userId: number, presence: Presence) {
  const presenceUpdatedAt = new Date()
  await db.update(users).set({ presence, presenceUpdatedAt }).where(eq(users.id, userId))
  return presenceUpdatedAt
}

/** Every active staff member with their presence, by name (the agent-status page). */
export async function listAgents(db: Database) {
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      role: roles.name,
      avatar: users.avatar,
      presence: users.presence,
      presenceUpdatedAt: users.presenceUpdatedAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.status, 'active'), isNull(users.deletedAt)))
    .orderBy(asc(users.fullName))
  return rows.map((row) => ({ ...row, presenceUpdatedAt: row.presenceUpdatedAt?.toISOString() ?? null }))
}
