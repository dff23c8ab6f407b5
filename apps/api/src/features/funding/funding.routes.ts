import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  applicationListReader,
  assignRequestSchema,
  disbursementCancellationRequestSchema,
  disburseRequestSchema,
  folioParamsSchema,
  funderInputSchema,
  funderListQuerySchema,
  funderListResponseSchema,
  funderManager,
  funderOptionsSchema,
  funderParamsSchema,
  funderPaths,
  funderSchema,
  funderUpdateSchema,
  fundingDetailSchema,
  fundingListQuerySchema,
  fundingListResponseSchema,
  fundingPaths,
  fundingReader,
  fundingWorker,
  lineInputSchema,
  lineParamsSchema,
  lineUpdateSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { advanceStage, announceRecordChange } from '../credit-applications'
import { fundingDetail } from './funding-detail'
import { listFunding } from './funding-list'
import { loadByFolio } from './funding-records'
import { assignToLine } from './funding-writes'
import { requestCancellation, requestDisbursement } from './funding-requests'
import { registerLineMovementRoutes } from './line-movements.routes'
import {
  createFunder,
  createLine,
  funderOptions,
  listFunders,
  loadFunder,
  updateFunder,
  updateLine,
} from './funders.service'

const tags = ['funding']
/** The loans list's readers filter by funder too (issue 16's list, read Documentos). */
/** The loans list is an application list (read Documentos). */
const loanListReader = applicationListReader

/** Funding (issue 15): funders and credit lines, assignment of applications to lines, SPEI disbursement. */
export function registerFundingRoutes(app: FastifyInstance, { db }: AppContext) {
  app.register(async (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>()
    registerLineMovementRoutes(scope, db)

    routes.get(funderPaths.funders, {
      config: { access: fundingReader },
      schema: {
        tags,
        summary: 'Funders with their credit lines (amount, used, available)',
        querystring: funderListQuerySchema,
        response: { 200: funderListResponseSchema },
      },
      handler: async (request) => listFunders(db, request.query),
    })

    routes.post(funderPaths.funders, {
      config: { access: funderManager },
      schema: {
        tags,
        summary: 'Create a funder (administrators)',
        body: funderInputSchema,
        response: { 201: funderSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await createFunder(db, request.body, principalOf(request).userId)),
    })

    routes.get(funderPaths.funderOptions, {
      config: { access: { anyOf: [fundingReader, loanListReader] } },
      schema: { tags, summary: 'Every funder by name, for filters', response: { 200: funderOptionsSchema } },
      handler: async (request) => funderOptions(db, principalOf(request)),
    })

    routes.get(funderPaths.funder, {
      config: { access: fundingReader },
      schema: {
        tags,
        summary: 'One funder with its lines',
        params: funderParamsSchema,
        response: { 200: funderSchema },
      },
      handler: async (request) => loadFunder(db, request.params.funderId),
    })

    routes.put(funderPaths.funder, {
      config: { access: funderManager },
      schema: {
        tags,
        summary: 'Edit a funder (administrators; stale version → 409)',
        params: funderParamsSchema,
        body: funderUpdateSchema,
        response: { 200: funderSchema },
      },
      handler: async (request) =>
        updateFunder(db, request.params.funderId, request.body, principalOf(request).userId),
    })

    routes.post(funderPaths.lines, {
      config: { access: funderManager },
      schema: {
        tags,
        summary: 'Add a credit line to a funder (administrators)',
        params: funderParamsSchema,
        body: lineInputSchema,
        response: { 201: funderSchema },
      },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await createLine(db, request.params.funderId, request.body, principalOf(request).userId)),
    })

    routes.put(funderPaths.line, {
      config: { access: funderManager },
      schema: {
        tags,
        summary: 'Edit a credit line (administrators; never below its use)',
        params: lineParamsSchema,
        body: lineUpdateSchema,
        response: { 200: funderSchema },
      },
      handler: async (request) =>
        updateLine(db, request.params.lineId, request.body, principalOf(request).userId),
    })

    routes.get(fundingPaths.applications, {
      config: { access: fundingReader },
      schema: {
        tags,
        summary: 'Applications by funding status: pending, assigned, disbursed',
        querystring: fundingListQuerySchema,
        response: { 200: fundingListResponseSchema },
      },
      handler: async (request) => listFunding(db, request.query, principalOf(request)),
    })

    routes.get(fundingPaths.application, {
      config: { access: fundingReader },
      schema: {
        tags,
        summary: "An application's funding: terms, eligibility per line, assignment, disbursement, history",
        params: folioParamsSchema,
        response: { 200: fundingDetailSchema },
      },
      handler: async (request) =>
        fundingDetail(db, await loadByFolio(db, request.params.folio, principalOf(request))),
    })

    routes.post(fundingPaths.assignment, {
      config: { access: fundingWorker },
      schema: {
        tags,
        summary: "Assign the application to a funder's line (eligibility and available amount, line locked)",
        params: folioParamsSchema,
        body: assignRequestSchema,
        response: { 200: fundingDetailSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const application = await loadByFolio(db, request.params.folio, principal)
        await assignToLine(db, application, request.body, principal.userId)
        // Once the write committed: the application's readers refetch its funding (a live event).
        await announceRecordChange(db, 'funding.changed', application)
        return fundingDetail(db, application)
      },
    })

    routes.post(fundingPaths.disbursement, {
      config: { access: fundingWorker },
      schema: {
        tags,
        summary:
          "Ask for the SPEI disbursement to the ally's CLABE (the assigned amount, less the opening fee and its IVA when deducted); booked when a second person approves it",
        params: folioParamsSchema,
        body: disburseRequestSchema,
        response: { 202: fundingDetailSchema },
      },
      handler: async (request, reply) => {
        const principal = principalOf(request)
        const application = await loadByFolio(db, request.params.folio, principal)
        await requestDisbursement(db, application, request.body, principal.userId)
        await announceRecordChange(db, 'funding.changed', application)
        return reply.code(202).send(await fundingDetail(db, application))
      },
    })

    routes.post(fundingPaths.disbursementCancellation, {
      config: { access: fundingWorker },
      schema: {
        tags,
        summary:
          'Ask to cancel a disbursement whose SPEI came back (its return key); when a second person approves, the line gets the amount back',
        params: folioParamsSchema,
        body: disbursementCancellationRequestSchema,
        response: { 202: fundingDetailSchema },
      },
      handler: async (request, reply) => {
        const principal = principalOf(request)
        const application = await loadByFolio(db, request.params.folio, principal)
        await requestCancellation(db, application, request.body, principal.userId)
        await announceRecordChange(db, 'funding.changed', application)
        return reply.code(202).send(await fundingDetail(db, application))
      },
    })

    routes.post(fundingPaths.handOver, {
      config: { access: fundingWorker },
      schema: {
        tags,
        summary:
          "Hand a disbursed application on to the póliza desk (fondeo → póliza, as the file's advance with its gates and audit)",
        params: folioParamsSchema,
        response: { 200: fundingDetailSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const application = await loadByFolio(db, request.params.folio, principal)
        await advanceStage(db, principal, application, 'fondeo')
        const moved = await loadByFolio(db, request.params.folio, principal)
        await announceRecordChange(db, 'funding.changed', moved)
        return fundingDetail(db, moved)
      },
    })
  })
}
