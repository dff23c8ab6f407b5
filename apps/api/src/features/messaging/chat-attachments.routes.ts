import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  channelReader,
  channelSimulator,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_TYPES,
  chatParamsSchema,
  chatPaths,
  chatResponseSchema,
  messageAttachmentParamsSchema,
  sendMessageResponseSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { emptyNotFound } from '../../lib/http-errors'
import { receiveUpload, sendStoredFile } from '../../lib/uploads'
import { principalOf } from '../auth'
import { findMessageAttachment, parseCaption, sendAttachment } from './chat-attachments'
import { assertFreeMessageAllowed } from './chat.service'
import { simulateInboundFile } from './simulated-media'

const readChannels = channelReader

/** Images and PDFs in the inbox: sent to the customer through the channel's provider, downloaded in scope. */
export function registerChatAttachmentRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 8192 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.post(chatPaths.attachments, {
      config: { access: readChannels },
      schema: {
        tags: ['messaging'],
        summary:
          'Send an image (JPEG, PNG, WEBP up to 5 MB) or PDF (up to 10 MB) with an optional caption, multipart fields `caption` then `file`; the free-text rules apply (24 h window)',
        params: chatParamsSchema,
        response: { 201: sendMessageResponseSchema },
      },
      handler: async (request, reply) => {
        const principal = principalOf(request)
        const contactId = request.params.userId
        // Refused before any byte is stored: out of scope, opted out, or the window closed.
        await assertFreeMessageAllowed(db, contactId, principal)
        let caption = ''
        const upload = await receiveUpload(request, storage, {
          prefix: 'messaging',
          maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
          allowedTypes: CHAT_ATTACHMENT_TYPES,
          beforeStore: (fields) => {
            caption = parseCaption(fields)
          },
        })
        const answer = await sendAttachment(db, storage, contactId, upload, caption, principal)
        return reply.code(201).send(answer)
      },
    })

    routes.post(chatPaths.simulateInboundAttachment, {
      config: { access: channelSimulator },
      schema: {
        tags: ['messaging'],
        summary:
          'Sandbox channels only: the simulated customer sends an image or PDF with a caption (multipart `caption`, then `file`), received as a webhook file would be',
        params: chatParamsSchema,
        response: { 201: chatResponseSchema },
      },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await simulateInboundFile(request, db, storage, request.params.userId, principalOf(request))),
    })

    routes.get(chatPaths.messageAttachment, {
      config: { access: readChannels },
      schema: {
        tags: ['messaging'],
        summary: "Download a message's image or PDF (only within the conversation's scope)",
        params: messageAttachmentParamsSchema,
      },
      handler: async (request, reply) => {
        const file = await findMessageAttachment(db, request.params.messageId, principalOf(request))
        const object = file ? await storage.get(file.storageKey) : null
        if (!file || !object) throw emptyNotFound()
        return sendStoredFile(reply, object, file)
      },
    })
  })
}
