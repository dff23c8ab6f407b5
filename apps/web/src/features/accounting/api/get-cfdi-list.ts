import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { cfdiListResponseSchema, cfdiPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/** The CFDI list's filters, as its screen keeps them in the address. */
export const cfdiFilters = ['loanFolio', 'status', 'from', 'to'] as const

/** GET the CFDI of payments' interest and fees: by loan, status and days issued, q on receptor and UUID. */
export const cfdiQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: accountingKeys.cfdi(query),
    queryFn: async () => cfdiListResponseSchema.parse(await api.get(cfdiPaths.list, { searchParams: query })),
    placeholderData: keepPreviousData,
  })

export const useCfdiList = (query: Record<string, string | number>) => useQuery(cfdiQueryOptions(query))
