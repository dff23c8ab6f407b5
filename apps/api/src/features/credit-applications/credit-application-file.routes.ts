import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  applicationDocumentSchema,
  applicationParamsSchema,
  applicationPaths,
  commentListResponseSchema,
  commentRequestSchema,
  type CreditProduct,
  documentKindSchema,
  documentListResponseSchema,
  documentReviewer,
  documentReviewRequestSchema,
  fieldError,
  historyEntrySchema,
  idTextSchema,
  mayWorkStage,
  type Permission,
  TRASH_ENTRY_HEADER,
} from '@mesa/contracts'
import type { Database } from '../../db/client'
import { badRequest, emptyNotFound, forbidden } from '../../lib/http-errors'
import type { FileStorage } from '../../lib/storage'
import { receiveUpload, sendStoredFile } from '../../lib/uploads'
import { recordSensitiveRead } from '../audit'
import { principalOf } from '../auth'
import { loadApplication, type ApplicationRow } from './credit-application-record'
import { addComment, listComments } from './comments'
import { deleteDocument, findDocument, listDocuments, recordDocument, reviewDocument } from './documents'
import { listHistory } from './history'

/** An application's comments or documents as an /api/v1 list: all of them, counted. */
const listed = <Item>(items: Item[]) => ({ items, total: items.length })

interface FileRouteDeps {
  db: Database
  storage: FileStorage
  /** Loads the application after checking the caller may read applications of its product. */
  readable: (request: FastifyRequest, origin: CreditProduct, id: number) => Promise<ApplicationRow>
  anyDetailReader: { anyOf: Permission[] }
}

const tags = ['credit-applications']

/** The application file's activity: comments, documents with their review, and history. */
export function registerCreditApplicationFileRoutes(
  scope: FastifyInstance,
  { db, storage, readable, anyDetailReader }: FileRouteDeps,
) {
  const routes = scope.withTypeProvider<ZodTypeProvider>()
  routes.get(applicationPaths.comments, {
    config: { access: anyDetailReader },
    schema: {
      tags,
      summary: 'Comments, oldest first',
      params: applicationParamsSchema,
      response: { 200: commentListResponseSchema },
    },
    handler: async (request) => {
      const row = await readable(request, request.params.origin, request.params.id)
      return listed(await listComments(db, row.id))
    },
  })

  routes.post(applicationPaths.comments, {
    config: { access: anyDetailReader },
    schema: {
      tags,
      summary: 'Comment; @username notifies that user',
      params: applicationParamsSchema,
      body: commentRequestSchema,
      response: { 201: commentListResponseSchema },
    },
    handler: async (request, reply) => {
      const { origin, id } = request.params
      const row = await readable(request, origin, id)
      await addComment(
        db,
        row,
        principalOf(request).userId,
        request.body.body,
        `/apps/solicitudes/${origin}/${id}`,
      )
      return reply.code(201).send(listed(await listComments(db, row.id)))
    },
  })

  routes.get(applicationPaths.documents, {
    config: { access: anyDetailReader },
    schema: {
      tags,
      summary: 'Uploaded documents',
      params: applicationParamsSchema,
      response: { 200: documentListResponseSchema },
    },
    handler: async (request) => {
      const row = await readable(request, request.params.origin, request.params.id)
      return listed(await listDocuments(db, row.id))
    },
  })

  routes.post(applicationPaths.documents, {
    config: { access: anyDetailReader },
    schema: {
      tags,
      summary: 'Upload a document (multipart: field `kind`, then `file`): PDF, JPEG, PNG or WEBP up to 10 MB',
      params: applicationParamsSchema,
      response: { 201: applicationDocumentSchema },
    },
    handler: async (request, reply) => {
      const { origin, id } = request.params
      const row = await readable(request, origin, id)
      const { userId, rules } = principalOf(request)
      if (!mayWorkStage(rules, row.stage, row.product))
        throw forbidden('wrong_stage', `You may not add documents in ${row.stage}`)
      const upload = await receiveUpload(request, storage, {
        prefix: 'applications',
        beforeStore: (fields) => {
          if (!documentKindSchema.safeParse(fields.kind).success) {
            throw badRequest({ kind: [fieldError('invalid_choice')] })
          }
        },
      })
      const documentId = await recordDocument(
        db,
        row,
        documentKindSchema.parse(upload.fields.kind),
        upload,
        userId,
      )
      const document = (await listDocuments(db, row.id)).find((candidate) => candidate.id === documentId)!
      return reply.code(201).send(document)
    },
  })

  routes.get(applicationPaths.documentFile, {
    config: { access: anyDetailReader },
    schema: {
      tags,
      summary: 'Download a document',
      params: applicationParamsSchema.extend({ documentId: idTextSchema() }),
    },
    handler: async (request, reply) => {
      const row = await readable(request, request.params.origin, request.params.id)
      const document = await findDocument(db, row.id, request.params.documentId)
      const object = document ? await storage.get(document.storageKey) : null
      if (!document || !object) throw emptyNotFound()
      await recordSensitiveRead(db, {
        actorUserId: principalOf(request).userId,
        action: 'credit_application.document.download',
        entityType: 'credit_application',
        entityId: row.id,
        data: { documentId: document.id, kind: document.kind },
      })
      return sendStoredFile(reply, object, document)
    },
  })

  routes.patch(applicationPaths.document, {
    config: { access: documentReviewer },
    schema: {
      tags,
      summary: 'Approve or reject a document (control desk)',
      params: applicationParamsSchema.extend({ documentId: idTextSchema() }),
      body: documentReviewRequestSchema,
      response: { 200: applicationDocumentSchema },
    },
    handler: async (request) => {
      const { origin, id, documentId } = request.params
      const row = await loadApplication(db, origin, id, principalOf(request))
      await reviewDocument(db, row, documentId, request.body, principalOf(request).userId)
      return (await listDocuments(db, row.id)).find((document) => document.id === documentId)!
    },
  })

  routes.delete(applicationPaths.document, {
    config: { access: anyDetailReader },
    schema: {
      tags,
      summary:
        'Delete a document to the trash (who may add documents in this stage); the undo and the trash restore it',
      params: applicationParamsSchema.extend({ documentId: idTextSchema() }),
    },
    handler: async (request, reply) => {
      const { origin, id, documentId } = request.params
      const row = await readable(request, origin, id)
      const { userId, rules } = principalOf(request)
      if (!mayWorkStage(rules, row.stage, row.product))
        throw forbidden('wrong_stage', `You may not remove documents in ${row.stage}`)
      const trashEntry = await deleteDocument(db, row, documentId, userId)
      return reply.code(204).header(TRASH_ENTRY_HEADER, String(trashEntry)).send()
    },
  })

  routes.get(applicationPaths.history, {
    config: { access: anyDetailReader },
    schema: {
      tags,
      summary: 'Everything that happened, newest first',
      params: applicationParamsSchema,
      response: { 200: z.object({ history: z.array(historyEntrySchema) }) },
    },
    handler: async (request) => {
      const row = await readable(request, request.params.origin, request.params.id)
      return { history: await listHistory(db, row.id) }
    },
  })
}
