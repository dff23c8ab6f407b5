import type { LiveEventHandler } from '../../../lib/live-events'
import { trashKeys } from './keys'

/** A record restored elsewhere (an undo, another administrator): it leaves an open trash list. */
export const trashLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type === 'record.restored') void client.invalidateQueries({ queryKey: trashKeys.all })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: trashKeys.all }),
}
