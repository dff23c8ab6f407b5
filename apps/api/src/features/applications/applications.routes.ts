import fastifyMultipart from '@fastify/multipart'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  applicationDetailSchema,
  applicationDocumentSchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationParamsSchema,
  applicationPaths,
  applicationSectionNameSchema,
  assignmentRequestSchema,
  assignmentsQuerySchema,
  commentRequestSchema,
  commentSchema,
  createApplicationRequestSchema,
  creditProducts,
  documentKindSchema,
  documentReviewRequestSchema,
  eligibleOwnersResponseSchema,
  historyEntrySchema,
  notificationSchema,
  pipelineResponseSchema,
  rulesAllow,
  transitionRequestSchema,
  updateSectionRequestSchema,
  type CreditProduct,
  type Permission,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { notifications } from '../../db/schema'
import { badRequest, emptyNotFound, forbidden } from '../../lib/http-errors'
import { UPLOAD_MAX_BYTES, receiveUpload, sendStoredFile } from '../../lib/uploads'
import { principalOf } from '../auth'
import { applicationDetail, loadApplication } from './application-record'
import { listApplications, listAssignments, pipelineSummary } from './applications.queries'
import { ApplicationService, eligibleOwners } from './applications.service'
import { addComment, listComments } from './comments'
import { findDocument, listDocuments, recordDocument, reviewDocument } from './documents'
import { listHistory } from './history'
import { canWorkStage } from './workflow'

const readDocumentos: Permission = { action: 'read', subject: 'Documentos' }
/** Spec §2: the application screen needs read on any of these; the assist subject is per product. */
const detailSubjects = (product: CreditProduct): Permission[] =>
  (['analysis', 'purchase', 'partners', 'credit_application_file', 'vin', `${product}_assist`] as const).map(
    (subject) => ({ action: 'read', subject }) as Permission,
  )
const anyDetailReader = {
  anyOf: [...new Map(creditProducts.flatMap(detailSubjects).map((p) => [p.subject, p])).values()],
}
const anyCapturer = {
  anyOf: [
    { action: 'create', subject: 'Documentos' },
    ...creditProducts.map((product) => ({ action: 'create', subject: `${product}_assist` })),
  ] as Permission[],
}
const tags = ['credit-applications']

