import { searchResponseSchema } from '@mesa/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['app-bar-search', q],
    queryFn: async ({ signal }) =>
      searchResponseSchema.parse(await api.get('app-bar/search', { searchParams: { q }, signal })),
    placeholderData: keepPreviousData,
  })

export const useSearch = (q: string, enabled: boolean) => useQuery({ ...searchQueryOptions(q), enabled })
