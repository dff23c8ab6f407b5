import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { homePaths, homeResponseSchema } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { homeOf } from './home.service'

/** The home (issue 38): any signed-in person; each card is cut to their rules and row scope. */
export function registerHomeRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(homePaths.home, {
    config: { access: 'signed-in' },
    schema: {
      tags: ['home'],
      summary:
        "The signed-in person's work: queues, visits of the day, pending votes, applications, overview",
      response: { 200: homeResponseSchema },
    },
    handler: async (request) => homeOf(db, principalOf(request)),
  })
}
