import type { LiveEventHandler } from '../../../lib/live-events'
import { homeKeys } from './keys'

/** An application moved (taken, voted, advanced): an open home recounts its cards. */
export const homeLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type === 'creditApplication.changed') void client.invalidateQueries({ queryKey: homeKeys.all })
  },
  onReconnect: (client) => void client.invalidateQueries({ queryKey: homeKeys.all }),
}
