import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  applicationParamsSchema,
  applicationPartnersSchema,
  commissionAdmin,
  commissionListQuerySchema,
  commissionListResponseSchema,
  commissionParamsSchema,
  commissionPaths,
  commissionPaymentSchema,
  commissionRuleInputSchema,
  commissionRuleParamsSchema,
  commissionRuleSchema,
  commissionRulesResponseSchema,
  commissionSchema,
  partnersReader,
  rulesAllow,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { loadPermittedApplication } from '../credit-applications'
import { listCommissions, payCommission } from './commission-list'
import { listCommissionRules, saveCommissionRule } from './commission-rules'
import { applicationPartners } from './partners'

const tags = ['commissions']

/** Dealership commissions (issue 15): rules per ally type, the commissions list, payments, the partners tab. */
export function registerCommissionRoutes(app: FastifyInstance, { db }: AppContext) {
  app.register(async (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(commissionPaths.rules, {
      config: { access: partnersReader },
      schema: {
        tags,
        summary: 'Commission rules per ally type, and the types without one',
        response: { 200: commissionRulesResponseSchema },
      },
      handler: async () => listCommissionRules(db),
    })

    routes.put(commissionPaths.rule, {
      config: { access: commissionAdmin },
      schema: {
        tags,
        summary: "Create (version null) or change an ally type's rule; earned commissions keep their terms",
        params: commissionRuleParamsSchema,
        body: commissionRuleInputSchema,
        response: { 200: commissionRuleSchema },
      },
      handler: async (request) =>
        saveCommissionRule(db, request.params.allyType, request.body, principalOf(request).userId),
    })

    routes.get(commissionPaths.list, {
      config: { access: partnersReader },
      schema: {
        tags,
        summary: 'Commissions (ally, application, amount, status) within the caller’s row scope',
        querystring: commissionListQuerySchema,
        response: { 200: commissionListResponseSchema },
      },
      handler: async (request) => listCommissions(db, principalOf(request), request.query),
    })

    routes.post(commissionPaths.payment, {
      config: { access: commissionAdmin },
      schema: {
        tags,
        summary: 'Record the payment of a payable commission (date and reference)',
        params: commissionParamsSchema,
        body: commissionPaymentSchema,
        response: { 200: commissionSchema },
      },
      handler: async (request) => payCommission(db, request.params.id, request.body, principalOf(request)),
    })

    routes.get(commissionPaths.applicationPartners, {
      config: { access: partnersReader },
      schema: {
        tags,
        summary: "The application's ally, seller, supervisor and commission",
        params: applicationParamsSchema,
        response: { 200: applicationPartnersSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const row = await loadPermittedApplication(db, principal, request.params, (rules) =>
          rulesAllow(rules, partnersReader),
        )
        return applicationPartners(db, row, principal)
      },
    })
  })
}
