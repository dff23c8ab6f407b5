import type { FastifyInstance } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  PLD_LIST_MAX_BYTES,
  pldAlertDetailSchema,
  pldAlertDismissSchema,
  pldAlertEscalateSchema,
  pldAlertListQuerySchema,
  pldAlertListResponseSchema,
  pldAlertParamsSchema,
  pldExportQuerySchema,
  pldListImportResultSchema,
  pldListImporter,
  pldListParamsSchema,
  pldListsResponseSchema,
  pldOfficer,
  pldPaths,
  pldPeriodQuerySchema,
  pldReader,
  pldRelevantOperationsResponseSchema,
  pldReportCreateSchema,
  pldReportListResponseSchema,
  pldScreenRequestSchema,
  pldScreenResponseSchema,
  pldThresholdCreateSchema,
  pldThresholdSchema,
  pldThresholdsResponseSchema,
  pldListKinds,
} from '@mesa/contracts'
import { z } from 'zod'
import { sendDownload } from '../../lib/uploads'
import type { AppContext } from '../../app-context'
import { headOfficeOnly, principalOf } from '../auth'
import { dismissAlert, escalateAlert, listAlerts, loadAlert } from './alerts.service'
import { importList, listLists } from './list-imports'
import { searchLists } from './list-search'
import { readListUpload } from './list-upload'
import { normalizeName } from './names'
import { exportOperations } from './report-export'
import { createReport, listReports, relevantOperations } from './reports.service'
import { listThresholds, setThreshold } from './thresholds'

const tags = ['pld']

/** Money-laundering prevention (issue 36): lists and their imports, alerts, reports and the cash threshold. */
export function registerPldRoutes(app: FastifyInstance, { db }: AppContext) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PLD_LIST_MAX_BYTES, files: 2, fields: 4, parts: 6, fieldSize: 1024 },
    })
    scope.withTypeProvider<ZodTypeProvider>().post(pldPaths.listImports, {
      config: { access: pldListImporter },
      schema: {
        tags,
        summary:
          'Import a list file (multipart `file`, OFAC `aliases` = alt.csv; fields `publishedOn`, `source`): 201 new, 200 the same file again',
        params: pldListParamsSchema,
        response: { 200: pldListImportResultSchema, 201: pldListImportResultSchema },
      },
      handler: async (request, reply) => {
        const { fields, upload } = await readListUpload(request, request.params.list)
        const result = await importList(db, principalOf(request).userId, request.params.list, fields, upload)
        return reply.code(result.unchanged ? 200 : 201).send(result)
      },
    })
  })

  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(pldPaths.lists, {
    config: { access: pldReader },
    schema: {
      tags,
      summary: 'The lists with their current and last imports',
      response: { 200: pldListsResponseSchema },
    },
    handler: () => listLists(db),
  })

  routes.get(pldPaths.alerts, {
    config: { access: pldReader },
    schema: {
      tags,
      summary: 'The alerts queue: status and list filters, search by name',
      querystring: pldAlertListQuerySchema,
      response: { 200: pldAlertListResponseSchema },
    },
    handler: (request) => listAlerts(db, request.query, principalOf(request)),
  })

  routes.get(pldPaths.alert, {
    config: { access: pldReader },
    schema: {
      tags,
      summary: 'An alert: why it matched (normalised names, score), the listed entry, the risk grade',
      params: pldAlertParamsSchema,
      response: { 200: pldAlertDetailSchema },
    },
    handler: (request) => loadAlert(db, request.params.id, principalOf(request)),
  })

  routes.post(pldPaths.alertDismiss, {
    config: { access: pldOfficer },
    schema: {
      tags,
      summary: 'Dismiss an open alert with a reason (409 when another officer decided it first)',
      params: pldAlertParamsSchema,
      body: pldAlertDismissSchema,
      response: { 200: pldAlertDetailSchema },
    },
    handler: (request) => dismissAlert(db, principalOf(request).userId, request.params.id, request.body),
  })

  routes.post(pldPaths.alertEscalate, {
    config: { access: pldOfficer },
    schema: {
      tags,
      summary: 'Escalate an open alert: an unusual operation’s report draft with the narrative',
      params: pldAlertParamsSchema,
      body: pldAlertEscalateSchema,
      response: { 200: pldAlertDetailSchema },
    },
    handler: (request) => escalateAlert(db, principalOf(request).userId, request.params.id, request.body),
  })

  routes.post(pldPaths.screen, {
    config: { access: pldReader },
    schema: {
      tags,
      summary: 'What screening says of a name (nothing recorded)',
      body: pldScreenRequestSchema,
      response: { 200: pldScreenResponseSchema },
    },
    handler: async (request) => {
      const hits = await searchLists(
        db,
        { ...request.body, tokens: normalizeName(request.body.name) },
        pldListKinds,
      )
      const items = hits.map(({ list, listedExternalId, score, match }) => ({
        list,
        listedExternalId,
        score,
        match,
      }))
      return { items, total: items.length }
    },
  })

  routes.get(pldPaths.reports, {
    config: { access: pldReader },
    // Head-office reports: every dealership's operations (docs/security.md), refused to a scoped viewer.
    onRequest: headOfficeOnly,
    schema: {
      tags,
      summary: 'Unusual and internal-concern operation reports',
      querystring: z.object({ period: pldPeriodQuerySchema.shape.period.optional() }),
      response: { 200: pldReportListResponseSchema },
    },
    handler: async (request) => {
      const items = await listReports(db, request.query.period)
      return { items, total: items.length }
    },
  })

  routes.post(pldPaths.reports, {
    config: { access: pldOfficer },
    schema: {
      tags,
      summary: 'Write an unusual or internal-concern operation report with its narrative',
      body: pldReportCreateSchema,
      response: { 201: z.object({ id: z.number().int() }) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ id: await createReport(db, principalOf(request).userId, request.body) }),
  })

  routes.get(pldPaths.relevantOperations, {
    config: { access: pldReader },
    // Head-office reports: every dealership's operations (docs/security.md), refused to a scoped viewer.
    onRequest: headOfficeOnly,
    schema: {
      tags,
      summary: 'The month’s relevant operations: cash payments at or above the threshold',
      querystring: pldPeriodQuerySchema,
      response: { 200: pldRelevantOperationsResponseSchema },
    },
    handler: (request) => relevantOperations(db, request.query.period),
  })

  routes.get(pldPaths.reportExport, {
    config: { access: pldReader },
    // Head-office reports: every dealership's operations (docs/security.md), refused to a scoped viewer.
    onRequest: headOfficeOnly,
    schema: {
      tags,
      summary: 'The month’s operations of one kind in the export layout (docs/compliance.md)',
      querystring: pldExportQuerySchema,
    },
    handler: async (request, reply) => {
      const { kind, period } = request.query
      const file = await exportOperations(db, kind, period)
      const fileName = `pld-${kind}-${period}.txt`
      return sendDownload(reply, { fileName, contentType: 'text/plain; charset=utf-8' }, file)
    },
  })

  routes.get(pldPaths.thresholds, {
    config: { access: pldReader },
    schema: { tags, summary: 'The dated cash thresholds', response: { 200: pldThresholdsResponseSchema } },
    handler: () => listThresholds(db),
  })

  routes.post(pldPaths.thresholds, {
    config: { access: pldOfficer },
    schema: {
      tags,
      summary: 'Record the threshold and exchange rate in force from a date',
      body: pldThresholdCreateSchema,
      response: { 200: pldThresholdSchema },
    },
    handler: (request) => setThreshold(db, principalOf(request).userId, request.body),
  })
}
