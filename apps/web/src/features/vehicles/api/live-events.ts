import type { LiveEventHandler } from '../../../lib/live-events'
import { vehicleKeys } from './keys'

/** A VIN record added, edited, linked or unlinked by a colleague: the VIN list and that record refetch. */
export const vehicleLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type !== 'vin.changed') return
    void client.invalidateQueries({ queryKey: vehicleKeys.vinLists })
    void client.invalidateQueries({ queryKey: vehicleKeys.vin(event.id) })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: vehicleKeys.all }),
}
