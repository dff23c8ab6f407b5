import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { applicationListResponseSchema, applicationPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import type { ApplicationListQuery } from './list-credit-applications'
import { applicationKeys } from './keys'

/** GET /credit-applications/loans: the active loans (stage activo). */
export const getLoans = async (query: ApplicationListQuery) =>
  applicationListResponseSchema.parse(await api.get(applicationPaths.loans, { searchParams: query }))

export const loansQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: applicationKeys.list('loans', query),
    queryFn: () => getLoans(query),
    placeholderData: keepPreviousData,
  })

export const useLoans = (query: ApplicationListQuery) => useQuery(loansQueryOptions(query))
