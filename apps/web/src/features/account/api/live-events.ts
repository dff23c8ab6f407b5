import type { AgentStatus } from '@mesa/contracts'
import type { LiveEventHandler } from '../../../lib/live-events'
import { accountKeys } from './keys'

/** The bell refetches on a new notification; the agent-status page applies presence changes in place. */
export const accountLiveEvents: LiveEventHandler = {
  onEvent: (event, client) => {
    if (event.type === 'notification.created')
      void client.invalidateQueries({ queryKey: accountKeys.notifications })
    if (event.type === 'presence.changed')
      client.setQueryData<AgentStatus[]>(accountKeys.agents, (agents) =>
        agents?.map((agent) =>
          agent.id === event.userId
            ? { ...agent, presence: event.presence, presenceUpdatedAt: event.presenceUpdatedAt }
            : agent,
        ),
      )
  },
  onReconnect: (client) => {
    void client.invalidateQueries({ queryKey: accountKeys.notifications })
    void client.invalidateQueries({ queryKey: accountKeys.agents })
  },
}
