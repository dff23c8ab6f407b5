import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { Params } from 'react-router'
import { savedViewsQueryOptions } from './saved-views'
import { listQueryAt, type ListQuery } from './use-list-params'

/** The address a route loader is opening. */
export interface RouteAddress {
  pathname: string
  params: Params
  searchParams: URLSearchParams
}

/**
 * A screen's data, fetched by its route loader while the screen's code downloads (issue 12): it puts into the
 * cache the very queries the screen reads (the same query options), so the screen paints with its data instead
 * of a loading state. A feature's door (`routes/pages.ts`) exports one per screen as `prefetch`; the router
 * runs it only for a screen the guard lets the user open, and never lets it fail or hold up a navigation.
 */
export type RoutePrefetch = (address: RouteAddress, queryClient: QueryClient) => Promise<unknown>

/** A query put into the cache unless it is there; one there but stale is kept and refreshed in the background. */
export const ensureQuery = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
) => queryClient.ensureQueryData({ ...options, revalidateIfStale: true })

/**
 * The prefetch of a list screen (the list kit's `ListScreen`): its list at the address, read with the same
 * filter names `useListParams` reads it with, and the screen's saved views.
 */
export const listPrefetch =
  <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    filterNames: readonly string[],
    options: (query: ListQuery) => EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  ): RoutePrefetch =>
  ({ pathname, searchParams }, queryClient) =>
    Promise.allSettled([
      ensureQuery(queryClient, options(listQueryAt(searchParams, filterNames))),
      ensureQuery(queryClient, savedViewsQueryOptions(pathname)),
    ])
