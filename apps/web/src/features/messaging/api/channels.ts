import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { channelAgentsResponseSchema, channelPaths, dashboardSchema } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { messagingKeys } from './keys'

const agentsPath = (channelId: number) => generatePath(channelPaths.agents, { id: String(channelId) })

export const useMessagingDashboard = () =>
  useQuery({
    queryKey: messagingKeys.dashboard,
    queryFn: async () => dashboardSchema.parse(await api.get(channelPaths.dashboard)),
  })

export const useChannelAgents = (channelId: number) =>
  useQuery({
    queryKey: messagingKeys.agents(channelId),
    queryFn: async () => channelAgentsResponseSchema.parse(await api.get(agentsPath(channelId))).agents,
    enabled: channelId > 0,
  })

export function useSetChannelAgents(channelId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (agents: { userId: number; capacity: number }[]) =>
      channelAgentsResponseSchema.parse(await api.put(agentsPath(channelId), { json: { agents } })).agents,
    onSuccess: (agents) => client.setQueryData(messagingKeys.agents(channelId), agents),
  })
}
