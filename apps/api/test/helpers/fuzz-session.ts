import { afterAll, beforeAll } from 'vitest'
import { eventPaths } from '@mesa/contracts'
import { createTestApp, type TestApp } from './test-app'

/**
 * The fuzz files' shared set-up: one seeded app and an administrator's token (the hostile requests go out as the
 * role that reaches every route). The fuzzing is three files so that the two test workers share it out.
 */
export function fuzzSession(): { readonly t: TestApp; readonly adminToken: string } {
  let t: TestApp | undefined
  let token = ''
  beforeAll(async () => {
    t = await createTestApp()
    token = (await t.login('admin@demo.com', 'admin')).accessToken
  })
  afterAll(() => t?.close())
  return {
    get t() {
      if (!t) throw new Error('fuzzSession: the app starts in beforeAll')
      return t
    },
    get adminToken() {
      return token
    },
  }
}

/** Logout ends the test's session and event streams never end by design: no fuzz file sends either. */
export const outOfFuzzReach = (url: string) => url.includes('logout') || url === eventPaths.stream
