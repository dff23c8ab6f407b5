import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  channelAdminEditor,
  channelAdminReader,
  channelAgentsInputSchema,
  channelAgentsResponseSchema,
  channelIdParams,
  channelListResponseSchema,
  channelPaths,
  channelReader,
  dashboardSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { listChannelAgents, listChannels, loadDashboard, setChannelAgents } from './channels.service'

const [readChannels, readAdmin, updateAdmin] = [channelReader, channelAdminReader, channelAdminEditor]

/** Channels with message counts, the dashboard, and channel users (agents and capacity). */
export function registerChannelRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['messaging']
  routes.get(channelPaths.list, {
    config: { access: readChannels },
    schema: {
      tags,
      summary: 'Channels with their message counts (spec §3)',
      response: { 200: channelListResponseSchema },
    },
    handler: async () => listChannels(db),
  })
  routes.get(channelPaths.dashboard, {
    config: { access: readChannels },
    schema: {
      tags,
      summary: 'Volumes per channel and day, response times, open chats per agent, campaign results',
      response: { 200: dashboardSchema },
    },
    handler: async () => loadDashboard(db),
  })
  routes.get(channelPaths.agents, {
    config: { access: readAdmin },
    schema: {
      tags,
      summary: "A channel's agents, capacity, presence and open chats",
      params: channelIdParams,
      response: { 200: channelAgentsResponseSchema },
    },
    handler: async (request) => listChannelAgents(db, request.params.id),
  })
  routes.put(channelPaths.agents, {
    config: { access: updateAdmin },
    schema: {
      tags,
      summary: "Set a channel's agents and their capacity",
      params: channelIdParams,
      body: channelAgentsInputSchema,
      response: { 200: channelAgentsResponseSchema },
    },
    handler: async (request) =>
      setChannelAgents(db, request.params.id, request.body.agents, principalOf(request).userId),
  })
}
