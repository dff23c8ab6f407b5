import { useQuery } from '@tanstack/react-query'
import { fieldAgentsResponseSchema, fieldVisitPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { visitKeys } from './keys'

/** GET /field-visits/agents: the agents with their weekly hours and blocked time. */
export const useAgents = () =>
  useQuery({
    queryKey: visitKeys.agents(),
    queryFn: async () => fieldAgentsResponseSchema.parse(await api.get(fieldVisitPaths.agents)).agents,
  })
