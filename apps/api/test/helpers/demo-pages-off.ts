import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-app'

type Call = readonly ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]

/** DEMO_PAGES=false registers none of the demo area's routes: an administrator's every call answers 404. */
export function describeDemoPagesOff(title: string, calls: readonly Call[]) {
  describe('DEMO_PAGES=false', () => {
    let off: TestApp
    beforeAll(async () => {
      off = await createTestApp({ demoPages: false })
    }, 240_000)
    afterAll(() => off.close())

    it(title, async () => {
      const token = (await off.login('admin@demo.com', 'admin')).accessToken
      for (const [method, url, payload] of calls) {
        const response = await off.as(token, { method, url, ...(payload && { payload }) })
        expect(response.statusCode, `${method} ${url}`).toBe(404)
      }
    })
  })
}
