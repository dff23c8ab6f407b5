import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountPaths, agentStatusResponseSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountKeys } from './keys'

/** GET /api/v1/agent-status: the staff and their presence. */
export const getAgents = async () =>
  agentStatusResponseSchema.parse(await api.get(accountPaths.agentStatus)).agents

/** Refetched every minute as a fallback for the live stream. */
export const agentsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.agents, queryFn: getAgents, refetchInterval: 60_000 })

export const useAgents = () => useQuery(agentsQueryOptions())
