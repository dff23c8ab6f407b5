import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyRateLimitStore } from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../../src/db/client'
import { postgresRateLimitStore } from '../../src/lib/rate-limit-store'
import { openTestDatabase } from '../helpers/test-database'

// The shared rate-limit store (the two-instance test proves it across processes on PostgreSQL): its SQL
// runs on either database, so its window semantics are checked here on both.

let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

function storeFor(route: { method: string; url: string } | undefined, timeWindow: number) {
  const Store = postgresRateLimitStore(database.db)
  const root = new Store({})
  return root.child({ routeInfo: route ?? {}, timeWindow, max: 3 } as never)
}

const hit = (store: FastifyRateLimitStore, key: string, timeWindow: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, 3),
  )

describe('PostgreSQL rate-limit store', () => {
  it('counts hits in one window and answers the time left', async () => {
    const store = storeFor({ method: 'GET', url: '/a' }, 60_000)
    expect(await hit(store, 'user:1', 60_000)).toMatchObject({ current: 1 })
    const second = await hit(store, 'user:1', 60_000)
    expect(second.current).toBe(2)
    expect(second.ttl).toBeGreaterThan(55_000)
    expect(second.ttl).toBeLessThanOrEqual(60_000)
  })

  it('keeps routes, limiters and keys apart', async () => {
    const other = storeFor({ method: 'GET', url: '/b' }, 60_000)
    const limiter = storeFor(undefined, 60_000)
    expect((await hit(other, 'user:1', 60_000)).current).toBe(1)
    expect((await hit(limiter, 'user:1', 60_000)).current).toBe(1)
    expect((await hit(other, 'user:2', 60_000)).current).toBe(1)
  })

  it('starts a new window at 1 once the old one has passed', async () => {
    const store = storeFor({ method: 'POST', url: '/c' }, 200)
    await hit(store, 'ip', 200)
    expect((await hit(store, 'ip', 200)).current).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 250))
    const fresh = await hit(store, 'ip', 200)
    expect(fresh.current).toBe(1)
    expect(fresh.ttl).toBeGreaterThan(0)
  })

  it('keeps its counters out of the write-ahead log (an unlogged table: no disk flush per request)', async () => {
    const { rows } = (await database.db.execute(
      sql`select relpersistence from pg_class where relname = 'rate_limit_counters'`,
    )) as unknown as { rows: Array<{ relpersistence: string }> }
    expect(rows).toEqual([{ relpersistence: 'u' }])
  })
})
