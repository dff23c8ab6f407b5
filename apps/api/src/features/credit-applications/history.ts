import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { userDirectory } from '../users'
import { creditApplicationHistory as history } from './credit-applications.schema'

/** The application's history, newest first: moves, field changes (old and new value), assignments, documents, comments. */
export async function listHistory(db: Executor, applicationId: number) {
  const rows = await db
    .select({ entry: history, actorName: userDirectory.fullName, actorAvatar: userDirectory.avatar })
    .from(history)
    .leftJoin(userDirectory, eq(userDirectory.id, history.actorUserId))
    .where(eq(history.applicationId, applicationId))
    .orderBy(desc(history.id))
    .limit(500)
  return rows.map(({ entry, actorName, actorAvatar }) => ({
    id: entry.id,
    kind: entry.kind,
    actor:
      entry.actorUserId && actorName
        ? { id: entry.actorUserId, fullName: actorName, avatar: actorAvatar }
        : null,
    fromStage: entry.fromStage,
    toStage: entry.toStage,
    field: entry.field,
    oldValue: entry.oldValue ?? null,
    newValue: entry.newValue ?? null,
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
  }))
}
