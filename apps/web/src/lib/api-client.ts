import { createHttpClient } from './http'
import { createRefresher, type LockManagerLike } from './refresh'
import { session } from './session'

const browserFetch = (input: string, init?: RequestInit) => fetch(input, init)
const locks: LockManagerLike | null =
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null

export const refreshSession = createRefresher({ fetch: browserFetch, store: session, locks })

/** The one HTTP client of the app: base /api, bearer header, single-flight refresh on 401, retries per spec §7. */
export const api = createHttpClient({
  fetch: browserFetch,
  store: session,
  refresh: refreshSession,
  // The API honours Idempotency-Key on creates, so a create sent with one may be retried safely.
  idempotencyHonoured: true,
})

declare global {
  interface Window {
    /**
     * Test hook: end-to-end tests fire parallel calls through the real client to prove the single-flight
     * refresh. It exposes nothing a script on the page could not already do with fetch and document.cookie.
     */
    __MESA_TEST_HOOKS__?: { api: typeof api }
  }
}
if (typeof window !== 'undefined') window.__MESA_TEST_HOOKS__ = { api }
