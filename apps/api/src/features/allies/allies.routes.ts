import type { FastifyInstance } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ALLY_FILE_MAX_BYTES,
  allyBulkAccess,
  allyBulkRequestSchema,
  allyBulkResultSchema,
  allyCatalogsSchema,
  allyCreateSchema,
  allyCreator,
  allyDeleter,
  allyDetailSchema,
  allyEditor,
  allyFileKindSchema,
  allyFileParamsSchema,
  allyFileSchema,
  allyIdParamsSchema,
  allyListQuerySchema,
  allyListResponseSchema,
  allyPaths,
  allyReader,
  allyStaffOptionsSchema,
  allyUpdateSchema,
  mayBulkAllies,
  singleLineText,
  TRASH_ENTRY_HEADER,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { badRequest, emptyNotFound, forbidden } from '../../lib/http-errors'
import { receiveUpload, sendStoredFile } from '../../lib/uploads'
import { fieldErrorsOf } from '../../lib/zod-errors'
import { principalOf } from '../auth'
import { bulkAllies } from './allies.bulk'
import { loadAllyCatalogs } from './allies.catalogs'
import { findAllyFile, recordAllyFile, removeAllyFile } from './allies.files'
import { loadAllyStaffOptions } from './allies.staff'
import { allyListAnswers } from './ally-list-answers'
import { allyIsLive, createAlly, deleteAlly, loadAllyDetail, updateAlly } from './allies.service'

const [read, create, update, remove] = [allyReader, allyCreator, allyEditor, allyDeleter]

