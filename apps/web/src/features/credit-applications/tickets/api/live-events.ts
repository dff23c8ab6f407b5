import type { LiveEventHandler } from '../../../../lib/live-events'
import { ticketsKey } from './application-tickets'

/** A ticket changed by a colleague: that application's tickets tab refetches (sent only to those who may read it). */
export const applicationTicketLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type === 'ticket.changed')
      void client.invalidateQueries({ queryKey: ticketsKey(event.product, event.applicationId) })
  },
  // As before the split: the tab reads afresh when opened again; a reconnect refetches nothing of its own.
  onReconnect: () => undefined,
}
