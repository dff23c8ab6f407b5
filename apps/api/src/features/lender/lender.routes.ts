import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { lenderPaths, lenderProfileRequestSchema, lenderProfileSchema, manageAll } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { lenderProfileOf, saveLenderProfile } from './lender-profile'

const tags = ['lender']

/** The lender's identity and UNE: every signed-in person reads them (they are on every document). */
export function registerLenderRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(lenderPaths.profile, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: "The lender's razón social, RFC and UNE, as contracts and statements print them",
      response: { 200: lenderProfileSchema },
    },
    handler: async () => lenderProfileOf(db),
  })
  routes.put(lenderPaths.profile, {
    config: { access: manageAll },
    schema: {
      tags,
      summary:
        "Replace the lender's identity and UNE (administrators); 409 stale_version on a change meanwhile",
      body: lenderProfileRequestSchema,
      response: { 200: lenderProfileSchema },
    },
    handler: async (request) => saveLenderProfile(db, principalOf(request).userId, request.body),
  })
}
