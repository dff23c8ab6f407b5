import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ticketListResponseSchema, ticketPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { ticketKeys } from './keys'

export type TicketListParams = Record<string, string | number>

/** GET /api/v1/tickets: q, status, priority, category, assigneeId, overdue, sort, paging. */
const getTickets = async (query: TicketListParams) =>
  ticketListResponseSchema.parse(await api.get(ticketPaths.list, { searchParams: query }))

/** The list's filters in its address. */
export const ticketListFilters = ['status', 'priority', 'category', 'assigneeId', 'overdue'] as const

export const ticketsQueryOptions = (query: TicketListParams) =>
  queryOptions({
    queryKey: ticketKeys.ticketList(query),
    queryFn: () => getTickets(query),
    placeholderData: keepPreviousData,
  })

export const useTickets = (query: TicketListParams) => useQuery(ticketsQueryOptions(query))
