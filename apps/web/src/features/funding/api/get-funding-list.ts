import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fundingListResponseSchema, fundingPaths, type FundingListResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { fundingKeys } from './keys'

/** GET /api/v1/funding/applications: applications by funding status (q, filters, sort, paging). */
export const getFundingList = async (query: Record<string, string | number>): Promise<FundingListResponse> =>
  fundingListResponseSchema.parse(await api.get(fundingPaths.applications, { searchParams: query }))

export const useFundingList = (query: Record<string, string | number>) =>
  useQuery(
    queryOptions({
      queryKey: fundingKeys.list(query),
      queryFn: () => getFundingList(query),
      placeholderData: keepPreviousData,
    }),
  )
