import type { SessionResponse } from '@mesa/contracts'
import { isSessionResponse, shellPaths } from './guards'

/** What the refresh and the HTTP client need from the session; tests pass an in-memory one. */
export interface TokenStore {
  getAccessToken(): string | undefined
  getRefreshToken(): string | undefined
  save(response: SessionResponse): void
  endAfterRefreshFailure(status: number): void
}

/** The part of the Web Locks API used to serialise refreshes across tabs. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export const REFRESH_LOCK = 'mesa-refresh'

/**
 * Single-flight token refresh (spec §4): concurrent callers in this tab share one promise; across tabs a
 * Web Lock serialises refreshes and, inside it, the refresh cookie is read again, so a tab that waited while
 * another tab rotated the tokens takes the new ones instead of reusing (and so revoking) the old refresh token.
 * Resolves with the new access token, or null when the session could not be refreshed.
 */
export function createRefresher(deps: {
  fetch: FetchLike
  store: TokenStore
  locks?: LockManagerLike | null
  url?: string
}): () => Promise<string | null> {
  const { fetch, store, locks, url = shellPaths.refresh } = deps
  let inFlight: Promise<string | null> | null = null

  async function rotate(refreshSeen: string | undefined): Promise<string | null> {
    const refreshToken = store.getRefreshToken()
    if (!refreshToken) {
      store.endAfterRefreshFailure(401)
      return null
    }
    if (refreshSeen && refreshToken !== refreshSeen) {
      // Another tab rotated the tokens while we waited for the lock.
      const accessToken = store.getAccessToken()
      if (accessToken) return accessToken
    }
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      })
    } catch {
      return null // Network failure: keep the session, the caller sees the original 401.
    }
    const body: unknown = response.ok ? await response.json().catch(() => null) : null
    if (!isSessionResponse(body)) {
      store.endAfterRefreshFailure(response.ok ? 500 : response.status)
      return null
    }
    store.save(body)
    return body.accessToken
  }

  function run(): Promise<string | null> {
    const refreshSeen = store.getRefreshToken()
    return locks ? locks.request(REFRESH_LOCK, () => rotate(refreshSeen)) : rotate(refreshSeen)
  }

  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null
    })
    return inFlight
  }
}
