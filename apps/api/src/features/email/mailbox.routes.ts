import type { FastifyInstance } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  EMAIL_ATTACHMENT_MAX_BYTES,
  emailAttachmentParamsSchema,
  emailAttachmentSchema,
  emailContactsQuerySchema,
  emailContactsResponseSchema,
  emailComposeSchema,
  emailDraftUpdateSchema,
  emailIdParamsSchema,
  emailListQuerySchema,
  emailListResponseSchema,
  emailPaths,
  emailSavedSchema,
  emailSendSchema,
  emailUpdateSchema,
  staffAccess,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { emptyNotFound } from '../../lib/http-errors'
import { receiveUpload, sendStoredFile } from '../../lib/uploads'
import { principalOf } from '../auth'
import { findVisibleAttachment, recordAttachment } from './email-attachments'
import { createDraft, sendEmail, updateDraft } from './email-compose'
import { registerEmailAccountRoutes } from './email-account.routes'
import { useEmailSync } from './email-sync-jobs'
import { loadContacts } from './email-contacts'
import { listEmails } from './email.queries'
import { updateEmails } from './email.service'

/**
 * The e-mail client (issue 18): every signed-in staff user has a mailbox, and every call reads or writes
 * only the caller's own (no permission opens another's; nobody is an exception, not even administrators).
 */
export function registerEmailRoutes(app: FastifyInstance, context: AppContext) {
  const { db, storage, mailer, config } = context
  // Staff only: the `client` role reaches nothing but its demo page (issue 31).
  const access = staffAccess
  const writer = (userId: number) => ({ userId, mailFrom: config.mailFrom })
  // The sync jobs this process runs read IMAP_URL and the users' own accounts with these (files: the job store).
  useEmailSync(db, {
    secret: config.jwtSecret,
    imapUrl: config.imapUrl,
    internalHosts: config.mailAccountInternalHosts,
  })
  app.addHook('onClose', async () => useEmailSync(db, undefined))

  app.register(async (scope) => registerEmailAccountRoutes(scope, context))
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: EMAIL_ATTACHMENT_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(emailPaths.list, {
      config: { access },
      schema: {
        tags: ['email'],
        summary: 'The mailbox (spec §7): q over sender name or subject, filter (default inbox) or label',
        querystring: emailListQuerySchema,
        response: { 200: emailListResponseSchema },
      },
      handler: async (request) => listEmails(db, principalOf(request).userId, request.query),
    })

    routes.post(emailPaths.list, {
      config: { access },
      schema: {
        tags: ['email'],
        summary: 'Merge data into each listed e-mail, or toggle a label on each (spec §7); 201 with no body',
        body: emailUpdateSchema,
      },
      handler: async (request, reply) => {
        await updateEmails(db, principalOf(request).userId, request.body)
        return reply.code(201).send()
      },
    })

    routes.post(emailPaths.messages, {
      config: { access, idempotent: true },
      schema: {
        tags: ['email'],
        summary: 'Send: colleagues receive it at once, other addresses through the mail jobs (SMTP)',
        body: emailSendSchema,
        response: { 201: emailSavedSchema },
      },
      handler: async (request, reply) => {
        const id = await sendEmail(db, mailer, writer(principalOf(request).userId), request.body)
        return reply.code(201).send({ id, version: 1 })
      },
    })

    routes.post(emailPaths.drafts, {
      config: { access },
      schema: {
        tags: ['email'],
        summary: 'Start a draft (saved as the writer types)',
        body: emailComposeSchema,
        response: { 201: emailSavedSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await createDraft(db, writer(principalOf(request).userId), request.body)),
    })

    routes.put(emailPaths.draft, {
      config: { access },
      schema: {
        tags: ['email'],
        summary: 'Replace a draft; a stale version answers 409',
        params: emailIdParamsSchema,
        body: emailDraftUpdateSchema,
        response: { 200: emailSavedSchema },
      },
      handler: async (request) =>
        updateDraft(db, writer(principalOf(request).userId), request.params.id, request.body),
    })

    routes.post(emailPaths.attachments, {
      config: { access },
      schema: {
        tags: ['email'],
        summary: 'Upload an attachment (multipart field `file`): PDF, JPEG, PNG or WEBP up to 10 MB',
        response: { 201: emailAttachmentSchema },
      },
      handler: async (request, reply) => {
        const upload = await receiveUpload(request, storage, {
          prefix: 'email',
          maxBytes: EMAIL_ATTACHMENT_MAX_BYTES,
        })
        const attachment = await recordAttachment(db, {
          uploadedByUserId: principalOf(request).userId,
          fileName: upload.fileName,
          contentType: upload.contentType,
          size: upload.size,
          storageKey: upload.storageKey,
        })
        return reply.code(201).send(attachment)
      },
    })

    routes.get(emailPaths.attachment, {
      config: { access },
      schema: {
        tags: ['email'],
        summary: "Download an attachment of the caller's own mail (or their own upload)",
        params: emailAttachmentParamsSchema,
      },
      handler: async (request, reply) => {
        const file = await findVisibleAttachment(db, principalOf(request).userId, request.params.id)
        const object = file ? await storage.get(file.storageKey) : null
        if (!file || !object) throw emptyNotFound()
        return sendStoredFile(reply, object, file)
      },
    })

    routes.get(emailPaths.contacts, {
      config: { access },
      schema: {
        tags: ['email'],
        summary: 'Address suggestions: staff accounts and the people this mailbox corresponds with',
        querystring: emailContactsQuerySchema,
        response: { 200: emailContactsResponseSchema },
      },
      handler: async (request) => ({
        contacts: await loadContacts(db, principalOf(request).userId, request.query.q),
      }),
    })
  })
}
