import type { LiveEventHandler } from '../../../lib/live-events'
import { portfolioKeys } from './keys'

/** An application moved or a payment changed a loan: an open dashboard refetches its figures. */
export const portfolioLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type === 'creditApplication.changed' || event.type === 'loan.changed')
      void client.invalidateQueries({ queryKey: portfolioKeys.all })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: portfolioKeys.all }),
}
