import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  applicationParamsSchema,
  clarificationAnswerSchema,
  clarificationParamsSchema,
  clarificationRequestSchema,
  clarificationsResponseSchema,
  contactAttemptRequestSchema,
  contactAttemptsResponseSchema,
  creditApplicationReadPermissions,
  creditProducts,
  deskWorker,
  investigationReaders,
  mayAnswerClarification,
  mayLogContactAttempt,
  mayOpenCreditApplication,
  mayReadInvestigation,
  referenceCallRequestSchema,
  referenceCallsResponseSchema,
  stageWorkerPermissions,
  validationDeskPaths,
  type CreditProduct,
  type Permission,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { forbidden } from '../../lib/http-errors'
import { principalOf } from '../auth'
import { loadPermittedApplication } from '../credit-applications'
import { answerClarification, listClarifications, openClarification } from './clarifications'
import { listContactAttempts, recordContactAttempt } from './contact-attempts'
import { listReferenceCalls, recordReferenceCall } from './reference-calls'

const distinct = (permissions: Permission[]) => [
  ...new Map(permissions.map((p) => [`${p.action}:${p.subject}`, p])).values(),
]
const anyDetailReader = { anyOf: distinct(creditProducts.flatMap(creditApplicationReadPermissions)) }
/** The capture side of every product (its sellers): who answers clarifications. */
const anyCaptureWorker = { anyOf: distinct(creditProducts.flatMap(stageWorkerPermissions.captura)) }
/** Whoever works some stage: a contact attempt is logged by the desk or the stage's workers. */
const anyStageWorker = {
  anyOf: distinct(
    Object.values(stageWorkerPermissions).flatMap((permissions) => creditProducts.flatMap(permissions)),
  ),
}
const tags = ['validation-desk']

/** The validation desk (issue 13 B): customer investigation, clarifications and contactation. */
export function registerValidationDeskRoutes(app: FastifyInstance, { db }: AppContext) {
  /** The application within the caller's row scope (404 outside it), after `allowed` said yes (else 403). */
  const application = (
    request: FastifyRequest,
    params: { origin: CreditProduct; id: number },
    allowed: (rules: ReturnType<typeof principalOf>['rules']) => boolean,
  ) => loadPermittedApplication(db, principalOf(request), params, allowed)

  app.register(async (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(validationDeskPaths.referenceCalls, {
      config: { access: { anyOf: investigationReaders } },
      schema: {
        tags,
        summary: 'Calls to the references, newest first, and how many references are verified',
        params: applicationParamsSchema,
        response: { 200: referenceCallsResponseSchema },
      },
      handler: async (request) => {
        const row = await application(request, request.params, mayReadInvestigation)
        return listReferenceCalls(db, row.id)
      },
    })

    routes.post(validationDeskPaths.referenceCalls, {
      config: { access: deskWorker },
      schema: {
        tags,
        summary: 'Log a call to a reference (validación)',
        params: applicationParamsSchema,
        body: referenceCallRequestSchema,
        response: { 201: referenceCallsResponseSchema },
      },
      handler: async (request, reply) => {
        const row = await application(request, request.params, () => true)
        await recordReferenceCall(db, row, principalOf(request).userId, request.body)
        return reply.code(201).send(await listReferenceCalls(db, row.id))
      },
    })

    routes.get(validationDeskPaths.clarifications, {
      config: { access: anyDetailReader },
      schema: {
        tags,
        summary: 'Clarifications asked of the ally, newest first',
        params: applicationParamsSchema,
        response: { 200: clarificationsResponseSchema },
      },
      handler: async (request) => {
        const { origin } = request.params
        const row = await application(request, request.params, (rules) =>
          mayOpenCreditApplication(rules, origin),
        )
        return listClarifications(db, row.id)
      },
    })

    routes.post(validationDeskPaths.clarifications, {
      config: { access: deskWorker },
      schema: {
        tags,
        summary: 'Ask the ally for a clarification (validación); the stage clock pauses',
        params: applicationParamsSchema,
        body: clarificationRequestSchema,
        response: { 201: clarificationsResponseSchema },
      },
      handler: async (request, reply) => {
        const row = await application(request, request.params, () => true)
        await openClarification(db, row, principalOf(request).userId, request.body)
        return reply.code(201).send(await listClarifications(db, row.id))
      },
    })

    routes.post(validationDeskPaths.clarificationAnswer, {
      config: { access: anyCaptureWorker },
      schema: {
        tags,
        summary: "The ally's answer, which closes the clarification",
        params: clarificationParamsSchema,
        body: clarificationAnswerSchema,
        response: { 200: clarificationsResponseSchema },
      },
      handler: async (request) => {
        const { origin, clarificationId } = request.params
        const row = await application(request, request.params, (rules) =>
          mayAnswerClarification(rules, origin),
        )
        await answerClarification(db, row, clarificationId, principalOf(request).userId, request.body)
        return listClarifications(db, row.id)
      },
    })

    routes.get(validationDeskPaths.contactAttempts, {
      config: { access: { anyOf: investigationReaders } },
      schema: {
        tags,
        summary: 'Attempts to contact the applicant, newest first',
        params: applicationParamsSchema,
        response: { 200: contactAttemptsResponseSchema },
      },
      handler: async (request) => {
        const row = await application(request, request.params, mayReadInvestigation)
        return { attempts: await listContactAttempts(db, row.id) }
      },
    })

    routes.post(validationDeskPaths.contactAttempts, {
      config: { access: anyStageWorker },
      schema: {
        tags,
        summary: 'Log an attempt to contact the applicant',
        params: applicationParamsSchema,
        body: contactAttemptRequestSchema,
        response: { 201: contactAttemptsResponseSchema },
      },
      handler: async (request, reply) => {
        const row = await application(request, request.params, () => true)
        if (!mayLogContactAttempt(principalOf(request).rules, row.stage, row.product)) throw forbidden()
        await recordContactAttempt(db, row, principalOf(request).userId, request.body)
        return reply.code(201).send({ attempts: await listContactAttempts(db, row.id) })
      },
    })
  })
}
