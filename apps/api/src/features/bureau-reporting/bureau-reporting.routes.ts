import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  bureauGenerationRequestSchema,
  bureauPeriodListSchema,
  bureauPeriodParamsSchema,
  bureauPeriodSummarySchema,
  bureauReportingGenerator,
  bureauReportingPaths,
  bureauReportingReader,
} from '@mesa/contracts'
import { sendDownload } from '../../lib/uploads'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { generatePeriod, listPeriods, periodFile, readPeriod } from './bureau-reporting.service'

const tags = ['bureau-reporting']

/** The monthly credit-bureau file (issue 36, docs/compliance.md): periods, summaries, files, generation. */
export function registerBureauReportingRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(bureauReportingPaths.periods, {
    config: { access: bureauReportingReader },
    schema: { tags, summary: 'The stored months, newest first', response: { 200: bureauPeriodListSchema } },
    handler: () => listPeriods(db),
  })

  routes.get(bureauReportingPaths.period, {
    config: { access: bureauReportingReader },
    schema: {
      tags,
      summary: 'A month’s file summary: counts, totals, MOP counts, validation failures, differences',
      params: bureauPeriodParamsSchema,
      response: { 200: bureauPeriodSummarySchema },
    },
    handler: (request) => readPeriod(db, request.params.period),
  })

  routes.get(bureauReportingPaths.file, {
    config: { access: bureauReportingReader },
    schema: { tags, summary: 'A month’s file in the bureau’s INTF layout', params: bureauPeriodParamsSchema },
    handler: async (request, reply) => {
      const { period } = request.params
      const file = await periodFile(db, period)
      const fileName = `buro-intf-${period}.txt`
      return sendDownload(reply, { fileName, contentType: 'text/plain; charset=utf-8' }, file)
    },
  })

  routes.post(bureauReportingPaths.generations, {
    config: { access: bureauReportingGenerator },
    schema: {
      tags,
      summary:
        'Produce (or produce again, naming the version read) a month’s file as of its last business day',
      params: bureauPeriodParamsSchema,
      body: bureauGenerationRequestSchema,
      response: { 201: bureauPeriodSummarySchema },
    },
    handler: async (request, reply) => {
      const summary = await generatePeriod(
        db,
        request.params.period,
        principalOf(request).userId,
        request.body.version,
      )
      return reply.code(201).send(summary)
    },
  })
}
