import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { recordSearchPaths, recordSearchResponseSchema } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { searchKeys } from './keys'

/** GET /api/v1/search/records?q=: applications, allies and users within the caller's scope (2+ characters). */
export const getRecordSearch = async (q: string, signal?: AbortSignal) =>
  recordSearchResponseSchema.parse(await api.get(recordSearchPaths.search, { searchParams: { q }, signal }))

export const recordSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.records(q),
    queryFn: ({ signal }) => getRecordSearch(q, signal),
    placeholderData: keepPreviousData,
  })

export const useRecordSearch = (q: string, enabled: boolean) =>
  useQuery({ ...recordSearchQueryOptions(q), enabled: enabled && q.length >= 2 })
