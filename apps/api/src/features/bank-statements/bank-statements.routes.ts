import type { FastifyInstance } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  BANK_STATEMENT_MAX_BYTES,
  bankStatementImportSchema,
  bankStatementListQuerySchema,
  bankStatementListSchema,
  bankStatementParamsSchema,
  bankStatementPaths,
  bankStatementReader,
  bankStatementSchema,
  bankStatementUploadQuerySchema,
  bankStatementWriter,
  csvLayoutListSchema,
  fieldError,
  lineMatchSchema,
  statementLineParamsSchema,
  lineReturnSchema,
  lineSplitSchema,
  loanOptionListSchema,
  loanOptionsQuerySchema,
  reconciliationQueueQuerySchema,
  reconciliationSummaryQuerySchema,
  reconciliationSummarySchema,
  statementLineListSchema,
  statementLinesQuerySchema,
} from '@mesa/contracts'
import { z } from 'zod'
import type { AppContext } from '../../app-context'
import { badRequest } from '../../lib/http-errors'
import { fileTooLarge } from '../../lib/uploads'
import { principalOf } from '../auth'
import { matchLine, returnLine, splitLine } from './line-resolution'
import { registerSpeiRoutes } from './spei/spei.routes'
import { loanOptions } from './loan-options'
import { csvLayouts } from './parsers'
import { importStatement } from './statement-import'
import {
  listStatements,
  reconciliationQueue,
  reconciliationSummary,
  statementById,
  statementLines,
} from './statement-reads'

const tags = ['bank-statements']
const noContent = { 204: z.null() }

/** Bank statements (issue 35, item 2): import, lines, the reconciliation queue and its daily summary. */
export function registerBankStatementRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context
  registerSpeiRoutes(app, context)
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: BANK_STATEMENT_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 1024 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()
    routes.post(bankStatementPaths.collection, {
      config: { access: bankStatementWriter },
      schema: {
        tags,
        summary:
          'Import a statement (multipart `file`: CSV in a layout, camt.053 or MT940): idempotent; lines matched and posted',
        querystring: bankStatementUploadQuerySchema,
        response: { 201: bankStatementImportSchema },
      },
      handler: async (request, reply) => {
        // Not a multipart body at all is a missing file too (400 naming it, not the plugin's 406).
        const part = request.isMultipart() ? await request.file() : undefined
        if (!part) throw badRequest({ file: [fieldError('file_missing')] })
        const bytes = await part.toBuffer().catch((error: unknown) => {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw fileTooLarge(BANK_STATEMENT_MAX_BYTES)
          throw error
        })
        const answer = await importStatement(
          db,
          principalOf(request).userId,
          { name: part.filename, bytes },
          request.query.layoutId,
        )
        return reply.code(201).send(answer)
      },
    })
  })

  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(bankStatementPaths.collection, {
    config: { access: bankStatementReader },
    schema: {
      tags,
      summary: 'The imported statements, newest first, with their lines’ standing',
      querystring: bankStatementListQuerySchema,
      response: { 200: bankStatementListSchema },
    },
    handler: (request) => listStatements(db, request.query),
  })
  routes.get(bankStatementPaths.layouts, {
    config: { access: bankStatementReader },
    schema: {
      tags,
      summary: 'The CSV layouts a statement may be read in',
      response: { 200: csvLayoutListSchema },
    },
    handler: () => ({ items: csvLayouts.map(({ id, name }) => ({ id, name })), total: csvLayouts.length }),
  })
  routes.get(bankStatementPaths.loanOptions, {
    config: { access: bankStatementWriter },
    schema: {
      tags,
      summary: 'Loans a line may be posted on, by folio or customer name (at most 20)',
      querystring: loanOptionsQuerySchema,
      response: { 200: loanOptionListSchema },
    },
    handler: (request) => loanOptions(db, request.query.q),
  })
  routes.get(bankStatementPaths.queue, {
    config: { access: bankStatementReader },
    schema: {
      tags,
      summary: 'The reconciliation queue: unmatched, ambiguous, suggested and refused credit lines',
      querystring: reconciliationQueueQuerySchema,
      response: { 200: statementLineListSchema },
    },
    handler: (request) => reconciliationQueue(db, request.query),
  })
  routes.get(bankStatementPaths.summary, {
    config: { access: bankStatementReader },
    schema: {
      tags,
      summary: 'Posted, waiting and returned credit lines by value date',
      querystring: reconciliationSummaryQuerySchema,
      response: { 200: reconciliationSummarySchema },
    },
    handler: (request) => reconciliationSummary(db, request.query),
  })
  routes.get(bankStatementPaths.item, {
    config: { access: bankStatementReader },
    schema: {
      tags,
      summary: 'A statement and its progress',
      params: bankStatementParamsSchema,
      response: { 200: bankStatementSchema },
    },
    handler: (request) => statementById(db, request.params.id),
  })
  routes.get(bankStatementPaths.lines, {
    config: { access: bankStatementReader },
    schema: {
      tags,
      summary: 'A statement’s lines with their status, candidates and postings',
      params: bankStatementParamsSchema,
      querystring: statementLinesQuerySchema,
      response: { 200: statementLineListSchema },
    },
    handler: (request) => statementLines(db, request.params.id, request.query),
  })
  routes.post(bankStatementPaths.match, {
    config: { access: bankStatementWriter },
    schema: {
      tags,
      summary: 'Post a queued line on a loan (its value date, the bank’s reference)',
      params: statementLineParamsSchema,
      body: lineMatchSchema,
      response: noContent,
    },
    handler: async (request, reply) => {
      await matchLine(db, request.params.lineId, principalOf(request).userId, request.body)
      return reply.code(204).send(null)
    },
  })
  routes.post(bankStatementPaths.split, {
    config: { access: bankStatementWriter },
    schema: {
      tags,
      summary: 'Split a queued line across loans (the parts sum to the line)',
      params: statementLineParamsSchema,
      body: lineSplitSchema,
      response: noContent,
    },
    handler: async (request, reply) => {
      await splitLine(db, request.params.lineId, principalOf(request).userId, request.body)
      return reply.code(204).send(null)
    },
  })
  routes.post(bankStatementPaths.returnLine, {
    config: { access: bankStatementWriter },
    schema: {
      tags,
      summary: 'Return a queued line to the payer, with a reason (nothing posted)',
      params: statementLineParamsSchema,
      body: lineReturnSchema,
      response: noContent,
    },
    handler: async (request, reply) => {
      await returnLine(db, request.params.lineId, principalOf(request).userId, request.body)
      return reply.code(204).send(null)
    },
  })
}
