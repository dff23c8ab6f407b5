import type { LiveEventHandler } from '../../../lib/live-events'
import { ticketsKey } from './application-tickets'
import { ticketKeys } from './keys'

/** A colleague changed a ticket: the ticket lists, that ticket's page and its application's tickets tab refetch. */
export const ticketLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type !== 'ticket.changed') return
    void client.invalidateQueries({ queryKey: ticketKeys.ticketLists })
    void client.invalidateQueries({ queryKey: ticketKeys.ticket(event.id) })
    void client.invalidateQueries({ queryKey: ticketsKey(event.product, event.applicationId) })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: ticketKeys.tickets }),
}
