import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'

/** How often what waits on the phone is tried again (the senders run in the signed-in layout, app/phone-outboxes). */
const RETRY_EVERY_MS = 10_000

/**
 * Sends what waits on the phone now, whenever the signal returns (the browser's `online`) and every little
 * while (the browser may say "online" before a request gets through: a weak signal, a captive network; with
 * nothing waiting, one read of the phone's store); never while the browser says it is offline. When something got an answer (sent or refused), the
 * queries under `refresh` (a feature's constant key) are read again. `send` answers how many got one.
 */
export function useOutboxSender(
  userId: number,
  send: (userId: number) => Promise<number>,
  refresh: QueryKey,
) {
  const client = useQueryClient()
  useEffect(() => {
    if (!userId) return
    const run = () => {
      // The browser knows it has no network at all: no try (each would flash "sending" on screen).
      if (!navigator.onLine) return
      void send(userId).then((answered) => {
        if (answered > 0) void client.invalidateQueries({ queryKey: refresh })
      })
    }
    run()
    window.addEventListener('online', run)
    const retry = window.setInterval(run, RETRY_EVERY_MS)
    return () => {
      window.removeEventListener('online', run)
      window.clearInterval(retry)
    }
  }, [client, userId, send, refresh])
}
