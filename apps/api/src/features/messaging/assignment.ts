import { and, eq, sql, type AnyColumn } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { userDirectory } from '../users'
import { messagingChannelAgents as agents, messagingChats as chats } from './messaging.schema'

/** Open conversations of an agent: chats assigned to them (a chat stays open while assigned). */
export const openChatsOf = (userId: AnyColumn | number) =>
  sql<number>`(select count(*)::int from ${chats} where ${chats.assignedUserId} = ${userId})`

/**
 * Round robin among the channel's online agents with room left (open chats below capacity): the one
 * assigned longest ago (or never) takes the new conversation. Null when nobody is available; the chat
 * then waits unassigned in every agent's inbox.
 */
export async function pickAgent(db: Executor, channelId: number): Promise<number | null> {
  const [next] = await db
    .select({ userId: agents.userId })
    .from(agents)
    .innerJoin(userDirectory, eq(userDirectory.id, agents.userId))
    .where(
      and(
        eq(agents.channelId, channelId),
        eq(userDirectory.presence, 'online'),
        eq(userDirectory.status, 'active'),
        sql`${openChatsOf(agents.userId)} < ${agents.capacity}`,
      ),
    )
    .orderBy(sql`${agents.lastAssignedAt} asc nulls first`, agents.userId)
    .limit(1)
    .for('update', { of: agents, skipLocked: true })
  if (!next) return null
  await db
    .update(agents)
    .set({ lastAssignedAt: new Date() })
    .where(and(eq(agents.channelId, channelId), eq(agents.userId, next.userId)))
  return next.userId
}
