import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  campaignDetailSchema,
  campaignListResponseSchema,
  campaignPaths,
  channelListResponseSchema,
  channelPaths,
  recipientListResponseSchema,
  type CampaignDetail,
  type campaignInputSchema,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { messagingKeys } from './keys'

type Query = Record<string, string | number | undefined>
export type CampaignInput = z.input<typeof campaignInputSchema>

const itemPath = (path: string, id: number) => generatePath(path, { id: String(id) })

export const useCampaigns = (query: Query) =>
  useQuery({
    queryKey: messagingKeys.campaignList(query),
    queryFn: async () =>
      campaignListResponseSchema.parse(await api.get(campaignPaths.list, { searchParams: query })),
    placeholderData: keepPreviousData,
  })

/** A running campaign changes by the second: look again every 3 s while it runs. */
export const useCampaign = (id: number) =>
  useQuery({
    queryKey: messagingKeys.campaign(id),
    queryFn: async () => campaignDetailSchema.parse(await api.get(itemPath(campaignPaths.item, id))),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 3_000 : false),
  })

export const useRecipients = (id: number, query: Query) =>
  useQuery({
    queryKey: messagingKeys.recipients(id, query),
    queryFn: async () =>
      recipientListResponseSchema.parse(
        await api.get(itemPath(campaignPaths.recipients, id), { searchParams: query }),
      ),
    placeholderData: keepPreviousData,
  })

export const useChannels = () =>
  useQuery({
    queryKey: messagingKeys.channels,
    queryFn: async () => channelListResponseSchema.parse(await api.get(channelPaths.list)).items,
    staleTime: 60_000,
  })

export function useCreateCampaign() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: CampaignInput) =>
      campaignDetailSchema.parse(await api.post(campaignPaths.list, { json: input })),
    onSettled: () => client.invalidateQueries({ queryKey: messagingKeys.campaigns }),
  })
}

/** Start, pause or resume: each answers the campaign in its new status. */
export function useCampaignMove() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({
      id,
      move,
    }: {
      id: number
      move: 'start' | 'pause' | 'resume'
    }): Promise<CampaignDetail> =>
      campaignDetailSchema.parse(await api.post(itemPath(campaignPaths[move], id))),
    onSuccess: (campaign) => client.setQueryData(messagingKeys.campaign(campaign.id), campaign),
    onSettled: () => client.invalidateQueries({ queryKey: messagingKeys.campaigns }),
  })
}
