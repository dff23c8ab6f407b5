import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fuzzSession, outOfFuzzReach } from '../helpers/fuzz-session'

// Random bodies, query strings and path parameters at every route (fast-check, a fixed seed). The hostile values
// aimed at each route's own fields are fuzz-fields-params.test.ts and fuzz-fields-body.test.ts.
const session = fuzzSession()

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
    const routes = session.t.app.apiRoutes.filter((route) => !outOfFuzzReach(route.url))
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
          const response = await session.t.as(session.adminToken, {
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
    // Hundreds of requests: seconds alone, longer when the other test files share the two cores.
  }, 600_000) // every route of every feature, one request at a time
})
