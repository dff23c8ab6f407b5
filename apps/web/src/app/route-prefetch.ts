import { rulesAllow } from '@mesa/contracts'
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router'
import type { RoutePrefetch } from '../lib/route-data'
import { session, type SessionSnapshot } from '../lib/session'
import { decideGuard } from './access-decision'
import type { RouteHandle } from './route-handle'

/**
 * How long a navigation waits for the screen's data (in parallel with its code) before the screen opens anyway
 * and shows its own loading state; the request goes on and the screen's query takes it over.
 */
const PREFETCH_WAIT_MS = 3_000

/** Whether the guard would let this session open the route: no prefetch for a screen the user may not open. */
export function mayPrefetch(route: RouteHandle, snapshot: SessionSnapshot): boolean {
  if (!snapshot.loggedIn || route.access === 'public' || route.access === 'guest') return false
  const decision = decideGuard({
    matches: [route],
    loggedIn: snapshot.loggedIn,
    signedOut: snapshot.signedOut,
    can: (action, subject) => rulesAllow(snapshot.rules, { action, subject }),
    pathname: '',
  })
  return decision.kind === 'allow'
}

export interface PrefetchDeps {
  queryClient: () => Promise<QueryClient>
  mayOpen: (route: RouteHandle) => boolean
  waitMs: number
}

const appDeps: PrefetchDeps = {
  // The query client comes with the signed-in application, not with the route table.
  queryClient: () => import('./query-client').then((module) => module.queryClient),
  mayOpen: (route) => mayPrefetch(route, session.getSnapshot()),
  waitMs: PREFETCH_WAIT_MS,
}

/**
 * The route loader of every screen whose feature prefetches its data (issue 12: a list paints with its data,
 * not a spinner then a jump). It never fails and never returns data: a failed request stays in the query cache
 * and the screen, asking again, shows its own error; the screen reads the data from the cache, as always.
 */
export function prefetchLoader(
  route: RouteHandle,
  prefetch: RoutePrefetch,
  deps: PrefetchDeps = appDeps,
): LoaderFunction {
  return async ({ params, request }) => {
    if (!deps.mayOpen(route)) return null
    const url = new URL(request.url)
    const address = { pathname: url.pathname, params, searchParams: url.searchParams }
    const loading = deps
      .queryClient()
      .then((queryClient) => prefetch(address, queryClient))
      .catch(() => undefined)
    let timer: ReturnType<typeof setTimeout> | undefined
    const enough = new Promise<void>((resolve) => (timer = setTimeout(resolve, deps.waitMs)))
    await Promise.race([loading, enough])
    clearTimeout(timer)
    return null
  }
}

/**
 * A screen's own address changes (search, filters, page, tab) are the screen's to load, with its previous data
 * on screen meanwhile: the loader runs again only when the path changes (another record on the same route).
 */
export const prefetchAgain: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname
