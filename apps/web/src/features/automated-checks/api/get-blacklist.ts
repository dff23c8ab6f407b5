import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { blacklistListSchema, creditAnalysisPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { blacklistKeys } from './blacklist-keys'

export type BlacklistParams = Record<string, string | number>

/** GET /api/v1/blacklist: q, kind, sortBy, orderBy, page, itemsPerPage. */
export const getBlacklist = async (query: BlacklistParams) =>
  blacklistListSchema.parse(await api.get(creditAnalysisPaths.blacklist, { searchParams: query }))

export const blacklistQueryOptions = (query: BlacklistParams) =>
  queryOptions({
    queryKey: blacklistKeys.list(query),
    queryFn: () => getBlacklist(query),
    placeholderData: keepPreviousData,
  })

export const useBlacklist = (query: BlacklistParams) => useQuery(blacklistQueryOptions(query))
