import { Readable } from 'node:stream'
import { and, eq, inArray } from 'drizzle-orm'
import type { AddressObject, ParsedMail } from 'mailparser'
import { EMAIL_ATTACHMENT_MAX_BYTES, type EmailAddress } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { emailMessages } from './mailbox.schema'
import type { FileStorage } from '../../lib/storage'
import { cleanFileName, isAllowedContentType, magicMatches } from '../../lib/uploads'
import { mailboxesOf } from './email-addresses'
import { linkAttachments, recordAttachment } from './email-attachments'
import { deliverToMailboxes } from './email-delivery'
import { sanitiseEmailHtml } from './email-sanitize'

const addressesOf = (field: AddressObject | AddressObject[] | undefined): EmailAddress[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .flatMap((entry) => (entry.address ? [{ email: entry.address, name: entry.name ?? '' }] : []))

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replace(/\n/g, '<br>')

/** Spam as the receiving server judged it (SpamAssassin's and Rspamd's headers). */
const isSpam = (mail: ParsedMail) =>
  /^yes/i.test(String(mail.headers.get('x-spam-flag') ?? '')) ||
  /^yes/i.test(String(mail.headers.get('x-spam-status') ?? ''))

/**
 * Files out of a received mail, under the upload rules: only PDF and images whose first bytes match
 * their declared type, up to the size limit; other files are left out. The keys written go in `written`
 * (for the caller to remove if its transaction rolls back).
 */
async function storeAttachments(
  db: Executor,
  storage: FileStorage,
  mail: ParsedMail,
  written: string[],
): Promise<string[]> {
  const ids: string[] = []
  for (const file of mail.attachments) {
    const type = file.contentType.toLowerCase()
    if (!isAllowedContentType(type) || file.size > EMAIL_ATTACHMENT_MAX_BYTES) continue
    if (!magicMatches(type, file.content.subarray(0, 12))) continue
    const stored = await storage.put(Readable.from([file.content]), { prefix: 'email' })
    written.push(stored.key)
    const attachment = await recordAttachment(db, {
      uploadedByUserId: null,
      fileName: cleanFileName(file.filename ?? 'adjunto'),
      contentType: type,
      size: stored.size,
      storageKey: stored.key,
    })
    ids.push(attachment.id)
  }
  return ids
}

/** The staff accounts a message of the app-wide account is for (To, Cc, Delivered-To). */
async function addressedStaff(db: Database, mail: ParsedMail, recipients: EmailAddress[]) {
  const deliveredTo = String(mail.headers.get('delivered-to') ?? '')
  const mailboxes = await mailboxesOf(
    db,
    recipients.map((address) => address.email).concat(deliveredTo || []),
  )
  return [...mailboxes.values()].map((mailbox) => mailbox.userId)
}

/**
 * One message read from IMAP, delivered to the mailbox of every staff account it is addressed to (To,
 * Cc, Delivered-To), or to the owner of the account it was read from. Idempotent by Message-ID, also
 * between runs at the same time ("Sync now" during the scheduled run, two workers): the copies are claimed
 * first in one transaction (the unique index on owner and Message-ID, ON CONFLICT DO NOTHING; a run that
 * claims none stops there), and the files are stored by the run that claimed copies, once. Answers the
 * number of copies delivered.
 */
export async function importReceivedMail(
  db: Database,
  storage: FileStorage,
  mail: ParsedMail,
  fallbackMessageId: string,
  /** A user's own account: every message of it is theirs, whatever address it was sent to. */
  ownerUserId?: number,
): Promise<number> {
  const to = addressesOf(mail.to)
  const cc = addressesOf(mail.cc)
  const messageId = mail.messageId ?? fallbackMessageId
  const owners = ownerUserId === undefined ? await addressedStaff(db, mail, [...to, ...cc]) : [ownerUserId]
  if (!owners.length) return 0
  const holding = await db
    .select({ owner: emailMessages.ownerUserId })
    .from(emailMessages)
    .where(
      and(
        inArray(emailMessages.ownerUserId, owners),
        eq(emailMessages.messageId, messageId),
        eq(emailMessages.received, true),
      ),
    )
  const missing = owners.filter((owner) => !holding.some((row) => row.owner === owner))
  if (!missing.length) return 0
  const { html, hasRemoteImages } = sanitiseEmailHtml(
    typeof mail.html === 'string' ? mail.html : escapeHtml(mail.text ?? ''),
  )
  const references = Array.isArray(mail.references)
    ? mail.references
    : mail.references
      ? [mail.references]
      : []
  const from = addressesOf(mail.from)[0] ?? { email: 'desconocido@invalid', name: '' }
  const written: string[] = []
  try {
    return await db.transaction(async (tx) => {
      const created = await deliverToMailboxes(tx, missing, {
        messageId,
        threadKey: references[0] ?? mail.inReplyTo ?? messageId,
        from,
        to,
        cc,
        subject: mail.subject ?? '',
        message: html,
        hasRemoteImages,
        time: mail.date ?? new Date(),
        attachmentIds: [],
        folder: isSpam(mail) ? 'spam' : 'inbox',
      })
      // Another run holds (or just delivered) every copy: its files are the ones kept.
      if (!created.length) return 0
      await linkAttachments(tx, created, await storeAttachments(tx, storage, mail, written))
      return created.length
    })
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)))
    throw error
  }
}
