import { and, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import { deleteInBatches } from '../../lib/batched-delete'
import { publishEvent } from '../events'
import { notifications } from './notifications.schema'

export interface NewNotification {
  userId: number
  title: string
  body: string
  link: string
}

/** The bell shows the newest fifty; older ones are not listed. */
const LISTED = 50

/**
 * Written in the caller's transaction, so a notification exists only if its cause was saved; each
 * recipient's bell hears of it live once that transaction commits.
 */
export async function notify(executor: Executor, entries: NewNotification[]) {
  if (entries.length === 0) return
  const created = await executor
    .insert(notifications)
    .values(entries)
    .returning({ id: notifications.id, userId: notifications.userId })
  for (const { id, userId } of created)
    await publishEvent(executor, { type: 'notification.created', id, userId })
}

/** The user's newest notifications and how many of them are unread. */
export async function listNotifications(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(LISTED)
  const listed = rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }))
  return { items: listed, total: listed.length, unread: rows.filter((row) => !row.readAt).length }
}

export async function markAllRead(db: Database, userId: number) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
}

/** Retention: notifications read before `before` go; unread ones stay whatever their age. Answers the count. */
export function purgeExpiredNotifications(
  executor: Executor,
  { before, signal }: { before: Date; signal?: AbortSignal },
) {
  return deleteInBatches(executor, {
    table: notifications,
    key: [notifications.id],
    where: and(isNotNull(notifications.readAt), lt(notifications.readAt, before))!,
    signal,
  })
}
