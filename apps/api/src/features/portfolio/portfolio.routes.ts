import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  applicationListReader,
  portfolioDashboardSchema,
  portfolioPaths,
  portfolioQuerySchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { portfolioDashboard } from './portfolio.service'

/** The portfolio dashboard (issue 16): read Documentos, like the lists its figures link to. */
export function registerPortfolioRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(portfolioPaths.dashboard, {
    config: { access: applicationListReader },
    schema: {
      tags: ['portfolio'],
      summary: 'Pipeline funnel, decisions, stage times, amounts and arrears over time, within row scope',
      querystring: portfolioQuerySchema,
      response: { 200: portfolioDashboardSchema },
    },
    handler: async (request) => portfolioDashboard(db, request.query, principalOf(request)),
  })
}
