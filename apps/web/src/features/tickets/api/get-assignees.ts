import { useQuery } from '@tanstack/react-query'
import { ticketAssigneesSchema, ticketPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { ticketKeys } from './keys'

const getAssignees = async () => ticketAssigneesSchema.parse(await api.get(ticketPaths.assignees))

/** The support staff a ticket may be assigned to (filters and triage). */
export const useAssignees = () =>
  useQuery({ queryKey: ticketKeys.assignees, queryFn: getAssignees, staleTime: 60_000 })
