import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { loanListResponseSchema, loanPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { loanKeys } from './keys'

export type LoanListParams = Record<string, string | number | undefined>

/** The portfolio's filters in its address; `asOf` lists the figures of another day (issue 33). */
export const loanListFilters = ['bucket', 'allyId', 'status', 'product', 'funderId', 'asOf'] as const

export const loanListQueryOptions = (query: LoanListParams) =>
  queryOptions({
    queryKey: loanKeys.list(query),
    queryFn: async () => loanListResponseSchema.parse(await api.get(loanPaths.list, { searchParams: query })),
    placeholderData: keepPreviousData,
  })

/** GET /api/v1/loans: the portfolio page with its totals. */
export const useLoanList = (query: LoanListParams) => useQuery(loanListQueryOptions(query))
