import type { LiveEventHandler } from '../../../lib/live-events'
import { applicationKeys } from '../../../lib/application-file'

/**
 * A colleague's change: the board, queues, lists and that application's file refetch; a contract changed
 * refetches the file's contract tab, keyed under the file (funding, purchase and VIN tabs: their features').
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
      case 'record.restored':
        // A document back from the trash reappears in its application's file.
        if (event.recordType !== 'applicationDocument' || event.audience.kind !== 'application') return
        return refetch(
          applicationKeys.part(event.audience.product, event.audience.applicationId, 'documents'),
        )
    }
  },
  // Events missed while disconnected: the lists and files refetch (the other features' tabs, by their own).
  onReconnect: (client) => void client.invalidateQueries({ queryKey: applicationKeys.all }),
}
