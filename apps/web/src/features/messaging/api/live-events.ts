import type { LiveEventHandler } from '../../../lib/live-events'
import { messagingKeys } from './keys'

/**
 * A chat changed somewhere (a message in or out, a delivery tick, an assignment): the inbox and that chat
 * refetch, so ticks move and messages arrive without a reload.
 */
export const messagingLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type !== 'messaging.chat') return
    void client.invalidateQueries({ queryKey: messagingKeys.inboxes })
    void client.invalidateQueries({ queryKey: messagingKeys.chat(event.contactId) })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: messagingKeys.all }),
}
