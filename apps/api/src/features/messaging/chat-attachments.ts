import { eq } from 'drizzle-orm'
import { attachmentCaptionSchema, CHAT_IMAGE_MAX_BYTES, type SendMessageResponse } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { badRequest } from '../../lib/http-errors'
import { fileTooLarge, type ReceivedUpload } from '../../lib/uploads'
import type { FileStorage } from '../../lib/storage'
import { fieldErrorsOf } from '../../lib/zod-errors'
import { recordAudit } from '../audit'
import { chatForAgentMessage, messageAnswer } from './chat.service'
import { findVisibleContact } from './contact-scope'
import { queueOutbound } from './delivery'
import { messagingChats as chats, messagingMessages as messages } from './messaging.schema'
import type { Principal } from './principal'

/** The caption form field, checked before the file is stored (a bad caption stores nothing). */
export function parseCaption(fields: Record<string, string>): string {
  const parsed = attachmentCaptionSchema.safeParse({ caption: fields.caption || undefined })
  if (!parsed.success) throw badRequest(fieldErrorsOf(parsed.error))
  return parsed.data.caption ?? ''
}

/**
 * Sends a stored image or PDF to the customer, under the free-text rules (24-hour window, opt-out, scope).
 * WhatsApp takes images up to 5 MB (PDFs up to the project's 10 MB). A refusal removes the stored file,
 * so nothing is left half-written.
 */
export async function sendAttachment(
  db: Database,
  storage: FileStorage,
  contactId: number,
  upload: ReceivedUpload,
  caption: string,
  principal: Principal,
): Promise<SendMessageResponse> {
  try {
    if (upload.contentType.startsWith('image/') && upload.size > CHAT_IMAGE_MAX_BYTES)
      throw fileTooLarge(CHAT_IMAGE_MAX_BYTES)
    return await db.transaction(async (tx) => {
      const { chatId, created } = await chatForAgentMessage(tx, contactId, principal)
      const row = await queueOutbound(tx, {
        chatId,
        body: caption,
        senderUserId: principal.userId,
        attachment: {
          key: upload.storageKey,
          fileName: upload.fileName,
          contentType: upload.contentType,
          size: upload.size,
        },
      })
      await recordAudit(tx, {
        actorUserId: principal.userId,
        action: 'messaging.attachment_sent',
        entityType: 'messaging_message',
        entityId: row.id,
        data: { contactId, fileName: upload.fileName, contentType: upload.contentType, size: upload.size },
      })
      return messageAnswer(tx, contactId, row, created)
    })
  } catch (error) {
    await storage.delete(upload.storageKey)
    throw error
  }
}

/** A message's file, when the caller may read its conversation (else undefined: the route answers 404). */
export async function findMessageAttachment(db: Database, messageId: number, principal: Principal) {
  const [row] = await db
    .select({ message: messages, contactId: chats.contactId })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(eq(messages.id, messageId))
  if (!row?.message.attachmentKey) return undefined
  if (!(await findVisibleContact(db, row.contactId, principal))) return undefined
  return {
    storageKey: row.message.attachmentKey,
    fileName: row.message.attachmentName ?? 'archivo',
    contentType: row.message.attachmentType ?? 'application/octet-stream',
  }
}
