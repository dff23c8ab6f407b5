import { Readable } from 'node:stream'
import { deflateSync, crc32 } from 'node:zlib'
import { and, eq, like } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { userDirectory } from '../users'
import { emailMessages } from './mailbox.schema'
import { samplePdf } from '../../lib/sample-pdf'
import type { FileStorage } from '../../lib/storage'
import { linkAttachments, recordAttachment } from './email-attachments'
import { seedMails, type SeedMail } from './email-seed-content'

/** The seed's reference time: fixed, so every run writes the same mailboxes. */
const REFERENCE = Date.parse('2026-11-20T16:00:00Z')
const HOUR = 3_600_000

/** A small solid-colour PNG (the image attachment's picture and thumbnail). */
function samplePng(size = 32, rgb: [number, number, number] = [115, 103, 240]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function storedAttachment(
  db: Database,
  storage: FileStorage,
  kind: 'pdf' | 'png',
  ownerUserId: number,
) {
  const bytes = kind === 'pdf' ? samplePdf('Comprobante de domicilio (demo)') : samplePng()
  const stored = await storage.put(Readable.from([bytes]), { prefix: 'email' })
  return recordAttachment(db, {
    uploadedByUserId: ownerUserId,
    fileName: kind === 'pdf' ? 'comprobante-domicilio.pdf' : 'ine-frente.png',
    contentType: kind === 'pdf' ? 'application/pdf' : 'image/png',
    size: stored.size,
    storageKey: stored.key,
  })
}

const messageIdOf = (owner: string, key: string) => `<seed-${owner}-${key}@mesa.local>`

/**
 * A mailbox for each demo account (…@demo.com): mail in every folder and label, a conversation with
 * replies, a message with a remote image, attachments (given a storage). Mailboxes already seeded are
 * left alone, so running it again adds nothing.
 */
export async function seedEmail(db: Database, storage?: FileStorage) {
  const owners = await db.select().from(userDirectory).where(like(userDirectory.email, '%@demo.com'))
  for (const owner of owners) {
    const tag = owner.username.replace(/[^a-z0-9-]/gi, '')
    const [seeded] = await db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(and(eq(emailMessages.ownerUserId, owner.id), like(emailMessages.messageId, `<seed-${tag}-%`)))
      .limit(1)
    if (seeded) continue
    for (const mail of seedMails) await seedOne(db, storage, owner, tag, mail)
  }
}

async function seedOne(
  db: Database,
  storage: FileStorage | undefined,
  owner: { id: number; username: string; email: string; fullName: string },
  tag: string,
  mail: SeedMail,
) {
  const self = { email: owner.email, name: owner.fullName }
  const [row] = await db
    .insert(emailMessages)
    .values({
      ownerUserId: owner.id,
      folder: mail.folder,
      messageId: messageIdOf(tag, mail.key),
      received: mail.from !== null,
      threadKey: messageIdOf(tag, mail.thread ?? mail.key),
      fromEmail: (mail.from ?? self).email,
      fromName: (mail.from ?? self).name,
      to: mail.from ? [self] : (mail.to ?? []),
      subject: mail.subject,
      message: mail.message,
      hasRemoteImages: /<img[^>]+src="https?:/i.test(mail.message),
      isRead: mail.isRead ?? mail.from === null,
      isStarred: mail.isStarred ?? false,
      isDeleted: mail.isDeleted ?? false,
      labels: mail.labels ?? [],
      time: new Date(REFERENCE - mail.ago * 24 * HOUR),
    })
    .onConflictDoNothing()
    .returning({ id: emailMessages.id })
  if (row && storage && mail.attach) {
    const file = await storedAttachment(db, storage, mail.attach, owner.id)
    await linkAttachments(db, [row.id], [file.id])
  }
}
