import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { fieldError, type EmailAddress } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { userDirectory } from '../users'
import { emailMessageAttachments, emailMessages } from './mailbox.schema'
import { badRequest, emptyNotFound, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import type { Mailer } from '../mail'
import { mailboxesOf, messageIdDomain, named, type Mailbox } from './email-addresses'
import { assertAttachable, attachmentFiles, linkAttachments } from './email-attachments'
import { deliverToMailboxes } from './email-delivery'
import { htmlToText, sanitiseEmailHtml } from './email-sanitize'

/** A message as written (parsed by the contract's compose schema). */
export interface Written {
  to: string[]
  cc: string[]
  bcc: string[]
  subject: string
  message: string
  attachmentIds: string[]
  inReplyToId?: number | undefined
}

interface Writer {
  userId: number
  mailFrom: string
}

async function senderOf(db: Executor, userId: number): Promise<EmailAddress> {
  const [row] = await db
    .select({ email: userDirectory.email, name: userDirectory.fullName })
    .from(userDirectory)
    .where(eq(userDirectory.id, userId))
  return row!
}

/** The conversation a reply or forward joins: the answered e-mail's, which must be in the writer's mailbox. */
async function threadOf(db: Executor, ownerUserId: number, inReplyToId: number | undefined) {
  if (!inReplyToId) return null
  const [parent] = await db
    .select({ threadKey: emailMessages.threadKey })
    .from(emailMessages)
    .where(and(eq(emailMessages.ownerUserId, ownerUserId), eq(emailMessages.id, inReplyToId)))
  if (!parent) throw badRequest({ inReplyToId: [fieldError('unknown_reference')] }, 'Unknown e-mail')
  return parent.threadKey
}

/** The writer's own copy's fields: sanitised HTML, named recipients, the conversation it belongs to. */
async function ownCopy(db: Executor, writer: Writer, written: Written, mailboxes: Map<string, Mailbox>) {
  await assertAttachable(db, writer.userId, written.attachmentIds)
  const messageId = `<${randomUUID()}@${messageIdDomain(writer.mailFrom)}>`
  const { html, hasRemoteImages } = sanitiseEmailHtml(written.message)
  const from = await senderOf(db, writer.userId)
  return {
    ownerUserId: writer.userId,
    messageId,
    received: false,
    threadKey: (await threadOf(db, writer.userId, written.inReplyToId)) ?? messageId,
    fromEmail: from.email,
    fromName: from.name,
    to: named(written.to, mailboxes),
    cc: named(written.cc, mailboxes),
    bcc: named(written.bcc, mailboxes),
    subject: written.subject,
    message: html,
    hasRemoteImages,
    isRead: true,
  }
}

const recipientsOf = (written: Written) => [...written.to, ...written.cc, ...written.bcc]

/** Drafts saved as the writer types: a new draft in the writer's mailbox. */
export async function createDraft(db: Database, writer: Writer, written: Written) {
  return db.transaction(async (tx) => {
    const copy = await ownCopy(tx, writer, written, await mailboxesOf(tx, recipientsOf(written)))
    const [row] = await tx
      .insert(emailMessages)
      .values({ ...copy, folder: 'draft' })
      .returning({ id: emailMessages.id, version: emailMessages.version })
    await linkAttachments(tx, [row!.id], written.attachmentIds)
    return row!
  })
}

/** Replaces a draft's content; a stale version answers 409, another mailbox's draft 404. */
export async function updateDraft(
  db: Database,
  writer: Writer,
  id: number,
  written: Written & { version: number },
) {
  return db.transaction(async (tx) => {
    const copy = await ownCopy(tx, writer, written, await mailboxesOf(tx, recipientsOf(written)))
    const mine = and(
      eq(emailMessages.id, id),
      eq(emailMessages.ownerUserId, writer.userId),
      eq(emailMessages.folder, 'draft'),
    )
    const [current] = await tx.select({ version: emailMessages.version }).from(emailMessages).where(mine)
    if (!current) throw emptyNotFound()
    if (current.version !== written.version) throw staleVersion()
    const { messageId: _new, threadKey, ...content } = copy
    const [row] = await tx
      .update(emailMessages)
      .set({
        ...content,
        ...(written.inReplyToId && { threadKey }),
        time: new Date(),
        version: current.version + 1,
      })
      .where(and(mine, eq(emailMessages.version, written.version)))
      .returning({ id: emailMessages.id, version: emailMessages.version })
    if (!row) throw staleVersion()
    await tx.delete(emailMessageAttachments).where(eq(emailMessageAttachments.emailId, id))
    await linkAttachments(tx, [id], written.attachmentIds)
    return row
  })
}

/**
 * Sends: the writer's sent copy, a received copy in the mailbox of each colleague addressed (delivered
 * locally in the same transaction, told live), and, for addresses outside the app, a `mail.deliver` job
 * (SMTP_URL, or the pickup directory) queued in the same transaction. A draft being sent is removed.
 */
export async function sendEmail(
  db: Database,
  mailer: Mailer,
  writer: Writer,
  written: Written & { draftId?: number | undefined },
): Promise<number> {
  return db.transaction(async (tx) => {
    if (written.draftId) {
      const removed = await tx
        .delete(emailMessages)
        .where(
          and(
            eq(emailMessages.id, written.draftId),
            eq(emailMessages.ownerUserId, writer.userId),
            eq(emailMessages.folder, 'draft'),
          ),
        )
        .returning({ id: emailMessages.id })
      if (!removed.length) throw badRequest({ draftId: [fieldError('unknown_reference')] }, 'Unknown draft')
    }
    const mailboxes = await mailboxesOf(tx, recipientsOf(written))
    const copy = await ownCopy(tx, writer, written, mailboxes)
    const [sent] = await tx
      .insert(emailMessages)
      .values({ ...copy, folder: 'sent' })
      .returning({ id: emailMessages.id, time: emailMessages.time })
    await linkAttachments(tx, [sent!.id], written.attachmentIds)

    const colleagues = recipientsOf(written).flatMap((address) => mailboxes.get(address.toLowerCase()) ?? [])
    await deliverToMailboxes(
      tx,
      colleagues.map((mailbox) => mailbox.userId),
      {
        ...copy,
        from: { email: copy.fromEmail, name: copy.fromName },
        time: sent!.time,
        attachmentIds: written.attachmentIds,
        folder: 'inbox',
      },
    )
    await queueOutside(tx, mailer, written, mailboxes, copy)
    await recordAudit(tx, {
      actorUserId: writer.userId,
      action: 'email.sent',
      entityType: 'email',
      entityId: sent!.id,
      data: { recipients: recipientsOf(written).length, colleagues: colleagues.length },
    })
    return sent!.id
  })
}

/**
 * Addresses outside the app go out through the mail jobs: one mail to the to and cc addresses together,
 * and one to each bcc address alone (so no recipient sees a blind copy's address).
 */
async function queueOutside(
  tx: Executor,
  mailer: Mailer,
  written: Written,
  mailboxes: Map<string, Mailbox>,
  copy: { subject: string; message: string },
) {
  const outside = (addresses: string[]) =>
    addresses.filter((address) => !mailboxes.has(address.toLowerCase()))
  const text = htmlToText(copy.message)
  const open = [...new Set([...outside(written.to), ...outside(written.cc)])]
  const groups = [open, ...outside(written.bcc).map((address) => [address])].filter((group) => group.length)
  if (!groups.length) return
  // The files go by storage key: the delivery job reads them when it sends.
  const attachments = await attachmentFiles(tx, written.attachmentIds)
  for (const group of groups)
    await mailer.queue(tx, {
      to: group.join(', '),
      subject: copy.subject,
      text,
      html: copy.message,
      attachments,
    })
}
