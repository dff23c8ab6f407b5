import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  analysisReader,
  analysisWorker,
  applicationParamsSchema,
  bureauAreaSchema,
  bureauConsentRequestSchema,
  bureauPullRequestSchema,
  bureauPullCostQuerySchema,
  bureauPullCostsSchema,
  bureauReportingReader,
  creditAnalysisPaths,
  creditApplicationReadPermissions,
  type CreditProduct,
  creditProducts,
  isWorkingStage,
  mayOpenCreditApplication,
  mayWorkStage,
  rulesAllow,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { forbidden } from '../../lib/http-errors'
import { principalOf } from '../auth'
import { loadApplication } from '../credit-applications'
import { bureauArea, recordConsent, requestPull } from './credit-bureau.service'
import { pullCosts } from './pull-costs'

const anyApplicationReader = {
  anyOf: [
    ...new Map(creditProducts.flatMap(creditApplicationReadPermissions).map((p) => [p.subject, p])).values(),
  ],
}
const tags = ['credit-bureau']

/** The application, after checking the caller may open its product; 404 outside the caller's row scope. */
async function openable(db: AppContext['db'], request: FastifyRequest, origin: CreditProduct, id: number) {
  const principal = principalOf(request)
  if (!mayOpenCreditApplication(principal.rules, origin)) throw forbidden()
  return loadApplication(db, origin, id, principal)
}

export function registerCreditBureauRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  // Issue 36: what the month's pulls cost, by ally (the compliance officer reads it beside the monthly file).
  routes.get(creditAnalysisPaths.bureauPullCosts, {
    config: { access: bureauReportingReader },
    schema: {
      tags,
      summary: 'The month’s bureau pulls and their cost, by ally',
      querystring: bureauPullCostQuerySchema,
      response: { 200: bureauPullCostsSchema },
    },
    handler: (request) => pullCosts(db, request.query.period),
  })

  routes.get(creditAnalysisPaths.bureau, {
    config: { access: analysisReader },
    schema: {
      tags,
      summary: 'The bureau area: consent, the latest report with its summary, and whether a pull is queued',
      params: applicationParamsSchema,
      response: { 200: bureauAreaSchema },
    },
    handler: async (request) => {
      const row = await openable(db, request, request.params.origin, request.params.id)
      return bureauArea(db, row.id)
    },
  })

  routes.put(creditAnalysisPaths.bureauConsent, {
    config: { access: anyApplicationReader },
    schema: {
      tags,
      summary:
        "Record the applicant's bureau authorisation: the date signed and the uploaded signed document",
      params: applicationParamsSchema,
      body: bureauConsentRequestSchema,
      response: { 200: bureauAreaSchema },
    },
    handler: async (request) => {
      const row = await openable(db, request, request.params.origin, request.params.id)
      const { userId, rules } = principalOf(request)
      // Whoever works the application now (the ally's seller in captura) or an analyst records it.
      if (!mayWorkStage(rules, row.stage, row.product) && !rulesAllow(rules, analysisWorker))
        throw forbidden('wrong_stage', `You may not record the consent in ${row.stage}`)
      await recordConsent(db, row, userId, request.body)
      return bureauArea(db, row.id)
    },
  })

  routes.post(creditAnalysisPaths.bureauPulls, {
    config: { access: analysisWorker },
    schema: {
      tags,
      summary:
        'Queue a bureau pull (a background job); within 30 days of the last only with force and a reason',
      params: applicationParamsSchema,
      body: bureauPullRequestSchema,
      response: { 202: bureauAreaSchema },
    },
    handler: async (request, reply) => {
      const row = await openable(db, request, request.params.origin, request.params.id)
      if (!isWorkingStage(row.stage)) throw forbidden('wrong_stage', `The application is ${row.stage}`)
      const { userId } = principalOf(request)
      await db.transaction((tx) => requestPull(tx, row, userId, request.body))
      return reply.code(202).send(await bureauArea(db, row.id))
    },
  })
}
