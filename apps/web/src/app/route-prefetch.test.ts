import { QueryObserver } from '@tanstack/react-query'
import type { AbilityRule } from '@mesa/contracts'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alliesQueryOptions, allyListFilters } from '../features/allies/api/get-allies'
import type { RoutePrefetch } from '../lib/route-data'
import type { SessionSnapshot } from '../lib/session'
import { listQueryAt } from '../lib/use-list-params'
import { queryClient } from './query-client'
import type { RouteHandle } from './route-handle'
import { mayPrefetch, prefetchAgain, prefetchLoader, type PrefetchDeps } from './route-prefetch'
import { appRoutes } from './routes'

const get = vi.hoisted(() => vi.fn())
vi.mock('../lib/api-client', () => ({ api: { get } }))

const allyList = { products: [], total: 0 }
const views = { items: [], total: 0 }
const answer = (path: string) => (path.includes('saved-views') ? views : allyList)

const deps = (changes: Partial<PrefetchDeps> = {}): PrefetchDeps => ({
  queryClient: () => Promise.resolve(queryClient),
  mayOpen: () => true,
  waitMs: 1_000,
  ...changes,
})

/** The app's ally list route, as the router wires it, in a memory router (no DOM: nothing renders). */
function router(routeDeps: PrefetchDeps, prefetch?: RoutePrefetch) {
  const route = appRoutes.find((candidate) => candidate.id === 'alliesList')!
  const handle: RouteHandle = { access: route.access, permission: route.permission }
  const routes: RouteObject[] = [
    { path: '/', Component: () => null },
    {
      path: route.path,
      handle,
      loader: prefetchLoader(handle, prefetch ?? route.prefetch!, routeDeps),
      shouldRevalidate: prefetchAgain,
      Component: () => null,
    },
  ]
  return createMemoryRouter(routes, { initialEntries: ['/'] })
}

const listCalls = () => get.mock.calls.filter(([path]) => !String(path).includes('saved-views'))

beforeEach(() => {
  queryClient.clear()
  get.mockReset()
  get.mockImplementation((path: string) => Promise.resolve(answer(path)))
})
afterEach(() => vi.useRealTimers())

describe('route prefetch (issue 12: a list paints with its data)', () => {
  it('the ally list route has a prefetch from its feature door', () => {
    expect(appRoutes.find((route) => route.id === 'alliesList')?.prefetch).toBeTypeOf('function')
  })

  it('fills the cache under the key the screen reads, so the screen does not ask again', async () => {
    const app = router(deps())
    await app.navigate('/apps/aliados/list?q=maz&status=completo&page=2&sortBy=product&orderBy=asc&other=x')
    expect(app.state.location.pathname).toBe('/apps/aliados/list')
    // The request the screen would send: only what is set, numbers as numbers, unknown parameters left out.
    const query = {
      q: 'maz',
      sortBy: 'product',
      orderBy: 'asc',
      page: 2,
      itemsPerPage: 10,
      status: 'completo',
    }
    expect(listCalls()).toEqual([['/api/v1/allies/list', { searchParams: query }]])
    expect(listQueryAt(new URLSearchParams(app.state.location.search), allyListFilters)).toEqual(query)
    expect(queryClient.getQueryData(alliesQueryOptions(query).queryKey)).toEqual(allyList)

    // The screen's query (useAllies with useListParams' query) finds its data and does not fetch.
    const observer = new QueryObserver(queryClient, alliesQueryOptions(query))
    const unsubscribe = observer.subscribe(() => undefined)
    const result = observer.getCurrentResult()
    expect(result.status).toBe('success')
    expect(result.isFetching).toBe(false)
    expect(listCalls()).toHaveLength(1)
    unsubscribe()
  })

  it('leaves the screen its own changes of search, filters and page (no loader run, no wait)', async () => {
    const app = router(deps())
    await app.navigate('/apps/aliados/list')
    await app.navigate('/apps/aliados/list?q=otro')
    expect(listCalls()).toHaveLength(1)
  })

  it('prefetches nothing for a screen the guard would not open', async () => {
    const app = router(deps({ mayOpen: () => false }))
    await app.navigate('/apps/aliados/list')
    expect(app.state.location.pathname).toBe('/apps/aliados/list')
    expect(get).not.toHaveBeenCalled()
  })

  it('a failing request does not break the navigation: the screen shows its own error', async () => {
    get.mockRejectedValue(new Error('boom'))
    const app = router(deps())
    await app.navigate('/apps/aliados/list')
    expect(app.state.location.pathname).toBe('/apps/aliados/list')
    expect(app.state.errors).toBeNull()
  })

  it('a slow request holds the navigation no longer than the wait', async () => {
    const app = router(deps({ waitMs: 20 }), () => new Promise(() => undefined))
    const started = Date.now()
    await app.navigate('/apps/aliados/list')
    expect(app.state.location.pathname).toBe('/apps/aliados/list')
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})

describe('mayPrefetch', () => {
  const snapshot = (rules: AbilityRule[], loggedIn = true): SessionSnapshot => ({
    accessToken: loggedIn ? 'token' : undefined,
    userData: null,
    rules,
    loggedIn,
    lastRefreshFailure: null,
    signedOut: false,
  })
  const allyList: RouteHandle = { access: 'protected', permission: { action: 'read', subject: 'Aliados' } }

  it('follows the route guard: signed in with the permission', () => {
    expect(mayPrefetch(allyList, snapshot([{ action: 'read', subject: 'Aliados' }]))).toBe(true)
    expect(mayPrefetch(allyList, snapshot([{ action: 'read', subject: 'Documentos' }]))).toBe(false)
    expect(mayPrefetch(allyList, snapshot([{ action: 'manage', subject: 'all' }], false))).toBe(false)
  })

  it('never for sign-in and public pages', () => {
    const rules: AbilityRule[] = [{ action: 'manage', subject: 'all' }]
    expect(mayPrefetch({ access: 'guest' }, snapshot(rules))).toBe(false)
    expect(mayPrefetch({ access: 'public' }, snapshot(rules))).toBe(false)
  })
})
