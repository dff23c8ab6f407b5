import type { Readable } from 'node:stream'
import type { Executor } from '../../db/client'
import { desc, inArray } from 'drizzle-orm'
import { mailOutbox } from './mail.schema'

/** What stands in the outbox where a secret (a link token) was: the outbox never holds a live secret. */
export const REDACTED = '[redactado]'

export interface OutgoingMail {
  to: string
  subject: string
  /** The real text, secrets included: it goes only to the transport, never to the database. */
  text: string
  /** The HTML part (from a template); sent, never stored: it holds the same secrets as `text`. */
  html?: string
  /** Secrets inside `text` (reset or invitation tokens) to redact in the stored copy. */
  secrets?: string[]
  /** Files sent with the mail (e.g. an invoice PDF); they travel sealed in the job, never in the outbox. */
  attachments?: MailAttachment[]
}

/**
 * A file attached to a mail: bytes made for it (an invoice PDF), or a file already in storage (an
 * upload) named by its key. Either way the delivery job carries only a storage key and reads the bytes
 * when it sends, so ten 10 MB files never pass through the jobs table.
 */
export type MailAttachment =
  | { fileName: string; contentType: string; content: Buffer }
  | { fileName: string; contentType: string; storageKey: string }

/** A file as the transport gets it: its bytes, or a stream of them read from storage at send time. */
export interface OutgoingFile {
  fileName: string
  contentType: string
  content: Buffer | Readable
}

/** A mail written to the outbox and waiting for delivery after its transaction commits. */
export interface QueuedMail {
  id: number
  to: string
  subject: string
  text: string
  html?: string
  attachments?: OutgoingFile[]
}

export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  return secrets.filter(Boolean).reduce((redacted, secret) => redacted.replaceAll(secret, REDACTED), text)
}

/**
 * Writes a mail to the outbox (inside the caller's transaction) with every secret redacted, and answers
 * it with its real text. The caller hands the answer to `Mailer.deliver` after the transaction commits,
 * so delivery never runs inside or holds up a transaction, and only committed mail goes out.
 */
export async function queueMail(db: Executor, mail: OutgoingMail): Promise<QueuedMail> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: redactSecrets(mail.text, mail.secrets) })
    .returning({ id: mailOutbox.id })
  return {
    id: row!.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  }
}

/** The mail log for administrators, newest first: the stored copies, secrets already redacted. */
export async function listOutbox(db: Executor, limit = 200) {
  const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit)
  return mails.map((mail) => ({
    ...mail,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  }))
}

/** Delivery of mails by outbox id (issue 35: a dunning send shows whether its e-mail went out, or why not). */
export async function mailOutcomes(db: Executor, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: mailOutbox.id, status: mailOutbox.status, lastError: mailOutbox.lastError })
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, ids))
  return new Map(rows.map((row) => [row.id, row]))
}
