import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import {
  creditApplicationComments as comments,
  creditApplicationHistory as history,
  notifications,
  users,
} from '../../db/schema'
import type { ApplicationRow } from './application-record'

const MENTION = /(?:^|[^\w@.])@([a-zA-Z0-9._-]{3,40})/g

/** The usernames written as @username in a comment. */
export function mentionedUsernames(body: string): string[] {
  return [
    ...new Set([...body.matchAll(MENTION)].map((match) => match[1]!.toLowerCase().replace(/[._-]+$/, ''))),
  ]
}

/** Adds a comment; each active user @mentioned in it (other than the author) gets a notification. */
export async function addComment(
  db: Database,
  row: ApplicationRow,
  authorUserId: number,
  body: string,
  link: string,
) {
  const usernames = mentionedUsernames(body)
  return db.transaction(async (tx) => {
    const mentioned = usernames.length
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              inArray(sql`lower(${users.username})`, usernames),
              eq(users.status, 'active'),
              isNull(users.deletedAt),
            ),
          )
      : []
    const mentionUserIds = mentioned.map((user) => user.id)
    const [comment] = await tx
      .insert(comments)
      .values({ applicationId: row.id, authorUserId, body, mentionUserIds })
      .returning({ id: comments.id })
    await tx.insert(history).values({
      applicationId: row.id,
      kind: 'comment',
      actorUserId: authorUserId,
      fromStage: row.stage,
      newValue: { commentId: comment!.id },
    })
    const recipients = mentionUserIds.filter((id) => id !== authorUserId)
    if (recipients.length > 0) {
      await tx.insert(notifications).values(
        recipients.map((userId) => ({
          userId,
          title: `Te mencionaron en la solicitud ${row.folio}`,
          body: body.slice(0, 280),
          link,
        })),
      )
    }
    return comment!.id
  })
}

export async function listComments(db: Executor, applicationId: number) {
  const rows = await db
    .select({
      id: comments.id,
      body: comments.body,
      mentionUserIds: comments.mentionUserIds,
      createdAt: comments.createdAt,
      authorId: users.id,
      authorName: users.fullName,
      authorAvatar: users.avatar,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorUserId))
    .where(eq(comments.applicationId, applicationId))
    .orderBy(asc(comments.id))
  const mentionIds = [...new Set(rows.flatMap((row) => row.mentionUserIds))]
  const people = mentionIds.length
    ? await db
        .select({ id: users.id, fullName: users.fullName, avatar: users.avatar })
        .from(users)
        .where(inArray(users.id, mentionIds))
    : []
  const byId = new Map(people.map((person) => [person.id, person]))
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    author: { id: row.authorId, fullName: row.authorName, avatar: row.authorAvatar },
    mentions: row.mentionUserIds.map((id) => byId.get(id)).filter((person) => person !== undefined),
    createdAt: row.createdAt.toISOString(),
  }))
}
