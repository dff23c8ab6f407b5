import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { loanListResponseSchema, loanPaths } from '@mesa/contracts'
import { api } from '../../../../lib/api-client'
import { loanKeys } from './keys'

export type LoanListParams = Record<string, string | number | undefined>

/** GET /api/v1/loans: the portfolio page with its totals. */
export const useLoanList = (query: LoanListParams) =>
  useQuery({
    queryKey: loanKeys.list(query),
    queryFn: async () => loanListResponseSchema.parse(await api.get(loanPaths.list, { searchParams: query })),
    placeholderData: keepPreviousData,
  })
