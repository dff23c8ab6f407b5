import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { allyReader, sellerAlliesPaths, sellerAlliesSchema } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { sellerAllies } from './seller-allies.service'

/** The seller-allies view (issue 16): read Aliados, within the viewer's allies. */
export function registerSellerAlliesRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(sellerAlliesPaths.view, {
    config: { access: allyReader },
    schema: {
      tags: ['seller-allies'],
      summary: 'Sellers and supervisors with their allies, pipelines and customers',
      response: { 200: sellerAlliesSchema },
    },
    handler: async (request) => sellerAllies(db, principalOf(request)),
  })
}