/** Allies (issue 4): the list and delete calls of spec §7, detail, create, update, catalogs and files. */
export function registerAllyRoutes(app: FastifyInstance, context: AppContext) {
  const { db, storage } = context
  const listAllyPage = allyListAnswers(context.dataVersions)

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: ALLY_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(allyPaths.list, {
      config: { access: read },
      schema: {
        tags: ['allies'],
        summary: 'The ally list (spec §7): search, filters, sort and paging',
        querystring: allyListQuerySchema,
        response: { 200: allyListResponseSchema },
      },
      handler: async (request) => listAllyPage(db, request.query, principalOf(request)),
    })

    routes.post(allyPaths.list, {
      config: { access: read },
      schema: {
        tags: ['allies'],
        summary:
          'The ally list (spec §7); parameters in the query string, or in a JSON body that overrides them',
        querystring: z.record(z.string(), z.unknown()),
        body: z.record(z.string(), z.unknown()).nullish(),
        response: { 200: allyListResponseSchema },
      },
      handler: async (request) => {
        const parsed = allyListQuerySchema.safeParse({ ...request.query, ...(request.body ?? {}) })
        if (!parsed.success) throw badRequest(fieldErrorsOf(parsed.error))
        return listAllyPage(db, parsed.data, principalOf(request))
      },
    })

    routes.delete(allyPaths.listItem, {
      config: { access: remove },
      schema: {
        tags: ['allies'],
        summary: 'Delete one ally (kept in history); 404 with an empty body when unknown',
        params: allyIdParamsSchema,
      },
      handler: async (request, reply) => {
        const trashEntry = await deleteAlly(db, request.params.id, principalOf(request))
        if (trashEntry === null) throw emptyNotFound()
        return reply.code(204).header(TRASH_ENTRY_HEADER, String(trashEntry)).send()
      },
    })

    routes.post(allyPaths.bulk, {
      config: { access: allyBulkAccess },
      schema: {
        tags: ['allies'],
        summary:
          'Activate, deactivate or delete (to the trash) the selected allies: all or nothing; 404 when any id is not a live ally within your scope',
        body: allyBulkRequestSchema,
        response: { 200: allyBulkResultSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        if (!mayBulkAllies(principal.rules, request.body.action)) throw forbidden()
        return bulkAllies(db, request.body, principal)
      },
    })

    routes.get(allyPaths.catalogs, {
      config: { access: read },
      schema: {
        tags: ['allies'],
        summary: 'Catalogs of the allies area: banks, statuses, positions, types, zones, regions, ...',
        response: { 200: allyCatalogsSchema },
      },
      handler: async () => loadAllyCatalogs(db),
    })

    routes.get(allyPaths.staffOptions, {
      config: { access: read },
      schema: {
        tags: ['allies'],
        summary: 'Active staff users the ally form picks as seller, supervisor or linked account',
        response: { 200: allyStaffOptionsSchema },
      },
      handler: async (request) => loadAllyStaffOptions(db, principalOf(request)),
    })

    routes.post(allyPaths.collection, {
      config: { access: create, idempotent: true },
      schema: {
        tags: ['allies'],
        summary: 'Create an ally with its commercial data',
        body: allyCreateSchema,
        response: { 201: allyDetailSchema },
      },
      handler: async (request, reply) => {
        const id = await createAlly(db, request.body, principalOf(request).userId)
        return reply.code(201).send((await loadAllyDetail(db, id))!)
      },
    })

    routes.get(allyPaths.item, {
      config: { access: read },
      schema: {
        tags: ['allies'],
        summary: 'An ally with its commercial data, linked users and files',
        params: allyIdParamsSchema,
        response: { 200: allyDetailSchema },
      },
      handler: async (request) => {
        const detail = await loadAllyDetail(db, request.params.id, principalOf(request))
        if (!detail) throw emptyNotFound()
        return detail
      },
    })

    routes.put(allyPaths.item, {
      config: { access: update },
      schema: {
        tags: ['allies'],
        summary: 'Replace an ally and its commercial data; a stale version answers 409',
        params: allyIdParamsSchema,
        body: allyUpdateSchema,
        response: { 200: allyDetailSchema },
      },
      handler: async (request) => {
        await updateAlly(db, request.params.id, request.body, principalOf(request))
        return (await loadAllyDetail(db, request.params.id))!
      },
    })

    routes.post(allyPaths.files, {
      config: { access: update },
      schema: {
        tags: ['allies'],
        summary:
          'Upload a file (multipart: field `kind`, then field `file`; or ?kind=): PDF, JPEG, PNG or WEBP up to 10 MB',
        params: allyIdParamsSchema,
        querystring: z.object({ kind: singleLineText().max(40).optional() }),
        response: { 201: allyFileSchema },
      },
      handler: async (request, reply) => {
        const allyId = request.params.id
        if (!(await allyIsLive(db, allyId, principalOf(request)))) throw emptyNotFound()
        let kind = allyFileKindSchema.safeParse(request.query.kind ?? 'otro')
        const upload = await receiveUpload(request, storage, {
          prefix: 'allies',
          beforeStore: (fields) => {
            kind = allyFileKindSchema.safeParse(request.query.kind ?? fields.kind ?? 'otro')
            if (!kind.success) throw badRequest({ kind: ['invalid_choice'] })
          },
        })
        const file = await recordAllyFile(db, {
          allyId,
          kind: kind.data!,
          fileName: upload.fileName,
          contentType: upload.contentType,
          size: upload.size,
          storageKey: upload.storageKey,
          uploadedByUserId: principalOf(request).userId,
        })
        return reply.code(201).send(file)
      },
    })

    routes.get(allyPaths.file, {
      config: { access: read },
      schema: {
        tags: ['allies'],
        summary: 'Download a file of the ally',
        params: allyFileParamsSchema,
      },
      handler: async (request, reply) => {
        const { id, fileId } = request.params
        const file = (await allyIsLive(db, id, principalOf(request)))
          ? await findAllyFile(db, id, fileId)
          : null
        const object = file ? await storage.get(file.storageKey) : null
        if (!file || !object) throw emptyNotFound()
        return sendStoredFile(reply, object, file)
      },
    })

    routes.delete(allyPaths.file, {
      config: { access: update },
      schema: {
        tags: ['allies'],
        summary: 'Remove a file of the ally',
        params: allyFileParamsSchema,
      },
      handler: async (request, reply) => {
        const { id, fileId } = request.params
        const removed =
          (await allyIsLive(db, id, principalOf(request))) &&
          (await removeAllyFile(db, storage, id, fileId, principalOf(request).userId))
        if (!removed) throw emptyNotFound()
        return reply.code(204).send()
      },
    })
  })
}
