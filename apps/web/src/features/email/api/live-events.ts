import type { LiveEventHandler } from '../../../lib/live-events'
import { emailKeys } from './keys'

/** A colleague's mail arrived in this mailbox: the lists and counts refetch (no reload). */
export const emailLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type !== 'email.received') return
    void client.invalidateQueries({ queryKey: emailKeys.lists })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: emailKeys.lists }),
}
