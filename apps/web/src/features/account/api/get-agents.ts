import { queryOptions, useQuery } from '@tanstack/react-query'
import type { agentStatusSchema } from '@mesa/contracts'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type Agent = z.infer<typeof agentStatusSchema>

export const getAgents = () => api.get<{ agents: Agent[] }>('v1/agent-status').then((body) => body.agents)

/** Refetched every minute as a fallback for the live stream. */
export const agentsQueryOptions = () =>
  queryOptions({ queryKey: ['agent-status'], queryFn: getAgents, refetchInterval: 60_000 })

export const useAgents = () => useQuery(agentsQueryOptions())
