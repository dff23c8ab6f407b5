import { expect } from 'vitest'
import type { TestApp } from './test-app'

export type Query = Record<string, string | number>

/** GET `url` as `token` with the query's values as text; asserts 200 (the body tells why not) and answers the JSON. */
export async function getOk<T>(t: TestApp, token: string, url: string, query: Query = {}) {
  const response = await t.as(token, {
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<T>()
}
