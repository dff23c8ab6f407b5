import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ticketDetailSchema,
  type ComplaintRecordInput,
  ticketPaths,
  type TicketCommentCreate,
  type TicketDetail,
  type TicketMove,
  type TicketUpdate,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { ticketKeys } from './keys'

/** One change to a ticket: each answers the ticket as it now is. */
export type TicketChange =
  | { kind: 'move'; body: TicketMove }
  | { kind: 'triage'; body: TicketUpdate }
  | { kind: 'comment'; body: TicketCommentCreate }
  | { kind: 'complaint'; body: ComplaintRecordInput }

const changeTicket = async ({ id, change }: { id: number; change: TicketChange }): Promise<TicketDetail> => {
  const at = (path: string) => generatePath(path, { id: String(id) })
  const answer =
    change.kind === 'move'
      ? await api.post(at(ticketPaths.status), { json: change.body })
      : change.kind === 'triage'
        ? await api.patch(at(ticketPaths.item), { json: change.body })
        : change.kind === 'complaint'
          ? await api.put(at(ticketPaths.complaint), { json: change.body })
          : await api.post(at(ticketPaths.comments), { json: change.body })
  return ticketDetailSchema.parse(answer)
}

/** POST status, PATCH triage, PUT the complaint's register entry or POST comment; the answer replaces the cached ticket, lists refetch. */
export function useChangeTicket() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: changeTicket,
    onSuccess: (detail) => {
      client.setQueryData(ticketKeys.ticket(detail.id), detail)
      return client.invalidateQueries({ queryKey: ticketKeys.ticketLists })
    },
  })
}
