import type { LiveEventHandler } from '../../../lib/live-events'
import { applicationKeys } from './keys'

/** A colleague's change: the board, queues, lists and that application's file refetch. */
export const applicationLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type !== 'creditApplication.changed') return
    void client.invalidateQueries({ queryKey: applicationKeys.lists() })
    void client.invalidateQueries({ queryKey: applicationKeys.pipeline() })
    void client.invalidateQueries({ queryKey: applicationKeys.item(event.product, event.id) })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: applicationKeys.all }),
}
