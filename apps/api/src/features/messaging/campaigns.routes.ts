import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  campaignCreator,
  campaignDetailSchema,
  campaignEditor,
  campaignIdParams,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignListResponseSchema,
  campaignPaths,
  campaignReader,
  recipientListQuerySchema,
  recipientListResponseSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import {
  createCampaign,
  listCampaigns,
  listRecipients,
  loadCampaign,
  pauseCampaign,
  resumeCampaign,
  startCampaign,
} from './campaigns.service'

const [read, create, update] = [campaignReader, campaignCreator, campaignEditor]

/** Campaigns: list, detail with results, create, start, pause, resume, per-recipient status. */
export function registerCampaignRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['messaging']
  const params = campaignIdParams
  const detail = { 200: campaignDetailSchema }

  routes.get(campaignPaths.list, {
    config: { access: read },
    schema: {
      tags,
      summary: 'Campaigns with their results',
      querystring: campaignListQuerySchema,
      response: { 200: campaignListResponseSchema },
    },
    handler: async (request) => listCampaigns(db, request.query),
  })
  routes.get(campaignPaths.item, {
    config: { access: read },
    schema: {
      tags,
      summary: 'One campaign: results funnel and messages over time',
      params,
      response: detail,
    },
    handler: async (request) => loadCampaign(db, request.params.id),
  })
  routes.post(campaignPaths.list, {
    config: { access: create },
    schema: {
      tags,
      summary: 'Create a draft campaign',
      body: campaignInputSchema,
      response: { 201: campaignDetailSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createCampaign(db, request.body, principalOf(request).userId)),
  })
  routes.post(campaignPaths.start, {
    config: { access: update },
    schema: { tags, summary: 'Start (or schedule) a draft campaign', params, response: detail },
    handler: async (request) => startCampaign(db, request.params.id, principalOf(request).userId),
  })
  routes.post(campaignPaths.pause, {
    config: { access: update },
    schema: { tags, summary: 'Pause a running or scheduled campaign', params, response: detail },
    handler: async (request) => pauseCampaign(db, request.params.id, principalOf(request).userId),
  })
  routes.post(campaignPaths.resume, {
    config: { access: update },
    schema: { tags, summary: 'Resume a paused campaign where it stopped', params, response: detail },
    handler: async (request) => resumeCampaign(db, request.params.id, principalOf(request).userId),
  })
  routes.get(campaignPaths.recipients, {
    config: { access: read },
    schema: {
      tags,
      summary: 'Recipients of a campaign and their status',
      params,
      querystring: recipientListQuerySchema,
      response: { 200: recipientListResponseSchema },
    },
    handler: async (request) => {
      await loadCampaign(db, request.params.id)
      return listRecipients(db, request.params.id, request.query, principalOf(request))
    },
  })
}
