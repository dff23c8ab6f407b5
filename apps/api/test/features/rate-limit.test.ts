import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Issue 9 item 9: every authenticated route has a per-user budget (RATE_LIMIT_PER_MINUTE); beyond it a
// 429 with Retry-After, counted per user, not per address.

let t: TestApp
const LIMIT = 5

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: LIMIT })
})
afterAll(() => t.close())

describe('per-user rate limit on authenticated routes', () => {
  it('answers 429 with Retry-After past the budget, and writes nothing then', async () => {
    const seller = (await t.login('ventas@demo.com', 'ventas')).accessToken
    for (let i = 0; i < LIMIT; i++) {
      const ok = await t.as(seller, { method: 'GET', url: '/api/v1/allies/list?itemsPerPage=5' })
      expect(ok.statusCode).toBe(200)
    }
    const refused = await t.as(seller, { method: 'GET', url: '/api/v1/allies/list?itemsPerPage=5' })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)

    const write = await t.as(seller, {
      method: 'PUT',
      url: '/api/v1/account',
      payload: { fullName: 'Rate Limited', version: 1 },
    })
    expect(write.statusCode).toBe(429)
    const renamed = (await t.database.db.execute(
      sql`select 1 from users where full_name = 'Rate Limited'`,
    )) as unknown as { rows: unknown[] }
    expect(renamed.rows).toHaveLength(0)
  })

  it('counts each user apart: another account from the same address still gets through', async () => {
    const other = (await t.login('supervisor@demo.com', 'supervisor')).accessToken
    const response = await t.as(other, { method: 'GET', url: '/api/v1/allies/list?itemsPerPage=5' })
    expect(response.statusCode).toBe(200)
  })

  it('leaves public routes to their own limits', async () => {
    for (let i = 0; i < LIMIT + 2; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' })
      expect(response.statusCode).toBe(200)
    }
  })
})
