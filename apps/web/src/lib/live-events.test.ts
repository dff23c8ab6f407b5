import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectLiveEvents, type LiveEventHandler } from './live-events'

vi.mock('./api-client', () => ({ refreshSession: vi.fn(async () => false) }))
vi.mock('./session', () => ({ session: { getAccessToken: () => 'token' } }))

/** A response whose body is the given SSE text, then ends (the server closed the stream). */
const streamOf = (text: string) =>
  new Response(new Blob([text]).stream(), { status: 200, headers: { 'content-type': 'text/event-stream' } })

const recorder = () => {
  const handler = { onEvent: vi.fn(), onReconnect: vi.fn() } satisfies LiveEventHandler
  return handler
}

afterEach(() => vi.unstubAllGlobals())

describe('connectLiveEvents', () => {
  it('hands typed events to every handler with the bearer token, skips unknown ones, refetches after a reconnect', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        streamOf(
          ': connected\n\nevent: notification.created\ndata: {"type":"notification.created","id":7,"userId":3}\n\n' +
            'event: chat.message\ndata: {"id":1}\n\n',
        ),
      )
      .mockResolvedValue(streamOf(': connected\n\n'))
    vi.stubGlobal('fetch', fetch)
    vi.useFakeTimers()
    const handler = recorder()
    const stop = connectLiveEvents(new QueryClient(), [handler])
    await vi.waitFor(() => expect(handler.onEvent).toHaveBeenCalledTimes(1))
    expect(handler.onEvent.mock.calls[0]![0]).toEqual({ type: 'notification.created', id: 7, userId: 3 })
    expect(fetch.mock.calls[0]![1].headers.authorization).toBe('Bearer token')
    expect(handler.onReconnect).not.toHaveBeenCalled()
    // The stream ended: the next attempt comes after the backoff, and then what was missed is refetched.
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(handler.onReconnect).toHaveBeenCalledTimes(1))
    stop()
    vi.useRealTimers()
  })

  it('stops when the session cannot be refreshed', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 401 }))
    vi.stubGlobal('fetch', fetch)
    const stop = connectLiveEvents(new QueryClient(), [recorder()])
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetch).toHaveBeenCalledTimes(1)
    stop()
  })
})
