import type { QueryClient } from '@tanstack/react-query'
import { eventPaths, liveEventSchema, type LiveEvent } from '@mesa/contracts'
import { useEffect } from 'react'
import { refreshSession } from './api-client'
import { session } from './session'
import { parseSse } from './sse'

/** What one feature does with live events: its own TanStack Query updates (wired by the app layer). */
export interface LiveEventHandler {
  /** Applies one event, usually by invalidating the queries it touches. */
  onEvent: (event: LiveEvent, client: QueryClient) => void
  /** After a reconnect: refetch what may have changed while the channel was down. */
  onReconnect: (client: QueryClient) => void
}

const FIRST_DELAY_MS = 1000
const MAX_DELAY_MS = 30_000

/**
 * The tab's one live-update channel (Server-Sent Events from `GET /api/v1/events`), read with fetch since
 * it needs the bearer header (EventSource cannot send one). Reconnects with exponential backoff after a
 * drop, refreshes the token once on a 401 and stops when that fails (signed out). Answers the stop.
 */
export function connectLiveEvents(client: QueryClient, handlers: readonly LiveEventHandler[]) {
  const controller = new AbortController()
  let delay = FIRST_DELAY_MS
  let connectedBefore = false

  const dispatch = (name: string, data: string) => {
    let parsed: unknown
    try {
      parsed = { ...(JSON.parse(data) as object), type: name }
    } catch {
      return
    }
    const event = liveEventSchema.safeParse(parsed)
    // An event type this build does not know (a newer server) is skipped.
    if (event.success) for (const handler of handlers) handler.onEvent(event.data, client)
  }

  /** Answers false when the session is gone and the channel should stop. */
  const connect = async (): Promise<boolean> => {
    const response = await fetch(eventPaths.stream, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${session.getAccessToken() ?? ''}` },
      signal: controller.signal,
    })
    if (response.status === 401) return (await refreshSession()) ? connect() : false
    if (!response.ok || !response.body) throw new Error(`stream ${response.status}`)
    delay = FIRST_DELAY_MS
    if (connectedBefore) for (const handler of handlers) handler.onReconnect(client)
    connectedBefore = true
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return true
      const parsed = parseSse(buffer + value)
      buffer = parsed.rest
      for (const event of parsed.events) dispatch(event.event, event.data)
    }
  }

  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        if (!(await connect())) return
      } catch {
        // dropped or refused (a 429 when the session has too many tabs open): try again below
      }
      if (controller.signal.aborted) return
      await new Promise((resolve) => setTimeout(resolve, delay))
      delay = Math.min(delay * 2, MAX_DELAY_MS)
    }
  }
  void run()
  return () => controller.abort()
}

/** Keeps the channel open while the calling component (the signed-in layout) is mounted. */
export function useLiveEvents(client: QueryClient, handlers: readonly LiveEventHandler[]) {
  useEffect(() => connectLiveEvents(client, handlers), [client, handlers])
}
