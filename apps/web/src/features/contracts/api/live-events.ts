import type { LiveEventHandler } from '../../../lib/live-events'
import { contractKeys } from './keys'

/** A contract generated, signed or cancelled by a colleague: the contract list and open contracts refetch. */
export const contractLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type === 'contract.changed') void client.invalidateQueries({ queryKey: contractKeys.all })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: contractKeys.all }),
}
