import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  addressPositionRequestSchema,
  addressResearchRequestSchema,
  applicationParamsSchema,
  applicationVisitSchema,
  fieldAgentPermission,
  fieldVisitPaths,
  mayOpenCreditApplication,
  mayReadAllVisits,
  mayCoordinateVisits,
  mayWorkFieldVisits,
  visitAnalyst,
  visitReaderPermissions,
  visitRequestCreateSchema,
  visitValidationRequestSchema,
  type AbilityRule,
  type CreditProduct,
} from '@mesa/contracts'
import type { Database } from '../../db/client'
import { principalOf } from '../auth'
import { loadPermittedApplication } from '../credit-applications'
import { confirmAddressPosition } from './address-position'
import { recordResearch } from './address-research'
import { requestVisit, validateVisit } from './visit-requests'
import { applicationVisit } from './visit-report'

const tags = ['field-visits']

/** The visit as the application file shows it: requests, visits, photos, research and validation. */
export function registerApplicationVisitRoutes(
  scope: FastifyInstance,
  db: Database,
  distanceThresholdMeters: number,
) {
  const routes = scope.withTypeProvider<ZodTypeProvider>()

  /** The application within the caller's row scope (404 outside it), after `allowed` said yes (else 403). */
  const application = (
    request: FastifyRequest,
    params: { origin: CreditProduct; id: number },
    allowed: (rules: AbilityRule[]) => boolean,
  ) =>
    loadPermittedApplication(
      db,
      principalOf(request),
      params,
      // A field agent reaches the files of their visits through field_visit alone (what they read is then
      // only their own visits: see `answer`).
      (rules, product) =>
        (mayOpenCreditApplication(rules, product) || mayWorkFieldVisits(rules)) && allowed(rules),
    )
  const answer = async (request: FastifyRequest, row: Awaited<ReturnType<typeof application>>) => {
    const principal = principalOf(request)
    return applicationVisit(
      db,
      row,
      mayReadAllVisits(principal.rules) ? undefined : principal.userId,
      distanceThresholdMeters,
    )
  }

  routes.get(fieldVisitPaths.applicationVisit, {
    config: { access: { anyOf: [fieldAgentPermission, ...visitReaderPermissions] } },
    schema: {
      tags,
      summary:
        "The application's visit requests, visits, photos, research and validation (an agent: their own visits)",
      params: applicationParamsSchema,
      response: { 200: applicationVisitSchema },
    },
    handler: async (request) => {
      const row = await application(request, request.params, () => true)
      return answer(request, row)
    },
  })

  routes.post(fieldVisitPaths.applicationRequests, {
    config: { access: visitAnalyst },
    schema: {
      tags,
      summary: 'Ask for a field visit (análisis to visita): why and the preferred window',
      params: applicationParamsSchema,
      body: visitRequestCreateSchema,
      response: { 201: applicationVisitSchema },
    },
    handler: async (request, reply) => {
      const row = await application(request, request.params, mayCoordinateVisits)
      await requestVisit(db, row, principalOf(request).userId, request.body)
      return reply.code(201).send(await answer(request, row))
    },
  })

  routes.put(fieldVisitPaths.applicationResearch, {
    config: { access: fieldAgentPermission },
    schema: {
      tags,
      summary: 'Record or replace the physical-address research',
      params: applicationParamsSchema,
      body: addressResearchRequestSchema,
      response: { 200: applicationVisitSchema },
    },
    handler: async (request) => {
      const row = await application(request, request.params, mayWorkFieldVisits)
      await recordResearch(db, row, principalOf(request).userId, request.body)
      return answer(request, row)
    },
  })

  routes.put(fieldVisitPaths.applicationAddressPosition, {
    config: { access: visitAnalyst },
    schema: {
      tags,
      summary:
        "Confirm where the applicant's address is on the map (an analyst's pin): the photos are measured from it",
      params: applicationParamsSchema,
      body: addressPositionRequestSchema,
      response: { 200: applicationVisitSchema },
    },
    handler: async (request) => {
      const row = await application(request, request.params, mayCoordinateVisits)
      await confirmAddressPosition(db, row, principalOf(request).userId, request.body)
      return answer(request, row)
    },
  })

  routes.post(fieldVisitPaths.applicationValidation, {
    config: { access: visitAnalyst },
    schema: {
      tags,
      summary: "The analyst's validation of the reported visit: accepted, or a revisit with the reason",
      params: applicationParamsSchema,
      body: visitValidationRequestSchema,
      response: { 200: applicationVisitSchema },
    },
    handler: async (request) => {
      const row = await application(request, request.params, mayCoordinateVisits)
      await validateVisit(db, row, principalOf(request).userId, request.body)
      return answer(request, row)
    },
  })
}
