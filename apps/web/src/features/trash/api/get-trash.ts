import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { trashListResponseSchema, trashPaths, type TrashListResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { trashKeys } from './keys'

export type TrashListParams = Record<string, string | number>

/** GET /api/v1/trash: q, type, deletedBy, from, to, sort, paging (administrators). */
export const getTrash = async (query: TrashListParams): Promise<TrashListResponse> =>
  trashListResponseSchema.parse(await api.get(trashPaths.list, { searchParams: query }))

export const trashQueryOptions = (query: TrashListParams) =>
  queryOptions({
    queryKey: trashKeys.list(query),
    queryFn: () => getTrash(query),
    placeholderData: keepPreviousData,
  })

export const useTrash = (query: TrashListParams) => useQuery(trashQueryOptions(query))
