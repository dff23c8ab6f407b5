import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { contractListResponseSchema, contractPaths, type ContractListResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { contractKeys } from './keys'

/** GET /api/v1/contracts: q, status, product, ally, generated from/to, sort and paging. */
export const getContracts = async (query: Record<string, string | number>): Promise<ContractListResponse> =>
  contractListResponseSchema.parse(await api.get(contractPaths.list, { searchParams: query }))

/** The list's filters in its address. */
export const contractListFilters = ['status', 'product', 'allyId', 'from', 'to'] as const

export const contractsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: contractKeys.list(query),
    queryFn: () => getContracts(query),
    placeholderData: keepPreviousData,
  })

export const useContracts = (query: Record<string, string | number>) => useQuery(contractsQueryOptions(query))
