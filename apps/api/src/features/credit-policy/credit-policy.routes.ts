import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  analysisWorker,
  applicationParamsSchema,
  approvalRequestSchema,
  creditApplicationReadPermissions,
  creditPolicyHistorySchema,
  creditPolicyParamsSchema,
  creditPolicyPaths,
  creditPolicyRequestSchema,
  creditPolicyVersionSchema,
  creditProducts,
  incomeMatrixRequestSchema,
  investigationReaders,
  manageAll,
  mayReadInvestigation,
  paymentCapacityPaths,
  paymentCapacityResponseSchema,
  type Permission,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { forbidden } from '../../lib/http-errors'
import { principalOf } from '../auth'
import { loadApplication } from '../credit-applications'
import { currentPolicy, policyHistory } from './credit-policy.service'
import { askPolicyChange } from './credit-policy-change'
import { saveIncomeMatrix } from './income-matrix'
import { paymentCapacityArea } from './payment-capacity.service'

const distinct = (permissions: Permission[]) => [
  ...new Map(permissions.map((p) => [`${p.action}:${p.subject}`, p])).values(),
]
/** Whoever may read some application reads the policy it is judged by (analysts, the committee, sellers). */
const anyApplicationReader = { anyOf: distinct(creditProducts.flatMap(creditApplicationReadPermissions)) }
/** The analysts and the field agents verify income (update analysis: análisis and visita's workers). */
/** Accepting the verified income is the analysis desk's work. */
const incomeVerifier = analysisWorker
const tags = ['credit-policy']

/** The credit policy (administrators edit it) and each application's income matrix and payment capacity. */
export function registerCreditPolicyRoutes(app: FastifyInstance, { db }: AppContext) {
  app.register(async (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(creditPolicyPaths.current, {
      config: { access: anyApplicationReader },
      schema: {
        tags,
        summary: "The product's credit policy in force (its newest version)",
        params: creditPolicyParamsSchema,
        response: { 200: creditPolicyVersionSchema },
      },
      handler: async (request) => currentPolicy(db, request.params.product),
    })

    routes.get(creditPolicyPaths.versions, {
      config: { access: anyApplicationReader },
      schema: {
        tags,
        summary: "Every version of the product's credit policy, newest first, with who saved it and when",
        params: creditPolicyParamsSchema,
        response: { 200: creditPolicyHistorySchema },
      },
      handler: async (request) => ({ versions: await policyHistory(db, request.params.product) }),
    })

    routes.post(creditPolicyPaths.versions, {
      config: { access: manageAll },
      schema: {
        tags,
        summary:
          'Ask for new terms as the next version: stored as a four-eyes request (202) that a second administrator approves in /apps/approvals; 409 stale_version when the replaced version is not the newest, 409 approval_pending while another change waits',
        params: creditPolicyParamsSchema,
        body: creditPolicyRequestSchema,
        response: { 202: approvalRequestSchema },
      },
      handler: async (request, reply) => {
        const asked = await askPolicyChange(
          db,
          request.params.product,
          principalOf(request).userId,
          request.body,
        )
        return reply.code(202).send(asked)
      },
    })

    routes.get(paymentCapacityPaths.capacity, {
      config: { access: { anyOf: investigationReaders } },
      schema: {
        tags,
        summary: 'The income matrix, the payment capacity and the declared figures of an application',
        params: applicationParamsSchema,
        response: { 200: paymentCapacityResponseSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        if (!mayReadInvestigation(principal.rules)) throw forbidden()
        const row = await loadApplication(db, request.params.origin, request.params.id, principal)
        return paymentCapacityArea(db, row)
      },
    })

    routes.put(paymentCapacityPaths.capacity, {
      config: { access: incomeVerifier },
      schema: {
        tags,
        summary: 'Record the income matrix and accept the verified income (version null for the first)',
        params: applicationParamsSchema,
        body: incomeMatrixRequestSchema,
        response: { 200: paymentCapacityResponseSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const row = await loadApplication(db, request.params.origin, request.params.id, principal)
        await saveIncomeMatrix(db, row, principal.userId, request.body)
        return paymentCapacityArea(db, row)
      },
    })
  })
}
