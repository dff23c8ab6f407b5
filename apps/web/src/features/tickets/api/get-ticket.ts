import { queryOptions, useQuery } from '@tanstack/react-query'
import { ticketDetailSchema, ticketPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { ticketKeys } from './keys'

const getTicket = async (id: number) =>
  ticketDetailSchema.parse(await api.get(generatePath(ticketPaths.item, { id: String(id) })))

export const ticketQueryOptions = (id: number) =>
  queryOptions({ queryKey: ticketKeys.ticket(id), queryFn: () => getTicket(id) })

export const useTicket = (id: number) => useQuery(ticketQueryOptions(id))
