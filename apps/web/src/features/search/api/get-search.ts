import { searchPaths, searchResponseSchema } from '@mesa/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { searchKeys } from './keys'

/** GET /api/app-bar/search?q=: the sections of destinations matching the text. */
export const getSearch = async (q: string, signal?: AbortSignal) =>
  searchResponseSchema.parse(await api.get(searchPaths.search, { searchParams: { q }, signal }))

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => getSearch(q, signal),
    placeholderData: keepPreviousData,
  })

export const useSearch = (q: string, enabled: boolean) => useQuery({ ...searchQueryOptions(q), enabled })
