import type { LiveEventHandler } from '../../../lib/live-events'
import { fundingKeys } from './keys'

/**
 * A funder assigned or a disbursement recorded by a colleague: the funding list, the application's funding
 * screen and the funders' lines (their available amount moved) refetch.
 */
export const fundingLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type === 'funding.changed') void client.invalidateQueries({ queryKey: fundingKeys.all })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: fundingKeys.all }),
}
