import type { LiveEventHandler } from '../../../lib/live-events'
import { applicationKeys, fileTabKeys } from '../../../lib/application-file'

/**
 * A colleague's change: the board, queues, lists and that application's file refetch; a change of what hangs
 * on the application after the decision (contract, funding, purchase, VIN) refetches that tab of its file.
 */
export const applicationLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    const refetch = (queryKey: readonly unknown[]) => void client.invalidateQueries({ queryKey })
    switch (event.type) {
      case 'creditApplication.changed':
        refetch(applicationKeys.lists())
        refetch(applicationKeys.pipeline())
        refetch(applicationKeys.item(event.product, event.id))
        return
      case 'contract.changed':
        return refetch(applicationKeys.part(event.product, event.applicationId, 'contract'))
      case 'funding.changed':
        return refetch(fileTabKeys.funding(event.folio))
      case 'purchase.changed':
        refetch(fileTabKeys.purchase(event.applicationId))
        return refetch(fileTabKeys.partners(event.applicationId))
      case 'record.restored':
        // A document back from the trash reappears in its application's file.
        if (event.recordType !== 'applicationDocument' || event.audience.kind !== 'application') return
        return refetch(
          applicationKeys.part(event.audience.product, event.audience.applicationId, 'documents'),
        )
      case 'vin.changed':
        // The event names no application id (only owners and allies, for its scope): every open vin tab.
        return refetch(fileTabKeys.vins())
    }
  },
  // Events missed while disconnected: the lists and files, and the tabs kept under other keys, refetch.
  onReconnect: (client) => {
    void client.invalidateQueries({ queryKey: applicationKeys.all })
    void client.invalidateQueries({ queryKey: fileTabKeys.all })
  },
}
