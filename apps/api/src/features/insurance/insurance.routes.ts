import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  applicationParamsSchema,
  applicationQuotesSchema,
  cancelPolicySchema,
  insurancePaths,
  insuranceReader,
  insuranceWorker,
  insurerPageSchema,
  insurerParamsSchema,
  policiesOfApplicationSchema,
  policiesQuerySchema,
  policiesResponseSchema,
  policyParamsSchema,
  policySchema,
  polizaReader,
  polizaWorker,
  queueQuerySchema,
  queueResponseSchema,
  quoteOptionsSchema,
  quoteParamsSchema,
  quotesResponseSchema,
  versionBodySchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { loadApplication } from '../credit-applications'
import { bindRenewal } from './renewals'
import { bindQuote, cancelPolicy, issuePolicy, listPoliciesOfApplication } from './policies'
import { insurerPage, listPolicies, listPolizaQueue, quoteRenewal } from './portfolio'
import { insuredApplication, listQuotesOfApplication, quoteApplication } from './application-quotes'

const tags = ['insurance']

/** Car insurance (issue 15): quotes from four insurers, binding, issuing, cancelling and renewing policies. */
export function registerInsuranceRoutes(app: FastifyInstance, { db }: AppContext) {
  app.register(async (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(insurancePaths.queue, {
      config: { access: polizaReader },
      schema: {
        tags,
        summary: 'Applications in stage póliza with their quotes and policy',
        querystring: queueQuerySchema,
        response: { 200: queueResponseSchema },
      },
      handler: async (request) => listPolizaQueue(db, principalOf(request), request.query),
    })

    routes.get(insurancePaths.applicationQuotes, {
      config: { access: polizaReader },
      schema: {
        tags,
        summary: "The application's insurance quotes, newest first",
        params: applicationParamsSchema,
        response: { 200: applicationQuotesSchema },
      },
      handler: async (request) => {
        const row = await loadApplication(db, request.params.origin, request.params.id, principalOf(request))
        return { application: insuredApplication(row), quotes: await listQuotesOfApplication(db, row.id) }
      },
    })

    routes.post(insurancePaths.applicationQuotes, {
      config: { access: polizaWorker },
      schema: {
        tags,
        summary: 'Quote every insurer for the application (sandbox quotes)',
        params: applicationParamsSchema,
        body: quoteOptionsSchema,
        response: { 201: quotesResponseSchema },
      },
      handler: async (request, reply) => {
        const principal = principalOf(request)
        const row = await loadApplication(db, request.params.origin, request.params.id, principal)
        const quotes = await quoteApplication(db, row, principal.userId, request.body)
        return reply.code(201).send({ quotes })
      },
    })

    routes.get(insurancePaths.applicationPolicies, {
      config: { access: { anyOf: [polizaReader, insuranceReader] } },
      schema: {
        tags,
        summary: "The application's policies, newest first",
        params: applicationParamsSchema,
        response: { 200: policiesOfApplicationSchema },
      },
      handler: async (request) => {
        const row = await loadApplication(db, request.params.origin, request.params.id, principalOf(request))
        return { policies: await listPoliciesOfApplication(db, row.id) }
      },
    })

    routes.post(insurancePaths.bindQuote, {
      config: { access: polizaWorker },
      schema: {
        tags,
        summary: "Bind a quote as the application's policy (once per application)",
        params: quoteParamsSchema,
        response: { 201: policySchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await bindQuote(db, request.params.quoteId, principalOf(request))),
    })

    routes.post(insurancePaths.issuePolicy, {
      config: { access: polizaWorker },
      schema: {
        tags,
        summary: 'Issue a bound policy: number and term from the insurer',
        params: policyParamsSchema,
        body: versionBodySchema,
        response: { 200: policySchema },
      },
      handler: async (request) =>
        issuePolicy(db, request.params.policyId, principalOf(request), request.body.version),
    })

    routes.post(insurancePaths.cancelPolicy, {
      config: { access: polizaWorker },
      schema: {
        tags,
        summary: 'Cancel a policy, with the reason',
        params: policyParamsSchema,
        body: cancelPolicySchema,
        response: { 200: policySchema },
      },
      handler: async (request) =>
        cancelPolicy(db, request.params.policyId, principalOf(request), request.body),
    })

    routes.post(insurancePaths.renewalQuotes, {
      config: { access: insuranceWorker },
      schema: {
        tags,
        summary: 'Renewal quotes from every insurer for a policy ending within 60 days',
        params: policyParamsSchema,
        body: quoteOptionsSchema,
        response: { 201: quotesResponseSchema },
      },
      handler: async (request, reply) => {
        const quotes = await quoteRenewal(db, request.params.policyId, principalOf(request), request.body)
        return reply.code(201).send({ quotes })
      },
    })

    routes.post(insurancePaths.bindRenewal, {
      config: { access: insuranceWorker },
      schema: {
        tags,
        summary: "Bind a renewal quote: the new policy's term starts where the expiring one ends",
        params: quoteParamsSchema,
        response: { 201: policySchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await bindRenewal(db, request.params.quoteId, principalOf(request))),
    })

    routes.get(insurancePaths.policies, {
      config: { access: insuranceReader },
      schema: {
        tags,
        summary: 'Policies by tab: in force, expiring within 30 or 60 days, cancelled',
        querystring: policiesQuerySchema,
        response: { 200: policiesResponseSchema },
      },
      handler: async (request) => listPolicies(db, principalOf(request), request.query),
    })

    routes.get(insurancePaths.insurer, {
      config: { access: polizaReader },
      schema: {
        tags,
        summary: "One insurer's latest quotes and policies",
        params: insurerParamsSchema,
        response: { 200: insurerPageSchema },
      },
      handler: async (request) => insurerPage(db, principalOf(request), request.params.insurer),
    })
  })
}
