import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { applicationPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import type { ApplicationListQuery, ApplicationListResponse } from './get-applications'
import { applicationKeys } from './keys'

export const getLoans = (query: ApplicationListQuery) =>
  api.get<ApplicationListResponse>(applicationPaths.loans, { searchParams: query })

export const loansQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: applicationKeys.list('loans', query),
    queryFn: () => getLoans(query),
    placeholderData: keepPreviousData,
  })

/** GET /credit-applications/loans: the active loans (stage activo). */
export const useLoans = (query: ApplicationListQuery) => useQuery(loansQueryOptions(query))
