import type { LiveEventHandler } from '../../../lib/live-events'
import { vehicleKeys } from './keys'

/**
 * A VIN record added, edited, linked or unlinked by a colleague: the VIN list, that record and every open VIN
 * tab of an application file refetch; a purchase changed: that file's purchase and partners tabs.
 */
export const vehicleLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    const refetch = (queryKey: readonly unknown[]) => void client.invalidateQueries({ queryKey })
    if (event.type === 'purchase.changed') {
      refetch(vehicleKeys.filePurchase(event.applicationId))
      refetch(vehicleKeys.filePartners(event.applicationId))
    }
    if (event.type !== 'vin.changed') return
    refetch(vehicleKeys.vinLists)
    refetch(vehicleKeys.vin(event.id))
    refetch(vehicleKeys.fileVins)
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: vehicleKeys.all }),
}
