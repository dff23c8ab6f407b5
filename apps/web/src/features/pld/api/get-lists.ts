import { queryOptions, useQuery } from '@tanstack/react-query'
import { pldListsResponseSchema, pldPaths, type PldListsResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { pldKeys } from './keys'

/** GET /api/v1/pld/lists: each list with its current import and its last imports. */
export const getLists = async (): Promise<PldListsResponse> =>
  pldListsResponseSchema.parse(await api.get(pldPaths.lists))

export const listsQueryOptions = () => queryOptions({ queryKey: pldKeys.lists, queryFn: getLists })

export const useLists = () => useQuery(listsQueryOptions())
