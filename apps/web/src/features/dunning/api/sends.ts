import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { dunningPaths, dunningSendListSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { dunningKeys } from './keys'

/** GET the sends, newest first (paging, sort, rule). */
export const sendsQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: dunningKeys.sends(query),
    queryFn: async () =>
      dunningSendListSchema.parse(await api.get(dunningPaths.sends, { searchParams: query })),
    placeholderData: keepPreviousData,
  })
export const useDunningSends = (query: Record<string, string | number>) => useQuery(sendsQuery(query))
