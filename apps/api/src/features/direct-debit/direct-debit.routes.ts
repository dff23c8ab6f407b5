import type { FastifyInstance } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ANSWER_FILE_MAX_BYTES,
  MANDATE_FILE_MAX_BYTES,
  debitAnswerResultSchema,
  debitLineListQuerySchema,
  debitLineListSchema,
  debitRunCreateSchema,
  debitRunListQuerySchema,
  debitRunListSchema,
  debitRunSchema,
  directDebitPaths,
  directDebitReader,
  directDebitTreasurer,
  fieldError,
  idParams,
  mandateCreateSchema,
  mandateListQuerySchema,
  mandateListSchema,
  mandateRevocationSchema,
  mandateSchema,
  mandateWriter,
  sandboxAnswerRequestSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { badRequest, conflict, emptyNotFound } from '../../lib/http-errors'
import { fileTooLarge, receiveUpload, sendDownload, sendStoredFile } from '../../lib/uploads'
import { headOfficeOnly, principalOf } from '../auth'
import { applyAnswer } from './answer-posting'
import { createRun, runFile } from './debit-runs'
import { attachAuthorization } from './mandate-authorization'
import { listMandates, mandateOf, mandateRow, registerMandate, revokeMandate } from './mandates'
import { listRuns, runById, runLines } from './run-reads'
import { sandboxAnswer } from './sandbox-bank'

const tags = ['direct-debit']
/** The bank's files are plain ASCII text (docs/direct-debit.md). */
const BANK_FILE_TYPE = 'text/plain; charset=us-ascii'

/** Direct debit (issue 35 item 3, docs/direct-debit.md): mandates, the billing date's file, the bank's answer. */
export function registerDirectDebitRoutes(app: FastifyInstance, context: AppContext) {
  app.register(async (scope) => {
    // Mandates and bank files span every dealership's loans: head-office records, refused to a role scoped to
    // its allies whatever it holds (docs/security.md "Head-office subjects").
    scope.addHook('onRequest', headOfficeOnly)
    registerRoutes(scope, context)
  })
}

