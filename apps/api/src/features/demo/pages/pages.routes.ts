import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  datatableResponseSchema,
  demoPaths,
  faqQuerySchema,
  faqResponseSchema,
  helpArticleQuerySchema,
  helpArticleSchema,
  helpCenterSchema,
} from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { demoCall } from '../demo-routes'
import { emptyNotFound } from '../../../lib/http-errors'
import { allSalesRecords, faqGroups, helpArticle, helpCenter } from './pages.service'

/** Spec §7 pages calls: datatable, FAQ, help center and its article. */
export function registerPageRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(demoPaths.datatable, {
    ...demoCall('All demo sales records', { response: { 200: datatableResponseSchema } }),
    handler: () => allSalesRecords(db),
  })
  routes.get(demoPaths.faq, {
    ...demoCall('FAQ groups; q keeps matching questions (case-insensitive), empty groups dropped', {
      querystring: faqQuerySchema,
      response: { 200: faqResponseSchema },
    }),
    handler: (request) => faqGroups(db, request.query.q),
  })
  routes.get(demoPaths.helpCenter, {
    ...demoCall('Help center home', { response: { 200: helpCenterSchema } }),
    handler: () => helpCenter(db),
  })
  routes.get(demoPaths.helpArticle, {
    ...demoCall('One help-center article by its title slug (the first when none is given)', {
      querystring: helpArticleQuerySchema,
      response: { 200: helpArticleSchema },
    }),
    handler: async (request) => {
      const article = await helpArticle(db, request.query.title)
      if (!article) throw emptyNotFound()
      return article
    },
  })
}
