import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let adminToken: string

beforeAll(async () => {
  t = await createTestApp()
  adminToken = (await t.login('admin@demo.com', 'admin')).accessToken
})
afterAll(() => t.close())

const jsonValue = fc.jsonValue({ maxDepth: 3 })
const pathSegment = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('-1', '0', '9999999999999999999999', '%00', '..', '%ZZ', 'NaN', 'null'),
)
const queryString = fc
  .dictionary(
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)),
    {
      maxKeys: 5,
    },
  )
  .map((entries) => new URLSearchParams(entries).toString())

describe('no input makes any route answer 500', () => {
  it('random bodies, query strings and path parameters, signed in as administrator', async () => {
    // Logout would end the session the test uses; event streams never end by design.
    const routes = t.app.apiRoutes.filter(
      (route) => !route.url.includes('logout') && !route.url.endsWith('/stream'),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        jsonValue,
        queryString,
        pathSegment,
        fc.boolean(),
        async (route, body, query, segment, rawBody) => {
          const url =
            route.url.replace(/:[A-Za-z_]+/g, encodeURIComponent(segment)) + (query ? `?${query}` : '')
          const hasBody = !['GET', 'DELETE'].includes(route.method)
          const response = await t.as(adminToken, {
            method: route.method as 'POST',
            url,
            ...(hasBody
              ? rawBody
                ? {
                    payload: JSON.stringify(body).slice(0, -1),
                    headers: { 'content-type': 'application/json' },
                  }
                : { payload: body as object }
              : {}),
          })
          expect(response.statusCode, `${route.method} ${url} → ${response.body}`).toBeLessThan(500)
        },
      ),
      { numRuns: 300, seed: 20261122 },
    )
  })
})