export function registerApplicationRoutes(app: FastifyInstance, context: AppContext) {
  const { db, storage } = context
  const service = new ApplicationService(db)

  /** Loads the application after checking the caller may read applications of its product. */
  const readable = async (request: FastifyRequest, origin: CreditProduct, id: number) => {
    const { rules } = principalOf(request)
    if (!detailSubjects(origin).some((permission) => rulesAllow(rules, permission))) throw forbidden()
    return loadApplication(db, origin, id)
  }
  const detailOf = async (request: FastifyRequest, origin: CreditProduct, id: number) =>
    applicationDetail(db, await loadApplication(db, origin, id), principalOf(request).rules)

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(applicationPaths.collection, {
      config: { access: readDocumentos },
      schema: {
        tags,
        summary: 'Search, filter, sort and page the applications',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListResponseSchema },
      },
      handler: (request) => listApplications(db, request.query),
    })

    routes.get(applicationPaths.loans, {
      config: { access: readDocumentos },
      schema: {
        tags,
        summary: 'Active loans (applications in stage activo)',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListResponseSchema },
      },
      handler: (request) => listApplications(db, { ...request.query, stage: 'activo' }),
    })

    routes.get(applicationPaths.assignments, {
      config: { access: readDocumentos },
      schema: {
        tags,
        summary: 'The work queue: mine or the team’s, oldest in stage first',
        querystring: assignmentsQuerySchema,
        response: { 200: applicationListResponseSchema },
      },
      handler: (request) =>
        listAssignments(db, {
          ...(request.query.scope === 'mine' ? { ownerUserId: principalOf(request).userId } : {}),
          stage: request.query.stage,
        }),
    })

    routes.get(applicationPaths.pipeline, {
      config: { access: readDocumentos },
      schema: { tags, summary: 'Count and amount per stage', response: { 200: pipelineResponseSchema } },
      handler: () => pipelineSummary(db),
    })

    routes.post(applicationPaths.collection, {
      config: { access: anyCapturer },
      schema: {
        tags,
        summary: 'Capture a new application (stage captura)',
        body: createApplicationRequestSchema,
        response: { 201: applicationDetailSchema },
      },
      handler: async (request, reply) => {
        const { userId, rules } = principalOf(request)
        const created = await service.create(userId, rules, request.body)
        return reply.code(201).send(await detailOf(request, request.body.product, created.id))
      },
    })

    routes.get(applicationPaths.item, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'The application file, with the moves the caller may make',
        params: applicationParamsSchema,
        response: { 200: applicationDetailSchema },
      },
      handler: async (request) => {
        const row = await readable(request, request.params.origin, request.params.id)
        return applicationDetail(db, row, principalOf(request).rules)
      },
    })

    routes.patch(applicationPaths.section, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'Update one section of the info area (history records each changed field)',
        params: applicationParamsSchema.extend({ section: applicationSectionNameSchema }),
        body: updateSectionRequestSchema,
        response: { 200: applicationDetailSchema },
      },
      handler: async (request) => {
        const { origin, id, section } = request.params
        const row = await readable(request, origin, id)
        const { userId, rules } = principalOf(request)
        await service.updateSection(userId, rules, row, section, request.body)
        return detailOf(request, origin, id)
      },
    })

    routes.post(applicationPaths.transitions, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'Move the application (advance, return, reject, cancel)',
        params: applicationParamsSchema,
        body: transitionRequestSchema,
        response: { 200: applicationDetailSchema },
      },
      handler: async (request) => {
        const { origin, id } = request.params
        const row = await readable(request, origin, id)
        const { userId, rules } = principalOf(request)
        await service.transition(userId, rules, row, request.body)
        return detailOf(request, origin, id)
      },
    })

    routes.post(applicationPaths.assignment, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'Take (ownerUserId null) or assign the application',
        params: applicationParamsSchema,
        body: assignmentRequestSchema,
        response: { 200: applicationDetailSchema },
      },
      handler: async (request) => {
        const { origin, id } = request.params
        const row = await readable(request, origin, id)
        const { userId, rules } = principalOf(request)
        await service.assign(userId, rules, row, request.body)
        return detailOf(request, origin, id)
      },
    })

    routes.get(applicationPaths.eligibleOwners, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'Staff who may own the application in its current stage',
        params: applicationParamsSchema,
        response: { 200: eligibleOwnersResponseSchema },
      },
      handler: async (request) => {
        const row = await readable(request, request.params.origin, request.params.id)
        return { users: await eligibleOwners(db, row) }
      },
    })

    routes.get(applicationPaths.comments, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'Comments, oldest first',
        params: applicationParamsSchema,
        response: { 200: z.object({ comments: z.array(commentSchema) }) },
      },
      handler: async (request) => {
        const row = await readable(request, request.params.origin, request.params.id)
        return { comments: await listComments(db, row.id) }
      },
    })

    routes.post(applicationPaths.comments, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'Comment; @username notifies that user',
        params: applicationParamsSchema,
        body: commentRequestSchema,
        response: { 201: z.object({ comments: z.array(commentSchema) }) },
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
        return reply.code(201).send({ comments: await listComments(db, row.id) })
      },
    })

    routes.get(applicationPaths.documents, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'Uploaded documents',
        params: applicationParamsSchema,
        response: { 200: z.object({ documents: z.array(applicationDocumentSchema) }) },
      },
      handler: async (request) => {
        const row = await readable(request, request.params.origin, request.params.id)
        return { documents: await listDocuments(db, row.id) }
      },
    })

    routes.post(applicationPaths.documents, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary:
          'Upload a document (multipart: field `kind`, then `file`): PDF, JPEG, PNG or WEBP up to 10 MB',
        params: applicationParamsSchema,
        response: { 201: applicationDocumentSchema },
      },
      handler: async (request, reply) => {
        const { origin, id } = request.params
        const row = await readable(request, origin, id)
        const { userId, rules } = principalOf(request)
        if (!canWorkStage(rules, row.stage, row.product))
          throw forbidden(`You may not add documents in ${row.stage}`)
        const upload = await receiveUpload(request, storage, {
          prefix: 'applications',
          beforeStore: (fields) => {
            if (!documentKindSchema.safeParse(fields.kind).success) {
              throw badRequest({ kind: ['Choose the document type of the checklist'] })
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
        params: applicationParamsSchema.extend({ documentId: z.coerce.number().int().positive() }),
      },
      handler: async (request, reply) => {
        const row = await readable(request, request.params.origin, request.params.id)
        const document = await findDocument(db, row.id, request.params.documentId)
        const object = document ? await storage.get(document.storageKey) : null
        if (!document || !object) throw emptyNotFound()
        return sendStoredFile(reply, object, document)
      },
    })

    routes.patch(applicationPaths.document, {
      config: { access: { action: 'update', subject: 'Admin' } },
      schema: {
        tags,
        summary: 'Approve or reject a document (control desk)',
        params: applicationParamsSchema.extend({ documentId: z.coerce.number().int().positive() }),
        body: documentReviewRequestSchema,
        response: { 200: applicationDocumentSchema },
      },
      handler: async (request) => {
        const { origin, id, documentId } = request.params
        const row = await loadApplication(db, origin, id)
        await reviewDocument(db, row, documentId, request.body, principalOf(request).userId)
        return (await listDocuments(db, row.id)).find((document) => document.id === documentId)!
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

    routes.get(applicationPaths.notifications, {
      config: { access: 'signed-in' },
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first',
        response: { 200: z.object({ notifications: z.array(notificationSchema), unread: z.number().int() }) },
      },
      handler: async (request) => {
        const { userId } = principalOf(request)
        const rows = await db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.id))
          .limit(50)
        return {
          notifications: rows.map((row) => ({
            id: row.id,
            title: row.title,
            body: row.body,
            link: row.link,
            readAt: row.readAt?.toISOString() ?? null,
            createdAt: row.createdAt.toISOString(),
          })),
          unread: rows.filter((row) => !row.readAt).length,
        }
      },
    })

    routes.post(`${applicationPaths.notifications}/read`, {
      config: { access: 'signed-in' },
      schema: { tags: ['notifications'], summary: 'Mark all my notifications read' },
      handler: async (request, reply) => {
        await db
          .update(notifications)
          .set({ readAt: new Date() })
          .where(and(eq(notifications.userId, principalOf(request).userId), isNull(notifications.readAt)))
        return reply.code(204).send()
      },
    })
  })
}
