import { useQueryClient } from '@tanstack/react-query'
import { accountPaths, type AgentStatus, type Presence } from '@mesa/contracts'
import { useEffect } from 'react'
import { refreshSession } from '../../../lib/api-client'
import { session } from '../../../lib/session'
import { accountKeys } from './keys'
import { parseSse } from './sse'

interface PresenceChange {
  id: number
  presence: Presence
  presenceUpdatedAt: string | null
}

const MAX_DELAY_MS = 30_000

/**
 * Live presence changes (Server-Sent Events) read with fetch, since the stream needs the bearer header;
 * reconnects with backoff after a drop and refreshes the token once on a 401.
 */
export function useAgentStream() {
  const client = useQueryClient()
  useEffect(() => {
    const controller = new AbortController()
    let delay = 1000
    const apply = (change: PresenceChange) =>
      client.setQueryData<AgentStatus[]>(accountKeys.agents, (agents) =>
        agents?.map((agent) =>
          agent.id === change.id
            ? { ...agent, presence: change.presence, presenceUpdatedAt: change.presenceUpdatedAt }
            : agent,
        ),
      )

    const connect = async (): Promise<void> => {
      const response = await fetch(accountPaths.agentStatusStream, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${session.getAccessToken() ?? ''}` },
        signal: controller.signal,
      })
      if (response.status === 401) {
        if (!(await refreshSession())) return
        return connect()
      }
      if (!response.ok || !response.body) throw new Error(`stream ${response.status}`)
      delay = 1000
      // Changes missed while disconnected are picked up by reading the list again.
      void client.invalidateQueries({ queryKey: accountKeys.agents })
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        const parsed = parseSse(buffer + value)
        buffer = parsed.rest
        for (const event of parsed.events) {
          if (event.event === 'presence') apply(JSON.parse(event.data) as PresenceChange)
        }
      }
    }

    const run = async () => {
      while (!controller.signal.aborted) {
        try {
          await connect()
        } catch {
          // dropped: try again below
        }
        if (controller.signal.aborted) return
        await new Promise((resolve) => setTimeout(resolve, delay))
        delay = Math.min(delay * 2, MAX_DELAY_MS)
      }
    }
    void run()
    return () => controller.abort()
  }, [client])
}
