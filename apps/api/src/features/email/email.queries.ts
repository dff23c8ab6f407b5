import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import {
  EMAIL_LIST_LIMIT,
  emailPaths,
  type Email,
  type EmailAttachment,
  type EmailListQuery,
  type EmailListResponse,
  type EmailsMeta,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { userDirectory } from '../users'
import { emailAttachments, emailMessageAttachments, emailMessages } from './mailbox.schema'
import { containsPattern } from '../../lib/sql-text'

type EmailRow = typeof emailMessages.$inferSelect

/**
 * Which e-mails a view shows (spec §4): trashed shows the deleted ones, starred the starred ones not
 * deleted, a folder its e-mails not deleted. A label narrows the view; a label alone (no filter) shows
 * that label's e-mails in every folder, as the label links of the navigation do.
 */
export function viewCondition(query: EmailListQuery): SQL {
  const conditions: SQL[] = []
  const filter = query.filter ?? (query.label ? undefined : 'inbox')
  if (filter === 'trashed') conditions.push(eq(emailMessages.isDeleted, true))
  else {
    conditions.push(eq(emailMessages.isDeleted, false))
    if (filter === 'starred') conditions.push(eq(emailMessages.isStarred, true))
    else if (filter) conditions.push(eq(emailMessages.folder, filter))
  }
  if (query.label) conditions.push(sql`${emailMessages.labels} @> ${JSON.stringify([query.label])}::jsonb`)
  if (query.q) {
    const pattern = containsPattern(query.q)
    conditions.push(or(ilike(emailMessages.fromName, pattern), ilike(emailMessages.subject, pattern))!)
  }
  return and(...conditions)!
}

/** The navigation's counts (spec §7): inbox unread, draft total, spam unread, starred total; none deleted. */
export async function loadEmailsMeta(db: Executor, ownerUserId: number): Promise<EmailsMeta> {
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`
  const [meta] = await db
    .select({
      inbox: count(and(eq(emailMessages.folder, 'inbox'), eq(emailMessages.isRead, false))!),
      draft: count(eq(emailMessages.folder, 'draft')),
      spam: count(and(eq(emailMessages.folder, 'spam'), eq(emailMessages.isRead, false))!),
      star: count(eq(emailMessages.isStarred, true)),
    })
    .from(emailMessages)
    .where(and(eq(emailMessages.ownerUserId, ownerUserId), eq(emailMessages.isDeleted, false)))
  return meta!
}

/** The list of spec §7, newest first, only ever from the caller's own mailbox. */
export async function listEmails(
  db: Executor,
  ownerUserId: number,
  query: EmailListQuery,
): Promise<EmailListResponse> {
  const rows = await db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.ownerUserId, ownerUserId), viewCondition(query)))
    .orderBy(desc(emailMessages.time), desc(emailMessages.id))
    .limit(EMAIL_LIST_LIMIT)
  return { emails: await toEmails(db, ownerUserId, rows), emailsMeta: await loadEmailsMeta(db, ownerUserId) }
}

/** Size text as the spec writes it ('5mb', '120kb'). */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10}mb`
  return `${Math.max(1, Math.round(bytes / 1024))}kb`
}

export const attachmentUrl = (id: string) => emailPaths.attachment.replace(':id', id)

async function attachmentsOf(db: Executor, emailIds: number[]) {
  const byEmail = new Map<number, EmailAttachment[]>()
  if (!emailIds.length) return byEmail
  const rows = await db
    .select({ emailId: emailMessageAttachments.emailId, file: emailAttachments })
    .from(emailMessageAttachments)
    .innerJoin(emailAttachments, eq(emailAttachments.id, emailMessageAttachments.attachmentId))
    .where(inArray(emailMessageAttachments.emailId, emailIds))
    .orderBy(asc(emailMessageAttachments.position))
  for (const { emailId, file } of rows) {
    const url = attachmentUrl(file.id)
    byEmail.set(emailId, [
      ...(byEmail.get(emailId) ?? []),
      {
        id: file.id,
        fileName: file.fileName,
        thumbnail: file.contentType.startsWith('image/') ? url : null,
        url,
        size: sizeText(file.size),
        bytes: file.size,
        contentType: file.contentType,
      },
    ])
  }
  return byEmail
}

async function avatarsOf(db: Executor, addresses: string[]) {
  const unique = [...new Set(addresses.map((address) => address.toLowerCase()))]
  if (!unique.length) return new Map<string, string | null>()
  const rows = await db
    .select({ email: sql<string>`lower(${userDirectory.email})`, avatar: userDirectory.avatar })
    .from(userDirectory)
    .where(inArray(sql`lower(${userDirectory.email})`, unique))
  return new Map(rows.map((row) => [row.email, row.avatar]))
}

/** Rows as spec §3 e-mails: attachments, the sender's picture, and the conversation as `replies`. */
async function toEmails(db: Executor, ownerUserId: number, rows: EmailRow[]): Promise<Email[]> {
  if (!rows.length) return []
  const threadKeys = [...new Set(rows.map((row) => row.threadKey))]
  const conversation = await db
    .select()
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.ownerUserId, ownerUserId),
        inArray(emailMessages.threadKey, threadKeys),
        eq(emailMessages.isDeleted, false),
        ne(emailMessages.folder, 'draft'),
      ),
    )
    .orderBy(asc(emailMessages.time), asc(emailMessages.id))
  const all = [...rows, ...conversation]
  const files = await attachmentsOf(db, [...new Set(all.map((row) => row.id))])
  const avatars = await avatarsOf(
    db,
    all.map((row) => row.fromEmail),
  )
  const plain = (row: EmailRow) => ({
    id: row.id,
    to: row.to,
    from: {
      email: row.fromEmail,
      name: row.fromName,
      avatar: avatars.get(row.fromEmail.toLowerCase()) ?? null,
    },
    subject: row.subject,
    cc: row.cc,
    bcc: row.bcc,
    message: row.message,
    attachments: files.get(row.id) ?? [],
    isStarred: row.isStarred,
    labels: row.labels,
    time: row.time.toISOString(),
    folder: row.folder,
    isRead: row.isRead,
    isDeleted: row.isDeleted,
    hasRemoteImages: row.hasRemoteImages,
    version: row.version,
  })
  return rows.map((row) => ({
    ...plain(row),
    replies: conversation
      .filter((other) => other.threadKey === row.threadKey && other.id !== row.id)
      .map(plain),
  }))
}
