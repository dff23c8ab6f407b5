import { and, eq, exists, inArray, or, sql } from 'drizzle-orm'
import { fieldError, type EmailAttachment } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { emailAttachments, emailMessageAttachments, emailMessages } from './mailbox.schema'
import { badRequest } from '../../lib/http-errors'
import { attachmentUrl, sizeText } from './email.queries'

/** A file the caller may see: one they uploaded, or one attached to an e-mail of their own mailbox. */
function visibleTo(db: Executor, ownerUserId: number) {
  const linkedToMine = db
    .select({ one: sql`1` })
    .from(emailMessageAttachments)
    .innerJoin(emailMessages, eq(emailMessages.id, emailMessageAttachments.emailId))
    .where(
      and(
        eq(emailMessageAttachments.attachmentId, emailAttachments.id),
        eq(emailMessages.ownerUserId, ownerUserId),
      ),
    )
  return or(eq(emailAttachments.uploadedByUserId, ownerUserId), exists(linkedToMine))!
}

/** The file for a download, or null when it is unknown or not the caller's to see. */
export async function findVisibleAttachment(db: Executor, ownerUserId: number, id: string) {
  const [row] = await db
    .select()
    .from(emailAttachments)
    .where(and(eq(emailAttachments.id, id), visibleTo(db, ownerUserId)))
  return row ?? null
}

/** Attaching: every id must be a file the sender may see (uploaded, or forwarded from their mailbox). */
export async function assertAttachable(db: Executor, ownerUserId: number, ids: string[]) {
  if (!ids.length) return
  const rows = await db
    .select({ id: emailAttachments.id })
    .from(emailAttachments)
    .where(and(inArray(emailAttachments.id, ids), visibleTo(db, ownerUserId)))
  if (rows.length !== new Set(ids).size)
    throw badRequest({ attachmentIds: [fieldError('unknown_reference')] }, 'Unknown attachment')
}

/** Links the files to e-mails (each copy of a sent message links the same stored file). */
export async function linkAttachments(db: Executor, emailIds: number[], attachmentIds: string[]) {
  const unique = [...new Set(attachmentIds)]
  const links = emailIds.flatMap((emailId) =>
    unique.map((attachmentId, position) => ({ emailId, attachmentId, position })),
  )
  if (links.length) await db.insert(emailMessageAttachments).values(links).onConflictDoNothing()
}

export async function recordAttachment(
  db: Executor,
  values: typeof emailAttachments.$inferInsert,
): Promise<EmailAttachment> {
  const [row] = await db.insert(emailAttachments).values(values).returning()
  const url = attachmentUrl(row!.id)
  return {
    id: row!.id,
    fileName: row!.fileName,
    thumbnail: row!.contentType.startsWith('image/') ? url : null,
    url,
    size: sizeText(row!.size),
    bytes: row!.size,
    contentType: row!.contentType,
  }
}

/** The stored files of attachments in the order they were attached, as the mailer takes them. */
export async function attachmentFiles(db: Executor, ids: string[]) {
  const unique = [...new Set(ids)]
  if (!unique.length) return []
  const rows = await db.select().from(emailAttachments).where(inArray(emailAttachments.id, unique))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return unique.flatMap((id) => {
    const row = byId.get(id)
    return row ? [{ fileName: row.fileName, contentType: row.contentType, storageKey: row.storageKey }] : []
  })
}
