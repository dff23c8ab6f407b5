import { randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES } from '@mesa/contracts'
import type { Database } from '../../db/client'
import type { FileStorage } from '../../lib/storage'
import { receiveUpload } from '../../lib/uploads'
import { parseCaption } from './chat-attachments'
import { simulatorAnswer, simulatorTarget } from './chat.service'
import { recordCustomerMessage } from './inbound-media'
import type { Principal } from './principal'
import { SANDBOX_MEDIA_PREFIX } from './providers/sandbox'

/**
 * Sandbox only: the simulated customer sends an image or PDF. The file waits in the sandbox's media store
 * (checked like any upload), then is received exactly as a webhook's file is: downloaded through the
 * provider by its media id, checked again, stored and recorded. The sandbox copy is removed afterwards.
 */
export async function simulateInboundFile(
  request: FastifyRequest,
  db: Database,
  storage: FileStorage,
  contactId: number,
  principal: Principal,
) {
  const { contact, channel } = await simulatorTarget(db, contactId, principal)
  let caption = ''
  const upload = await receiveUpload(request, storage, {
    prefix: SANDBOX_MEDIA_PREFIX,
    maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
    allowedTypes: CHAT_ATTACHMENT_TYPES,
    beforeStore: (fields) => {
      caption = parseCaption(fields)
    },
  })
  try {
    await recordCustomerMessage(
      db,
      storage,
      channel,
      {
        from: contact.phone,
        name: contact.fullName,
        body: caption,
        providerMessageId: `sandbox-in.${randomUUID()}`,
        at: new Date(),
      },
      {
        id: upload.storageKey,
        kind: upload.contentType.startsWith('image/') ? 'image' : 'document',
        mimeType: upload.contentType,
        fileName: upload.fileName,
      },
    )
  } finally {
    await storage.delete(upload.storageKey)
  }
  return simulatorAnswer(db, contactId, principal)
}
