import { describe, expect, it, vi } from 'vitest'
import type { SessionResponse } from '@mesa/contracts'
import { createHttpClient, HttpError } from './http'
import { createRefresher, type LockManagerLike, type TokenStore } from './refresh'

const userData = { id: 1, fullName: 'Ada', username: 'ada', email: 'a@x.mx', avatar: null, role: 'admin' }

function memoryStore(accessToken = 'stale', refreshToken = 'r1') {
  const state = {
    accessToken: accessToken as string | undefined,
    refreshToken: refreshToken as string | undefined,
  }
  const store: TokenStore & { state: typeof state; failures: number[] } = {
    state,
    failures: [],
    getAccessToken: () => state.accessToken,
    getRefreshToken: () => state.refreshToken,
    save: (response: SessionResponse) => {
      state.accessToken = response.accessToken
      state.refreshToken = response.refreshToken
    },
    endAfterRefreshFailure: (status) => {
      store.failures.push(status)
      state.accessToken = undefined
      state.refreshToken = undefined
    },
  }
  return store
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

/** A fake API: /api/data needs the bearer 'fresh'; refresh rotates r1 → r2 and rejects reuse. */
function fakeApi(options: { refreshStatus?: number } = {}) {
  const calls = { refresh: 0, data: 0 }
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>
    if (url.startsWith('/api/v1/allies/refresh_token/')) {
      calls.refresh += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      const body = JSON.parse(String(init?.body)) as { refresh_token: string }
      if (options.refreshStatus) return json(options.refreshStatus, { message: 'no' })
      if (body.refresh_token !== 'r1') return json(401, { message: 'reused' })
      return json(201, { accessToken: 'fresh', refreshToken: 'r2', userAbilityRules: [], userData })
    }
    calls.data += 1
    if (headers.authorization !== 'Bearer fresh') return json(401, { message: 'Unauthorized' })
    return json(200, { ok: true })
  })
  return { fetch, calls }
}

/** An in-memory Web Locks stand-in: one holder at a time per name. */
function fakeLocks(): LockManagerLike {
  let tail = Promise.resolve()
  return {
    request<T>(_name: string, callback: () => Promise<T>) {
      const run = tail.then(callback)
      tail = run.then(
        () => undefined,
        () => undefined,
      )
      return run
    },
  }
}

describe('single-flight refresh', () => {
  it('5 parallel calls that meet an expired token cause exactly one refresh and all succeed', async () => {
    const { fetch, calls } = fakeApi()
    const store = memoryStore()
    const refresh = createRefresher({ fetch, store, locks: fakeLocks() })
    const http = createHttpClient({ fetch, store, refresh })
    const results = await Promise.all(Array.from({ length: 5 }, () => http.get<{ ok: boolean }>('v1/data')))
    expect(results).toEqual(Array(5).fill({ ok: true }))
    expect(calls.refresh).toBe(1)
    expect(store.state).toEqual({ accessToken: 'fresh', refreshToken: 'r2' })
  })

  it('a second tab waiting on the lock takes the tokens the first tab rotated', async () => {
    const { fetch, calls } = fakeApi()
    const shared = memoryStore()
    const locks = fakeLocks()
    const tabA = createRefresher({ fetch, store: shared, locks })
    const tabB = createRefresher({ fetch, store: shared, locks })
    const [a, b] = await Promise.all([tabA(), tabB()])
    expect(a).toBe('fresh')
    expect(b).toBe('fresh')
    expect(calls.refresh).toBe(1)
  })

  it('a failed refresh records the status, clears the tokens and rejects the call', async () => {
    const { fetch } = fakeApi({ refreshStatus: 401 })
    const store = memoryStore()
    const http = createHttpClient({ fetch, store, refresh: createRefresher({ fetch, store }) })
    await expect(http.get('v1/data')).rejects.toMatchObject({ status: 401 })
    expect(store.failures).toEqual([401])
    expect(store.state.accessToken).toBeUndefined()
  })
})

describe('http client', () => {
  const okStore = () => memoryStore('fresh')

  it('sends the bearer header under /api and parses JSON errors', async () => {
    const fetch = vi.fn(async () => json(400, { message: 'Bad', errors: { email: ['Invalid email'] } }))
    const http = createHttpClient({ fetch, store: okStore(), refresh: async () => null })
    const error = await http.post('/api/v1/x', { json: { a: 1 } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).body?.errors?.email).toEqual(['Invalid email'])
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/x',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer fresh' }) }),
    )
  })

  it('retries a read once on 503, and never a write', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(503, { message: 'down' }))
    const http = createHttpClient({
      fetch,
      store: okStore(),
      refresh: async () => null,
      sleep: async () => {},
    })
    await expect(http.get('v1/x', { searchParams: { q: 'a', page: 1 } })).rejects.toMatchObject({
      status: 503,
    })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/x?q=a&page=1')
    fetch.mockClear()
    await expect(http.post('v1/x', { json: {}, idempotencyKey: 'k' })).rejects.toMatchObject({ status: 503 })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('retries a write with an idempotency key only when the server honours it', async () => {
    const fetch = vi.fn(async () => json(429, { message: 'slow down' }))
    const http = createHttpClient({
      fetch,
      store: okStore(),
      refresh: async () => null,
      sleep: async () => {},
      idempotencyHonoured: true,
    })
    await expect(http.post('v1/x', { json: {}, idempotencyKey: 'k' })).rejects.toMatchObject({ status: 429 })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('does not refresh calls made without auth', async () => {
    const fetch = vi.fn(async () => json(401, { message: 'no' }))
    const refresh = vi.fn(async () => 'x')
    const http = createHttpClient({ fetch, store: okStore(), refresh })
    await expect(http.post('v1/allies/login/', { auth: false, json: {} })).rejects.toMatchObject({
      status: 401,
    })
    expect(refresh).not.toHaveBeenCalled()
  })
})

describe('text answers (CSV exports)', () => {
  it('answers the body as text, and a create sent with an Idempotency-Key carries it', async () => {
    const csv = '\uFEFFID,Aliado\r\n1,"Autos, SA"\r\n'
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const headers = init?.headers as Record<string, string>
      if (init?.method === 'POST') return json(201, { key: headers['idempotency-key'] })
      return new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } })
    })
    const client = createHttpClient({ fetch, store: memoryStore('fresh'), refresh: async () => null })
    // Response.text() decodes UTF-8 and drops the byte order mark (csv-export.ts puts it back).
    expect(await client.get<string>('v1/allies/export.csv', { responseType: 'text' })).toBe(csv.slice(1))
    expect(await client.post('v1/allies', { json: {}, idempotencyKey: 'k-1' })).toEqual({ key: 'k-1' })
  })
})
