import type { LiveEventHandler } from '../../../lib/live-events'
import { supportKeys } from './keys'

/** A colleague changed a ticket: the ticket lists and that ticket's page refetch. */
export const ticketLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type !== 'ticket.changed') return
    void client.invalidateQueries({ queryKey: supportKeys.ticketLists })
    void client.invalidateQueries({ queryKey: supportKeys.ticket(event.id) })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: supportKeys.tickets }),
}
