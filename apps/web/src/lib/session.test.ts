import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionResponse } from '@mesa/contracts'

/** A browser's storage and cookie jar, enough for the session module (the unit tests run in Node). */
function stubBrowser() {
  const stored = new Map<string, string>()
  const cookies = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  })
  vi.stubGlobal('location', { protocol: 'http:' })
  vi.stubGlobal('document', {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split('; ')
      const [name = '', value = ''] = pair.split('=')
      if (attributes.includes('Max-Age=0')) cookies.delete(name)
      else cookies.set(name, value)
    },
  })
  return stored
}

const signedIn: SessionResponse = {
  accessToken: 'access',
  refreshToken: 'refresh',
  userData: { id: 1, fullName: 'Ana', username: 'ana', email: 'admin@demo.com', avatar: null, role: 'admin' },
  userAbilityRules: [{ action: 'manage', subject: 'all' }],
}

describe('the session after a failed refresh (spec §4, issue 31)', () => {
  let stored: Map<string, string>
  beforeEach(() => {
    vi.resetModules()
    stored = stubBrowser()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('clears the tokens, userData and userAbilityRules, and records the status', async () => {
    const { session } = await import('./session')
    session.save(signedIn)
    expect(session.getSnapshot().loggedIn).toBe(true)
    expect([...stored.keys()].sort()).toEqual(['userAbilityRules', 'userData'])

    session.endAfterRefreshFailure(401)

    expect(stored.has('userData')).toBe(false)
    expect(stored.has('userAbilityRules')).toBe(false)
    expect(session.getAccessToken()).toBeUndefined()
    expect(session.getRefreshToken()).toBeUndefined()
    expect(session.getSnapshot()).toMatchObject({
      loggedIn: false,
      userData: null,
      rules: [],
      lastRefreshFailure: 401,
      // Not a sign-out: the guard keeps the page in `to` so signing in again returns there.
      signedOut: false,
    })
  })
})
