import type { LiveEventHandler } from '../../../lib/live-events'
import { allyKeys } from './keys'

/**
 * An ally back from the trash (a colleague's undo or an administrator's restore): the open lists refetch, so
 * it reappears without a reload (the server sends it only to readers of allies within its scope).
 */
export const allyLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type !== 'record.restored' || event.recordType !== 'ally') return
    void client.invalidateQueries({ queryKey: allyKeys.lists })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: allyKeys.lists }),
}
