import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  savedViewIdParams,
  savedViewInputSchema,
  savedViewListResponseSchema,
  savedViewPaths,
  savedViewQuerySchema,
  savedViewSchema,
  savedViewUpdateSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from './saved-views.service'

/**
 * Saved views of list screens. Every signed-in user keeps their own; a view holds only a query string, so
 * sharing one never shows a colleague a record their own row scope hides (the list applies it when it runs).
 */
export function registerSavedViewRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['saved-views']
  const access = 'signed-in' as const
  routes.get(savedViewPaths.list, {
    config: { access },
    schema: {
      tags,
      summary: "A screen's views: your own, then those shared with your role",
      querystring: savedViewQuerySchema,
      response: { 200: savedViewListResponseSchema },
    },
    handler: async (request) => listSavedViews(db, principalOf(request).userId, request.query.screen),
  })
  routes.post(savedViewPaths.list, {
    config: { access },
    schema: { tags, summary: 'Save a view', body: savedViewInputSchema, response: { 201: savedViewSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await createSavedView(db, principalOf(request).userId, request.body)),
  })
  routes.put(savedViewPaths.item, {
    config: { access },
    schema: {
      tags,
      summary: 'Rename, re-save, share or make default one of your views',
      params: savedViewIdParams,
      body: savedViewUpdateSchema,
      response: { 200: savedViewSchema },
    },
    handler: async (request) =>
      updateSavedView(db, principalOf(request).userId, request.params.id, request.body),
  })
  routes.delete(savedViewPaths.item, {
    config: { access },
    schema: { tags, summary: 'Delete one of your views', params: savedViewIdParams },
    handler: async (request, reply) => {
      await deleteSavedView(db, principalOf(request).userId, request.params.id)
      return reply.code(204).send()
    },
  })
}
