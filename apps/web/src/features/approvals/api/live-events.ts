import type { LiveEventHandler } from '../../../lib/live-events'
import { approvalKeys } from './keys'

/** A request asked or decided anywhere: the queue and the navigation badge refetch. */
export const approvalLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type === 'approval.changed') void client.invalidateQueries({ queryKey: approvalKeys.all })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: approvalKeys.all }),
}
