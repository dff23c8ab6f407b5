import type { LiveEventHandler } from '../../../lib/live-events'
import { loanKeys } from './keys'

/**
 * A payment registered or reversed by a colleague: the loans list and that application's loan tab refetch
 * (the server sends it only to those who may read it).
 */
export const servicingLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type === 'loan.changed') {
      void client.invalidateQueries({ queryKey: loanKeys.lists })
      void client.invalidateQueries({ queryKey: loanKeys.loan(event.product, event.applicationId) })
    }
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: loanKeys.lists }),
}
