import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  IMPORT_MAX_BYTES,
  importListSchema,
  importMappingUpdateSchema,
  importParamsSchema,
  importPaths,
  importAccess,
  importRowParamsSchema,
  importRowPatchSchema,
  importRowSchema,
  importRowsQuerySchema,
  importRowsResponseSchema,
  importStartSchema,
  importSummarySchema,
  importUploadQuerySchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { badRequest } from '../../lib/http-errors'
import { principalOf } from '../auth'
import type { Importer } from './entity-rows'
import { errorReport } from './error-report'
import { receiveWhole } from './file-reader'
import {
  listImportRows,
  listImports,
  loadImport,
  patchImportRow,
  stageImport,
  startImport,
  summaryOf,
  updateMapping,
} from './imports.service'

/**
 * Importing is creating: whoever may create an importable entity reaches these routes; the upload then
 * needs that entity's permission, and each row is checked within the importer's scope.
 */
const access = importAccess
const tags = ['imports']

const importerOf = (request: FastifyRequest): Importer => {
  const principal = principalOf(request)
  return {
    userId: principal.userId,
    email: principal.userData.email,
    scope: principal.scope,
    rules: principal.rules,
  }
}

/** Bulk import (issue 20): stage a file, map and fix it, start the background job, follow it, read the errors. */
export function registerImportRoutes(app: FastifyInstance, { db }: AppContext) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.post(importPaths.collection, {
      // The file is received whole first, then read, checked and staged (a 100 000-row file takes minutes).
      config: { access },
      schema: {
        tags,
        summary: 'Upload a CSV or XLSX (multipart field `file`, up to 50 MB): staged, mapped and checked',
        querystring: importUploadQuerySchema,
        response: { 201: importSummarySchema },
      },
      handler: async (request, reply) => {
        const part = await request.file()
        if (!part) throw badRequest({ file: ['file_missing'] })
        const received = await receiveWhole(part.file)
        try {
          const record = await stageImport(
            db,
            importerOf(request),
            request.query.entity,
            part.filename,
            received.file,
          )
          return reply.code(201).send(summaryOf(record))
        } finally {
          await received.remove()
        }
      },
    })
  })

  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(importPaths.collection, {
    config: { access },
    schema: { tags, summary: 'My last 20 imports', response: { 200: importListSchema } },
    handler: async (request) => {
      const imports = await listImports(db, importerOf(request))
      return { items: imports, total: imports.length }
    },
  })

  routes.get(importPaths.item, {
    config: { access },
    schema: {
      tags,
      summary: 'An import: mapping, preview counters and the job’s progress',
      params: importParamsSchema,
      response: { 200: importSummarySchema },
    },
    handler: async (request) => summaryOf(await loadImport(db, importerOf(request), request.params.id)),
  })

  routes.get(importPaths.rows, {
    config: { access },
    schema: {
      tags,
      summary: 'The staged rows with their problems per field (all, with errors, duplicates or rejected)',
      params: importParamsSchema,
      querystring: importRowsQuerySchema,
      response: { 200: importRowsResponseSchema },
    },
    handler: async (request) => listImportRows(db, importerOf(request), request.params.id, request.query),
  })

  routes.patch(importPaths.row, {
    config: { access },
    schema: {
      tags,
      summary: 'Fix cells of a staged row or leave it out; the row is checked again',
      params: importRowParamsSchema,
      body: importRowPatchSchema,
      response: { 200: importRowSchema },
    },
    handler: async (request) =>
      patchImportRow(db, importerOf(request), request.params.id, request.params.rowNumber, request.body),
  })

  routes.put(importPaths.mapping, {
    config: { access },
    schema: {
      tags,
      summary: 'Map columns to fields (kept for this file layout) and check every row again',
      params: importParamsSchema,
      body: importMappingUpdateSchema,
      response: { 200: importSummarySchema },
    },
    handler: async (request) =>
      summaryOf(await updateMapping(db, importerOf(request), request.params.id, request.body)),
  })

  routes.post(importPaths.start, {
    config: { access },
    schema: {
      tags,
      summary: 'Start the import as a background job (duplicates: update or skip)',
      params: importParamsSchema,
      body: importStartSchema,
      response: { 200: importSummarySchema },
    },
    handler: async (request) =>
      summaryOf(await startImport(db, importerOf(request), request.params.id, request.body)),
  })

  routes.get(importPaths.errorReport, {
    config: { access },
    schema: {
      tags,
      summary: 'The rows refused, with the problem of each cell, as CSV',
      params: importParamsSchema,
    },
    handler: async (request, reply) => {
      const record = await loadImport(db, importerOf(request), request.params.id)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${record.id}-errores.csv"`)
        .send(errorReport(db, record))
    },
  })
}
