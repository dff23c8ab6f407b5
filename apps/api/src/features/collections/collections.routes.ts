import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  assignmentRuleListSchema,
  assignmentRulesSchema,
  assignmentRunSchema,
  collectionDashboardSchema,
  collectionLoanParamsSchema,
  collectionLoanSchema,
  collectionPaths,
  collectionsReader,
  collectionsSupervisor,
  collectionsWorker,
  collectorAssignSchema,
  collectorListSchema,
  contactCreateSchema,
  deskMessageResultSchema,
  deskMessageSchema,
  deskTemplateListSchema,
  promiseCreateSchema,
  collectionQueueListSchema,
  collectionQueueQuerySchema,
} from '@mesa/contracts'
import { z } from 'zod'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { applyAssignmentRules, listRules, reassign, replaceRules } from './assignment'
import { visibleDeskLoan, type DeskViewer } from './collection-scope'
import { collectors } from './collectors'
import { logContact } from './contacts'
import { sendDeskMessage } from './desk-messages'
import { approvedTemplates } from '../messaging'
import { dashboardOf } from './dashboard'
import { loanPanel } from './loan-panel'
import { makePromise } from './promises'
import { freshenDesk, listQueue } from './queue'

const tags = ['collections']
const created = { 201: z.object({ id: z.number().int() }) }
const noContent = { 204: z.null() }

const viewerOf = (request: FastifyRequest): DeskViewer => {
  const { userId, scope, rules } = principalOf(request)
  return { userId, scope, rules }
}

/** The collections desk (issue 35 item 4). */
export function registerCollectionRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(collectionPaths.queue, {
    config: { access: collectionsReader },
    schema: {
      tags,
      summary:
        'Loans in arrears on the desk (a collector’s own; a supervisor’s every collector’s), by bucket',
      querystring: collectionQueueQuerySchema,
      response: { 200: collectionQueueListSchema },
    },
    handler: (request) => listQueue(db, request.query, viewerOf(request)),
  })
  routes.get(collectionPaths.dashboard, {
    config: { access: collectionsReader },
    schema: {
      tags,
      summary: 'The collector’s figures, and a supervisor’s per collector',
      response: { 200: collectionDashboardSchema },
    },
    handler: (request) => dashboardOf(db, viewerOf(request)),
  })
  routes.get(collectionPaths.collectors, {
    config: { access: collectionsReader },
    schema: { tags, summary: 'Staff who work the desk', response: { 200: collectorListSchema } },
    handler: async () => {
      const items = await collectors(db)
      return { items, total: items.length }
    },
  })
  routes.get(collectionPaths.loan, {
    config: { access: collectionsReader },
    schema: {
      tags,
      summary: 'A loan’s collections panel: contact history (every source, newest first) and promises',
      params: collectionLoanParamsSchema,
      response: { 200: collectionLoanSchema },
    },
    handler: (request) => loanPanel(db, request.params.loanId, viewerOf(request)),
  })
  routes.post(collectionPaths.contacts, {
    // Sent again from the phone until it hears an answer (issue 39): a repeated key records nothing twice.
    config: { access: collectionsWorker, idempotent: true },
    schema: {
      tags,
      summary:
        'Log a call (with its outcome), a message or a field visit on the loan, at the time it was captured',
      params: collectionLoanParamsSchema,
      body: contactCreateSchema,
      response: created,
    },
    handler: async (request, reply) => {
      const id = await db.transaction(async (tx) => {
        await visibleDeskLoan(tx, request.params.loanId, viewerOf(request))
        return logContact(tx, request.params.loanId, request.body, principalOf(request).userId)
      })
      return reply.code(201).send({ id })
    },
  })
  routes.post(collectionPaths.messages, {
    config: { access: collectionsWorker },
    schema: {
      tags,
      summary:
        'Message the loan’s customer: WhatsApp text in the 24-hour window (409 outside) or a template; e-mail',
      params: collectionLoanParamsSchema,
      body: deskMessageSchema,
      response: { 201: deskMessageResultSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await sendDeskMessage(db, viewerOf(request), request.params.loanId, request.body)),
  })
  routes.get(collectionPaths.templates, {
    config: { access: collectionsReader },
    schema: {
      tags,
      summary: 'The approved templates a desk message may use',
      response: { 200: deskTemplateListSchema },
    },
    handler: async () => {
      const items = await approvedTemplates(db)
      return { items, total: items.length }
    },
  })
  routes.post(collectionPaths.promises, {
    // Sent again from the phone until it hears an answer (issue 39): a repeated key records nothing twice.
    config: { access: collectionsWorker, idempotent: true },
    schema: {
      tags,
      summary:
        'Record a promise to pay (amount by a date), made when captured: kept or broken by the payments that arrive',
      params: collectionLoanParamsSchema,
      body: promiseCreateSchema,
      response: created,
    },
    handler: async (request, reply) => {
      const id = await db.transaction(async (tx) => {
        await visibleDeskLoan(tx, request.params.loanId, viewerOf(request))
        return makePromise(tx, request.params.loanId, request.body, principalOf(request).userId)
      })
      return reply.code(201).send({ id })
    },
  })
  routes.put(collectionPaths.collector, {
    config: { access: collectionsSupervisor },
    schema: {
      tags,
      summary: 'Reassign the loan to a collector (the supervisor’s choice, kept by the daily rules)',
      params: collectionLoanParamsSchema,
      body: collectorAssignSchema,
      response: noContent,
    },
    handler: async (request, reply) => {
      await db.transaction(async (tx) => {
        await visibleDeskLoan(tx, request.params.loanId, viewerOf(request))
        await reassign(tx, request.params.loanId, request.body, principalOf(request).userId)
      })
      return reply.code(204).send(null)
    },
  })
  routes.get(collectionPaths.rules, {
    config: { access: collectionsReader },
    schema: {
      tags,
      summary: 'The assignment rules in priority order',
      response: { 200: assignmentRuleListSchema },
    },
    handler: () => listRules(db),
  })
  routes.put(collectionPaths.rules, {
    config: { access: collectionsSupervisor },
    schema: {
      tags,
      summary: 'Replace the assignment rules (their order is their priority)',
      body: assignmentRulesSchema,
      response: { 200: assignmentRuleListSchema },
    },
    handler: async (request) => {
      await db.transaction((tx) => replaceRules(tx, request.body.rules, principalOf(request).userId))
      return listRules(db)
    },
  })
  routes.post(collectionPaths.assignmentRuns, {
    config: { access: collectionsSupervisor },
    schema: {
      tags,
      summary: 'Apply the assignment rules now (the daily job does it after the end of day)',
      response: { 200: assignmentRunSchema },
    },
    handler: async () => {
      await freshenDesk(db)
      return applyAssignmentRules(db)
    },
  })
}
