import type { FastifyInstance } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  customerRecordEditor,
  customerRecordReader,
  fieldError,
  verificationCreateSchema,
  verificationDecisionSchema,
  verificationDocumentKindSchema,
  verificationDocumentParamsSchema,
  verificationListQuerySchema,
  verificationListSchema,
  verificationParamsSchema,
  verificationPaths,
  verificationSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { badRequest, emptyNotFound } from '../../lib/http-errors'
import { UPLOAD_MAX_BYTES, receiveUpload, sendStoredFile } from '../../lib/uploads'
import { recordSensitiveRead } from '../audit'
import { principalOf } from '../auth'
import {
  addVerificationDocument,
  createVerification,
  decideVerification,
  findVerificationDocument,
  listVerifications,
  loadVerification,
  requestOcrRead,
  verificationDetail,
} from './verifications.service'

const tags = ['verifications']

/** Identity verifications of customers and sellers (issue 16): the control desk's (read/update Admin). */
export function registerVerificationRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()
    const detail = async (id: number, principal: ReturnType<typeof principalOf>) =>
      verificationDetail(db, await loadVerification(db, id, principal), principal.rules)

    routes.get(verificationPaths.collection, {
      config: { access: customerRecordReader },
      schema: {
        tags,
        summary: "A customer's verifications, or the sellers' onboardings",
        querystring: verificationListQuerySchema,
        response: { 200: verificationListSchema },
      },
      handler: async (request) => listVerifications(db, request.query, principalOf(request)),
    })

    routes.post(verificationPaths.collection, {
      config: { access: customerRecordEditor },
      schema: {
        tags,
        summary: 'Open a verification of a customer or of a seller (with the RFC and CLABE to check)',
        body: verificationCreateSchema,
        response: { 201: verificationSchema },
      },
      handler: async (request, reply) => {
        const principal = principalOf(request)
        const id = await createVerification(db, request.body, principal)
        return reply.code(201).send(await detail(id, principal))
      },
    })

    routes.get(verificationPaths.item, {
      config: { access: customerRecordReader },
      schema: {
        tags,
        summary: 'A verification with its documents, checks and what still stops its approval',
        params: verificationParamsSchema,
        response: { 200: verificationSchema },
      },
      handler: async (request) => detail(request.params.verificationId, principalOf(request)),
    })

    routes.post(verificationPaths.decision, {
      config: { access: customerRecordEditor },
      schema: {
        tags,
        summary: 'Approve (every document and check in order) or reject with a reason',
        params: verificationParamsSchema,
        body: verificationDecisionSchema,
        response: { 200: verificationSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const row = await loadVerification(db, request.params.verificationId, principal)
        await decideVerification(db, row, request.body, principal)
        return detail(row.id, principal)
      },
    })

    routes.post(verificationPaths.ocr, {
      config: { access: customerRecordEditor },
      schema: {
        tags,
        summary: "Read a customer's ID and proof of address again (OCR as a job) and compare with the record",
        params: verificationParamsSchema,
        response: { 202: verificationSchema },
      },
      handler: async (request, reply) => {
        const principal = principalOf(request)
        const row = await loadVerification(db, request.params.verificationId, principal)
        await requestOcrRead(db, row, principal.userId)
        return reply.code(202).send(await detail(row.id, principal))
      },
    })

    routes.post(verificationPaths.documents, {
      config: { access: customerRecordEditor },
      schema: {
        tags,
        summary:
          'Upload a document (multipart: field `kind`, then `file`): PDF, JPEG, PNG or WEBP up to 10 MB',
        params: verificationParamsSchema,
        response: { 201: verificationSchema },
      },
      handler: async (request, reply) => {
        const principal = principalOf(request)
        const row = await loadVerification(db, request.params.verificationId, principal)
        const upload = await receiveUpload(request, storage, {
          prefix: 'verifications',
          beforeStore: (fields) => {
            if (!verificationDocumentKindSchema.safeParse(fields.kind).success)
              throw badRequest({ kind: [fieldError('invalid_choice')] })
          },
        })
        const kind = verificationDocumentKindSchema.parse(upload.fields.kind)
        await addVerificationDocument(db, row, kind, upload, principal.userId)
        return reply.code(201).send(await detail(row.id, principal))
      },
    })

    routes.get(verificationPaths.document, {
      config: { access: customerRecordReader },
      schema: {
        tags,
        summary: "Download a verification's document",
        params: verificationDocumentParamsSchema,
      },
      handler: async (request, reply) => {
        const principal = principalOf(request)
        const row = await loadVerification(db, request.params.verificationId, principal)
        const doc = await findVerificationDocument(db, row.id, request.params.documentId)
        const object = doc ? await storage.get(doc.storageKey) : null
        if (!doc || !object) throw emptyNotFound()
        await recordSensitiveRead(db, {
          actorUserId: principal.userId,
          action: 'verification.document.download',
          entityType: 'verification',
          entityId: row.id,
          data: { documentId: doc.id, kind: doc.kind },
        })
        return sendStoredFile(reply, object, doc)
      },
    })
  })
}
