import type { AbilityRule, SessionResponse, UserData } from '@mesa/contracts'
import { tokenCookies } from './cookies'
import { isAbilityRules, isUserData } from './guards'

/**
 * The client-side session (spec §3, §4): token cookies plus userData and userAbilityRules in localStorage.
 * Logged in means both userData and an access token exist.
 */
export interface SessionSnapshot {
  accessToken: string | undefined
  userData: UserData | null
  rules: AbilityRule[]
  loggedIn: boolean
  /** Status of the last failed refresh (spec §4 "the status code is recorded"). */
  lastRefreshFailure: number | null
  /** True after the user signed out in this page: the guard then sends them to plain /login. */
  signedOut: boolean
}

const USER_DATA_KEY = 'userData'
const RULES_KEY = 'userAbilityRules'

function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = localStorage.getItem(key)
    if (raw == null) return null
    const value: unknown = JSON.parse(raw)
    return isValid(value) ? value : null
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()
let lastRefreshFailure: number | null = null
let signedOut = false
let snapshot: SessionSnapshot = compute()

function compute(): SessionSnapshot {
  const accessToken = tokenCookies.getAccessToken()
  const userData = readJson(USER_DATA_KEY, isUserData)
  const rules = readJson(RULES_KEY, isAbilityRules) ?? []
  return {
    accessToken,
    userData,
    rules,
    loggedIn: Boolean(userData && accessToken),
    lastRefreshFailure,
    signedOut,
  }
}

/** Re-reads cookies and storage; notifies subscribers only when something changed. */
function sync() {
  const next = compute()
  const same =
    next.accessToken === snapshot.accessToken &&
    JSON.stringify(next.userData) === JSON.stringify(snapshot.userData) &&
    JSON.stringify(next.rules) === JSON.stringify(snapshot.rules) &&
    next.lastRefreshFailure === snapshot.lastRefreshFailure &&
    next.signedOut === snapshot.signedOut
  if (same) return
  snapshot = next
  listeners.forEach((listener) => listener())
}

if (typeof window !== 'undefined') {
  // Another tab signing in, out or refreshing changes storage and cookies: pick it up.
  window.addEventListener('storage', sync)
  window.addEventListener('focus', sync)
  document.addEventListener('visibilitychange', sync)
}

export const session = {
  getSnapshot: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  sync,
  getAccessToken: () => tokenCookies.getAccessToken(),
  getRefreshToken: () => tokenCookies.getRefreshToken(),
  /** Stores a new session (sign-in or refresh): tokens, rules and user data replace the stored ones. */
  save(response: SessionResponse) {
    tokenCookies.set(response.accessToken, response.refreshToken)
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(response.userData))
    localStorage.setItem(RULES_KEY, JSON.stringify(response.userAbilityRules))
    lastRefreshFailure = null
    signedOut = false
    sync()
  },
  /**
   * A failed refresh ends the session (spec §4): record the status and clear the token cookies, the user data
   * and the rules; the guard then sends the user to /login, keeping the page they were on in `to`.
   */
  endAfterRefreshFailure(status: number) {
    lastRefreshFailure = status
    tokenCookies.clear()
    localStorage.removeItem(USER_DATA_KEY)
    localStorage.removeItem(RULES_KEY)
    sync()
  },
  /** Logout: everything goes. */
  clear() {
    signedOut = true
    tokenCookies.clear()
    localStorage.removeItem(USER_DATA_KEY)
    localStorage.removeItem(RULES_KEY)
    sync()
  },
}
