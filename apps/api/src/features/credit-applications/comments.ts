import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database, Executor, Transaction } from '../../db/client'
import { roleDirectory } from '../roles'
import { userDirectory } from '../users'
import {
  creditApplicationComments as comments,
  creditApplicationHistory as history,
} from './credit-applications.schema'
import { effectiveRulesOf } from '../permissions'
import { notify } from '../notifications'
import { linkedToAlly, readsApplication } from './credit-application-access'
import { announceUnchanged } from './credit-application-events'
import type { ApplicationRow } from './credit-application-record'

const MENTION = /(?:^|[^\w@.])@([a-zA-Z0-9._-]{3,40})/g

/** The usernames written as @username in a comment. */
export function mentionedUsernames(body: string): string[] {
  return [
    ...new Set([...body.matchAll(MENTION)].map((match) => match[1]!.toLowerCase().replace(/[._-]+$/, ''))),
  ]
}

/**
 * The active users among these usernames who may read the application: read permission on its product
 * AND row-level scope (head office, its owner, or linked to its ally). Nobody else learns of it.
 */
async function readersAmong(tx: Transaction, row: ApplicationRow, usernames: string[]) {
  if (usernames.length === 0) return []
  const candidates = await tx
    .select({
      id: userDirectory.id,
      rules: effectiveRulesOf(roleDirectory),
      scope: roleDirectory.scope,
      linked: linkedToAlly(row.allyId),
    })
    .from(userDirectory)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
    .where(
      and(
        inArray(sql`lower(${userDirectory.username})`, usernames),
        eq(userDirectory.status, 'active'),
        isNull(userDirectory.deletedAt),
      ),
    )
  return candidates.filter((user) => readsApplication(user, row))
}

/**
 * Adds a comment; each @mentioned user who may read the application (other than the author) gets a
 * notification that names the folio only: the comment may carry applicant data.
 */
export async function addComment(
  db: Database,
  row: ApplicationRow,
  authorUserId: number,
  body: string,
  link: string,
) {
  const usernames = mentionedUsernames(body)
  return db.transaction(async (tx) => {
    const mentioned = await readersAmong(tx, row, usernames)
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
    await announceUnchanged(tx, row)
    const recipients = mentionUserIds.filter((id) => id !== authorUserId)
    await notify(
      tx,
      recipients.map((userId) => ({
        userId,
        title: `Te mencionaron en la solicitud ${row.folio}`,
        body: 'Abre la solicitud para leer el comentario.',
        link,
      })),
    )
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
      authorId: userDirectory.id,
      authorName: userDirectory.fullName,
      authorAvatar: userDirectory.avatar,
    })
    .from(comments)
    .innerJoin(userDirectory, eq(userDirectory.id, comments.authorUserId))
    .where(eq(comments.applicationId, applicationId))
    .orderBy(asc(comments.id))
  const mentionIds = [...new Set(rows.flatMap((row) => row.mentionUserIds))]
  const people = mentionIds.length
    ? await db
        .select({ id: userDirectory.id, fullName: userDirectory.fullName, avatar: userDirectory.avatar })
        .from(userDirectory)
        .where(inArray(userDirectory.id, mentionIds))
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
