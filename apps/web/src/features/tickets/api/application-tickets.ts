import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  applicationTicketsSchema,
  ticketDetailSchema,
  ticketPaths,
  type CreditProduct,
  type TicketCreateInput,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'

/** The tickets tab's query (the live-update handler refetches it when one of them changes). */
export const ticketsKey = (origin: CreditProduct, id: number) =>
  ['credit-applications', origin, id, 'tickets'] as const
const pathOf = (origin: CreditProduct, id: number) =>
  generatePath(ticketPaths.ofApplication, { origin, id: String(id) })

/** GET the application's support tickets, newest first. */
export const useApplicationTickets = (origin: CreditProduct, id: number) =>
  useQuery({
    queryKey: ticketsKey(origin, id),
    queryFn: async () => applicationTicketsSchema.parse(await api.get(pathOf(origin, id))),
  })

/** POST a new ticket on the application; the tab's list refetches. */
export function useOpenTicket(origin: CreditProduct, id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: TicketCreateInput) =>
      ticketDetailSchema.parse(await api.post(pathOf(origin, id), { json: body })),
    onSuccess: () => client.invalidateQueries({ queryKey: ticketsKey(origin, id) }),
  })
}
