import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { allyListResponseSchema, allyPaths, type AllyListResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { allyKeys } from './keys'

export type AllyListParams = Record<string, string | number>

/** The list's filters in its address (besides search, sort and paging). */
export const allyListFilters = ['active', 'zoneName', 'status'] as const

/** GET /api/v1/allies/list (spec §7): q, active, zoneName, status, sortBy, orderBy, page, itemsPerPage. */
export const getAllies = async (query: AllyListParams): Promise<AllyListResponse> =>
  allyListResponseSchema.parse(await api.get(allyPaths.list, { searchParams: query }))

export const alliesQueryOptions = (query: AllyListParams) =>
  queryOptions({
    queryKey: allyKeys.list(query),
    queryFn: () => getAllies(query),
    placeholderData: keepPreviousData,
  })

export const useAllies = (query: AllyListParams) => useQuery(alliesQueryOptions(query))