function registerRoutes(app: FastifyInstance, { db, config, storage }: AppContext) {
  const secret = config.jwtSecret
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(directDebitPaths.mandates, {
    config: { access: directDebitReader },
    schema: {
      tags,
      summary: 'The mandates, newest first',
      querystring: mandateListQuerySchema,
      response: { 200: mandateListSchema },
    },
    handler: (request) => listMandates(db, request.query),
  })
  routes.post(directDebitPaths.mandates, {
    config: { access: mandateWriter },
    schema: {
      tags,
      summary: 'Register a loan’s mandate (CLABE or card); one active per loan',
      body: mandateCreateSchema,
      response: { 201: mandateSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await registerMandate(db, secret, principalOf(request).userId, request.body)),
  })
  routes.get(directDebitPaths.mandate, {
    config: { access: directDebitReader },
    schema: { tags, summary: 'A mandate', params: idParams, response: { 200: mandateSchema } },
    handler: async (request) => mandateOf(await mandateRow(db, Number(request.params.id))),
  })
  routes.post(directDebitPaths.revocation, {
    config: { access: mandateWriter },
    schema: {
      tags,
      summary: 'Revoke a mandate today, with its reason',
      params: idParams,
      body: mandateRevocationSchema,
      response: { 200: mandateSchema },
    },
    handler: (request) =>
      revokeMandate(db, principalOf(request).userId, Number(request.params.id), request.body),
  })
  routes.get(directDebitPaths.authorization, {
    config: { access: directDebitReader },
    schema: { tags, summary: 'The mandate’s signed authorisation', params: idParams },
    handler: async (request, reply) => {
      const mandate = await mandateRow(db, Number(request.params.id))
      const object = mandate.authorizationKey ? await storage.get(mandate.authorizationKey) : null
      if (!object) throw emptyNotFound()
      return sendStoredFile(reply, object, {
        fileName: mandate.authorizationFileName ?? 'autorizacion',
        contentType: mandate.authorizationContentType ?? 'application/pdf',
      })
    },
  })

  routes.get(directDebitPaths.runs, {
    config: { access: directDebitReader },
    schema: {
      tags,
      summary: 'The runs, newest billing date first',
      querystring: debitRunListQuerySchema,
      response: { 200: debitRunListSchema },
    },
    handler: (request) => listRuns(db, request.query),
  })
  routes.post(directDebitPaths.runs, {
    config: { access: directDebitTreasurer },
    schema: {
      tags,
      summary: 'Create the billing date’s run (201), or answer the one it has (200)',
      body: debitRunCreateSchema,
      response: { 200: debitRunSchema, 201: debitRunSchema },
    },
    handler: async (request, reply) => {
      const { run, created } = await createRun(db, principalOf(request).userId, request.body.billingDate)
      return reply.code(created ? 201 : 200).send(run)
    },
  })
  routes.get(directDebitPaths.run, {
    config: { access: directDebitReader },
    schema: { tags, summary: 'A run and its outcome', params: idParams, response: { 200: debitRunSchema } },
    handler: (request) => runById(db, Number(request.params.id)),
  })
  routes.get(directDebitPaths.runLines, {
    config: { access: directDebitReader },
    schema: {
      tags,
      summary: 'A run’s debits with their status and reason, a page at a time (file order)',
      params: idParams,
      querystring: debitLineListQuerySchema,
      response: { 200: debitLineListSchema },
    },
    handler: (request) => runLines(db, Number(request.params.id), request.query),
  })
  routes.get(directDebitPaths.runFile, {
    config: { access: directDebitTreasurer },
    schema: {
      tags,
      summary: 'The run’s debit file for the bank (the team’s fixed-width layout)',
      params: idParams,
    },
    handler: async (request, reply) => {
      const file = await runFile(db, Number(request.params.id), secret)
      return sendDownload(reply, { fileName: file.fileName, contentType: BANK_FILE_TYPE }, file.text)
    },
  })
  routes.post(directDebitPaths.sandboxAnswer, {
    config: { access: directDebitTreasurer },
    schema: {
      tags,
      summary:
        'SANDBOX (off in production): the answer file a made-up bank gives for the run (writes nothing)',
      params: idParams,
      body: sandboxAnswerRequestSchema,
    },
    handler: async (request, reply) => {
      // A made-up "collected" answer would post payments no bank collected: never in production.
      if (config.production) throw conflict('not_sandbox', 'The sandbox bank is off in production')
      const file = await sandboxAnswer(db, Number(request.params.id), secret, request.body)
      return sendDownload(reply, { fileName: file.fileName, contentType: BANK_FILE_TYPE }, file.text)
    },
  })

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: Math.max(MANDATE_FILE_MAX_BYTES, ANSWER_FILE_MAX_BYTES),
        files: 1,
        fields: 1,
        parts: 2,
        fieldSize: 1024,
      },
    })
    const uploads = scope.withTypeProvider<ZodTypeProvider>()
    uploads.post(directDebitPaths.authorization, {
      config: { access: mandateWriter },
      schema: {
        tags,
        summary: 'Upload the mandate’s signed authorisation (multipart `file`: PDF or image, up to 10 MB)',
        params: idParams,
        response: { 200: mandateSchema },
      },
      handler: async (request) => {
        const mandateId = Number(request.params.id)
        await mandateRow(db, mandateId)
        const upload = await receiveUpload(request, storage, {
          prefix: 'direct-debit',
          maxBytes: MANDATE_FILE_MAX_BYTES,
        })
        return attachAuthorization(db, storage, principalOf(request).userId, mandateId, upload)
      },
    })
    uploads.post(directDebitPaths.answers, {
      config: { access: directDebitTreasurer },
      schema: {
        tags,
        summary:
          'Upload the bank’s answer (multipart `file`): collected debits posted once, rejected ones marked',
        params: idParams,
        response: { 200: debitAnswerResultSchema },
      },
      handler: async (request) => {
        const part = request.isMultipart() ? await request.file() : undefined
        if (!part) throw badRequest({ file: [fieldError('file_missing')] })
        const bytes = await part.toBuffer().catch((error: unknown) => {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw fileTooLarge(ANSWER_FILE_MAX_BYTES)
          throw error
        })
        if (bytes.length > ANSWER_FILE_MAX_BYTES) throw fileTooLarge(ANSWER_FILE_MAX_BYTES)
        return applyAnswer(
          db,
          Number(request.params.id),
          principalOf(request).userId,
          bytes.toString('latin1'),
        )
      },
    })
  })
}
