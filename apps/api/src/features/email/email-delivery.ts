import type { EmailAddress, EmailFolder } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { emailMessages } from './mailbox.schema'
import { publishEvent } from '../events'
import { linkAttachments } from './email-attachments'

/** A message arriving in the mailboxes of the app (from a colleague, or read from IMAP). */
export interface ArrivingMessage {
  messageId: string
  threadKey: string
  from: EmailAddress
  to: EmailAddress[]
  cc: EmailAddress[]
  subject: string
  /** Sanitised HTML. */
  message: string
  hasRemoteImages: boolean
  time: Date
  attachmentIds: string[]
  folder: Extract<EmailFolder, 'inbox' | 'spam'>
}

/**
 * Puts a received copy in each mailbox, in the caller's transaction, and tells each owner live. Idempotent:
 * a mailbox that already holds this Message-ID as received mail gets nothing (a second IMAP run, a retry).
 * Bcc is never shown to recipients. Answers the ids of the new copies.
 */
export async function deliverToMailboxes(
  tx: Executor,
  ownerUserIds: number[],
  message: ArrivingMessage,
): Promise<number[]> {
  const created: number[] = []
  for (const ownerUserId of new Set(ownerUserIds)) {
    const [row] = await tx
      .insert(emailMessages)
      .values({
        ownerUserId,
        folder: message.folder,
        messageId: message.messageId,
        received: true,
        threadKey: message.threadKey,
        fromEmail: message.from.email,
        fromName: message.from.name,
        to: message.to,
        cc: message.cc,
        bcc: [],
        subject: message.subject,
        message: message.message,
        hasRemoteImages: message.hasRemoteImages,
        time: message.time,
      })
      .onConflictDoNothing()
      .returning({ id: emailMessages.id })
    if (!row) continue
    created.push(row.id)
    await publishEvent(tx, { type: 'email.received', id: row.id, userId: ownerUserId })
  }
  await linkAttachments(tx, created, message.attachmentIds)
  return created
}
