import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  chatMessageSchema,
  sendTemplateSchema,
  templateCreator,
  templateEditor,
  templateIdParams,
  templateInputSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  templatePaths,
  templateReader,
  templateSchema,
  templateUpdateSchema,
  versionSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import {
  createTemplate,
  listTemplates,
  loadTemplate,
  sendTemplate,
  submitTemplate,
  toTemplate,
  updateTemplate,
} from './templates.service'

const [read, create, update] = [templateReader, templateCreator, templateEditor]

/** Message templates: list, detail, create, edit, submit for review, and send one to a contact. */
export function registerTemplateRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['messaging']

  routes.get(templatePaths.list, {
    config: { access: read },
    schema: {
      tags,
      summary: 'Templates: search, status filter, sort and paging',
      querystring: templateListQuerySchema,
      response: { 200: templateListResponseSchema },
    },
    handler: async (request) => listTemplates(db, request.query),
  })
  routes.get(templatePaths.item, {
    config: { access: read },
    schema: { tags, summary: 'One template', params: templateIdParams, response: { 200: templateSchema } },
    handler: async (request) => toTemplate(await loadTemplate(db, request.params.id)),
  })
  routes.post(templatePaths.list, {
    config: { access: create },
    schema: {
      tags,
      summary: 'Create a draft template',
      body: templateInputSchema,
      response: { 201: templateSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createTemplate(db, request.body, principalOf(request).userId)),
  })
  routes.put(templatePaths.item, {
    config: { access: update },
    schema: {
      tags,
      summary: 'Edit a template (it returns to draft)',
      params: templateIdParams,
      body: templateUpdateSchema,
      response: { 200: templateSchema },
    },
    handler: async (request) =>
      updateTemplate(db, request.params.id, request.body, principalOf(request).userId),
  })
  routes.post(templatePaths.submit, {
    config: { access: update },
    schema: {
      tags,
      summary: 'Submit a template to the provider for review',
      params: templateIdParams,
      body: z.object({ version: versionSchema() }),
      response: { 200: templateSchema },
    },
    handler: async (request) =>
      submitTemplate(db, request.params.id, request.body.version, principalOf(request).userId),
  })
  routes.post(templatePaths.send, {
    config: { access: read },
    schema: {
      tags,
      summary: 'Send an approved template to one contact',
      body: sendTemplateSchema,
      response: { 201: chatMessageSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await sendTemplate(db, request.body, principalOf(request))),
  })
}
