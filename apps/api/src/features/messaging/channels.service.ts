import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { ChannelAgent, MessagingDashboard } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { userDirectory } from '../users'
import { badRequest, notFound } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { openChatsOf } from './assignment'
import {
  messagingCampaignRecipients as recipients,
  messagingCampaigns as campaigns,
  messagingChannelAgents as agents,
  messagingChannels as channels,
  messagingChats as chats,
  messagingMessages as messages,
} from './messaging.schema'

/** Spec §3 "channels": each with its message count. */
export async function listChannels(db: Database) {
  const rows = await db
    .select({
      id: channels.id,
      name: channels.name,
      provider: channels.provider,
      phoneNumber: channels.phoneNumber,
      messageCount: sql<number>`(select count(*)::int from messaging_messages m join messaging_chats c on c.id = m.chat_id where c.channel_id = messaging_channels.id)`,
    })
    .from(channels)
    .orderBy(asc(channels.id))
  return { items: rows, total: rows.length }
}

async function requireChannel(db: Database, id: number) {
  const [row] = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, id))
  if (!row) throw notFound()
}

export async function listChannelAgents(
  db: Database,
  channelId: number,
): Promise<{ agents: ChannelAgent[] }> {
  await requireChannel(db, channelId)
  const rows = await db
    .select({
      userId: agents.userId,
      fullName: userDirectory.fullName,
      presence: userDirectory.presence,
      capacity: agents.capacity,
      openChats: openChatsOf(agents.userId),
    })
    .from(agents)
    .innerJoin(userDirectory, eq(userDirectory.id, agents.userId))
    .where(eq(agents.channelId, channelId))
    .orderBy(asc(userDirectory.fullName))
  return { agents: rows }
}

/** Replaces the channel's agents and capacities (one statement set, audited). */
export async function setChannelAgents(
  db: Database,
  channelId: number,
  list: { userId: number; capacity: number }[],
  actorUserId: number,
) {
  await requireChannel(db, channelId)
  const ids = [...new Set(list.map((agent) => agent.userId))]
  if (ids.length !== list.length) throw badRequest({ agents: ['already_used'] })
  await db.transaction(async (tx) => {
    if (ids.length > 0) {
      const found = await tx
        .select({ id: userDirectory.id })
        .from(userDirectory)
        .where(
          and(
            inArray(userDirectory.id, ids),
            eq(userDirectory.status, 'active'),
            isNull(userDirectory.deletedAt),
          ),
        )
      if (found.length !== ids.length) throw badRequest({ agents: ['unknown_reference'] })
    }
    await tx.delete(agents).where(eq(agents.channelId, channelId))
    if (list.length > 0) await tx.insert(agents).values(list.map((agent) => ({ ...agent, channelId })))
    await recordAudit(tx, {
      actorUserId,
      action: 'channel.agents',
      entityType: 'messaging_channel',
      entityId: channelId,
      data: { agents: list },
    })
  })
  return listChannelAgents(db, channelId)
}

/** The channel dashboard over the last 14 days. */
export async function loadDashboard(db: Database): Promise<MessagingDashboard> {
  const day = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
  const since = sql`${messages.createdAt} >= now() - interval '14 days'`
  const volumes = await db
    .select({
      day,
      channelId: chats.channelId,
      inbound: sql<number>`count(*) filter (where ${messages.direction} = 'in')::int`,
      outbound: sql<number>`count(*) filter (where ${messages.direction} = 'out')::int`,
    })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(since)
    .groupBy(day, chats.channelId)
    .orderBy(day, chats.channelId)
  // Response time: from each customer message to the next agent message of the same chat.
  const response = await db.execute(sql`
    select to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
      percentile_cont(0.5) within group (order by extract(epoch from (o.created_at - i.created_at)) / 60) as median
    from messaging_messages i
    join lateral (select created_at from messaging_messages o
      where o.chat_id = i.chat_id and o.direction = 'out' and o.created_at > i.created_at
      order by o.created_at limit 1) o on true
    where i.direction = 'in' and i.created_at >= now() - interval '14 days'
    group by 1 order by 1`)
  const openPerAgent = await db
    .select({
      userId: chats.assignedUserId,
      fullName: sql<string>`coalesce(${userDirectory.fullName}, '')`,
      open: count(),
    })
    .from(chats)
    .leftJoin(userDirectory, eq(userDirectory.id, chats.assignedUserId))
    .groupBy(chats.assignedUserId, userDirectory.fullName)
    .orderBy(desc(count()))
  const campaignRows = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      total: campaigns.total,
      read: sql<number>`count(*) filter (where ${recipients.status} in ('read', 'replied'))::int`,
      failed: sql<number>`count(*) filter (where ${recipients.status} = 'failed')::int`,
    })
    .from(campaigns)
    .leftJoin(recipients, eq(recipients.campaignId, campaigns.id))
    .groupBy(campaigns.id)
    .orderBy(desc(campaigns.createdAt))
    .limit(10)
  return {
    volumes,
    responseMinutes: (response as unknown as { rows: { day: string; median: number | string }[] }).rows.map(
      (row) => ({
        day: row.day,
        median: Math.round(Number(row.median) * 10) / 10,
      }),
    ),
    openPerAgent,
    campaigns: campaignRows,
  }
}
