import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { insurancePaths, policiesResponseSchema, type PoliciesResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { insuranceKeys } from './keys'

/** GET /api/v1/insurance/policies: one tab of the insurance list (q, insurer, sort, paging). */
export const getPolicies = async (query: Record<string, string | number>): Promise<PoliciesResponse> =>
  policiesResponseSchema.parse(await api.get(insurancePaths.policies, { searchParams: query }))

/** The list's filters in its address (the tab is in its path). */
export const policyListFilters = ['insurer'] as const

export const policiesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: insuranceKeys.policies(query),
    queryFn: () => getPolicies(query),
    placeholderData: keepPreviousData,
  })

export const usePolicies = (query: Record<string, string | number>) => useQuery(policiesQueryOptions(query))
