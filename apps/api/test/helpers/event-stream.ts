import type { LiveEvent } from '@mesa/contracts'

/** An open `GET /api/v1/events` read in the background: the events it carried so far, in order. */
export interface EventStreamReader {
  status: number
  events: LiveEvent[]
  /** Resolves with the first event (already seen or still to come) that matches; fails after `ms`. */
  next: (match: (event: LiveEvent) => boolean, ms?: number) => Promise<LiveEvent>
  close: () => Promise<void>
}

export async function openEventStream(baseUrl: string, accessToken: string): Promise<EventStreamReader> {
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  const events: LiveEvent[] = []
  const waiting = new Set<() => void>()
  const reader = response.ok ? response.body!.pipeThrough(new TextDecoderStream()).getReader() : undefined
  if (reader) {
    void (async () => {
      let buffer = ''
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }))
        if (chunk.done) return
        buffer += chunk.value
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = frame.split('\n').find((line) => line.startsWith('data: '))
          if (data) events.push(JSON.parse(data.slice('data: '.length)) as LiveEvent)
        }
        for (const wake of waiting) wake()
      }
    })()
  }
  return {
    status: response.status,
    events,
    next: (match, ms = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match)
          if (!found) return
          cleanup()
          resolve(found)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`))
        }, ms)
        const cleanup = () => {
          clearTimeout(timer)
          waiting.delete(check)
        }
        waiting.add(check)
        check()
      }),
    close: async () => {
      await (reader ? reader.cancel() : response.body?.cancel())?.catch(() => undefined)
    },
  }
}
