import { chatPaths, type ChatAttachment, type ChatMessage, type Contact } from '@mesa/contracts'
import type { messagingContacts, messagingMessages } from './messaging.schema'

type MessageRow = typeof messagingMessages.$inferSelect
type ContactRow = typeof messagingContacts.$inferSelect

/** A stored message as spec §3 shapes it: seeded history carries `time`, new messages `created_int`. */
export function toChatMessage(
  row: MessageRow,
  contactId: number,
  templateName: string | null = null,
): ChatMessage {
  const inbound = row.direction === 'in'
  return {
    id: row.id,
    message: row.body,
    ...(row.historic ? { time: row.createdAt.toISOString() } : { created_int: row.createdAt.getTime() }),
    senderId: inbound ? contactId : (row.senderUserId ?? 0),
    fromContact: inbound,
    feedback: {
      isSent: inbound || ['sent', 'delivered', 'read'].includes(row.status),
      isDelivered: inbound || ['delivered', 'read'].includes(row.status),
      isSeen: inbound || row.status === 'read',
    },
    templateName,
    failedReason: row.failedReason,
    attachment: attachmentOf(row),
  }
}

/** The message's file as the inbox shows it; the download URL checks the conversation's scope again. */
function attachmentOf(row: MessageRow): ChatAttachment | null {
  if (!row.attachmentKey) return null
  return {
    url: chatPaths.messageAttachment.replace(':messageId', String(row.id)),
    fileName: row.attachmentName ?? 'archivo',
    contentType: row.attachmentType ?? 'application/octet-stream',
    size: row.attachmentSize ?? 0,
  }
}

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    fullName: row.fullName,
    role: row.role,
    about: row.about,
    avatar: row.avatar,
    status: row.status,
    phone: row.phone,
    applicationId: row.applicationId,
    lastInboundAt: row.lastInboundAt?.getTime() ?? null,
    optedOut: row.optedOutAt !== null,
  }
}
