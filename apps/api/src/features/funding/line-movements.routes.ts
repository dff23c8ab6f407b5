import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  drawdownRequestSchema,
  fundingReader,
  fundingWorker,
  lineMovementPaths,
  lineMovementsResponseSchema,
  lineParamsSchema,
  repaymentRequestSchema,
} from '@mesa/contracts'
import type { Database } from '../../db/client'
import { principalOf } from '../auth'
import { lineMovementsOf } from './line-movement-reads'
import { requestDrawdown, requestRepayment } from './line-movement-requests'

const tags = ['funding']

/** A funding line's drawdowns and repayments (issue 34): read fondeo reads them, treasury asks (four eyes). */
export function registerLineMovementRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(lineMovementPaths.movements, {
    config: { access: fundingReader },
    schema: {
      tags,
      summary: "A funding line's drawdowns and repayments, what is drawn, and the requests awaiting approval",
      params: lineParamsSchema,
      response: { 200: lineMovementsResponseSchema },
    },
    handler: async (request) => lineMovementsOf(db, request.params.lineId),
  })

  routes.post(lineMovementPaths.drawdowns, {
    config: { access: fundingWorker },
    schema: {
      tags,
      summary:
        "Ask for a drawdown of the funder's line (Dr Bancos / Cr Préstamos bancarios when a second person approves)",
      params: lineParamsSchema,
      body: drawdownRequestSchema,
      response: { 202: lineMovementsResponseSchema },
    },
    handler: async (request, reply) => {
      const { lineId } = request.params
      await requestDrawdown(db, lineId, request.body, principalOf(request).userId)
      return reply.code(202).send(await lineMovementsOf(db, lineId))
    },
  })

  routes.post(lineMovementPaths.repayments, {
    config: { access: fundingWorker },
    schema: {
      tags,
      summary:
        "Ask for a repayment to the funder: principal and the funder's interest (posted when a second person approves)",
      params: lineParamsSchema,
      body: repaymentRequestSchema,
      response: { 202: lineMovementsResponseSchema },
    },
    handler: async (request, reply) => {
      const { lineId } = request.params
      await requestRepayment(db, lineId, request.body, principalOf(request).userId)
      return reply.code(202).send(await lineMovementsOf(db, lineId))
    },
  })
}
