import { Readable } from 'node:stream'
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_IMAGE_MAX_BYTES, INBOUND_MEDIA_TYPES } from '@mesa/contracts'
import type { Database } from '../../db/client'
import type { FileStorage } from '../../lib/storage'
import { cleanFileName, magicMatches } from '../../lib/uploads'
import { pickAgent } from './assignment'
import { inboundRecorded, recordInbound, type Inbound, type StoredAttachment } from './delivery'
import { ProviderRefusal, providerOf } from './providers'
import type { ChannelRow } from './providers/provider'

/** A file a customer's message names: the provider's media id and the type the message declares. */
export interface InboundMediaRef {
  id: string
  /** WhatsApp's message type: image, document, audio, video or sticker. */
  kind: string
  mimeType: string
  /** Documents carry their file name; other media are named by kind. */
  fileName: string
}

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/amr': 'amr',
  'video/mp4': 'mp4',
  'video/3gpp': '3gp',
}

/**
 * Fetches a customer's file through the channel's provider and keeps it under the outbound rules: one of
 * the accepted types, its first bytes what it claims, images up to 5 MB and the rest up to 10 MB. Answers
 * the stored file, or why it was refused (the message is recorded either way, with its caption). A
 * provider error that is not a refusal is thrown, so the notification is retried.
 */
async function receiveInboundMedia(
  db: Database,
  storage: FileStorage,
  channel: ChannelRow,
  media: InboundMediaRef,
): Promise<{ attachment: StoredAttachment } | { refused: string }> {
  const contentType = media.mimeType.split(';')[0]!.trim().toLowerCase()
  if (!(INBOUND_MEDIA_TYPES as readonly string[]).includes(contentType))
    return { refused: `File type not accepted: ${contentType || 'unknown'}.` }
  const maxBytes = contentType.startsWith('image/') ? CHAT_IMAGE_MAX_BYTES : CHAT_ATTACHMENT_MAX_BYTES
  let bytes: Buffer
  try {
    bytes = await providerOf(channel).downloadMedia(channel, media.id, maxBytes, db)
  } catch (error) {
    if (error instanceof ProviderRefusal) return { refused: error.message }
    throw error
  }
  if (bytes.length > maxBytes)
    return { refused: `The file is larger than the maximum of ${Math.round(maxBytes / 1024 / 1024)} MB.` }
  if (bytes.length === 0 || !magicMatches(contentType, bytes.subarray(0, 12)))
    return { refused: 'The file is empty or not of its declared type.' }
  const stored = await storage.put(Readable.from([bytes]), { prefix: 'messaging' })
  const fileName = cleanFileName(media.fileName || `${media.kind}.${extensions[contentType]}`)
  return { attachment: { key: stored.key, fileName, contentType, size: stored.size } }
}

/**
 * Records a customer's message (webhook or simulator), downloading its file first when it has one. A
 * replay is recognised before any download, and a file stored for a message that turns out to be a
 * replay (two deliveries at once) or fails to record is removed: nothing is left half-written.
 */
export async function recordCustomerMessage(
  db: Database,
  storage: FileStorage,
  channel: ChannelRow,
  inbound: Omit<Inbound, 'attachment' | 'refusedFile' | 'channelId'>,
  media?: InboundMediaRef,
) {
  const base = { ...inbound, channelId: channel.id }
  if (!media) return recordInbound(db, base, pickAgent)
  if (await inboundRecorded(db, inbound.providerMessageId)) return null
  const received = await receiveInboundMedia(db, storage, channel, media)
  if ('refused' in received) return recordInbound(db, { ...base, refusedFile: received.refused }, pickAgent)
  try {
    const chatId = await recordInbound(db, { ...base, attachment: received.attachment }, pickAgent)
    if (chatId === null) await storage.delete(received.attachment.key)
    return chatId
  } catch (error) {
    await storage.delete(received.attachment.key)
    throw error
  }
}
