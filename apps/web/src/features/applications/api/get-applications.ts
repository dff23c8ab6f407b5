import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { applicationPaths, type ApplicationListItem } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { applicationKeys } from './keys'

export interface ApplicationListResponse {
  applications: ApplicationListItem[]
  total: number
}

export type ApplicationListQuery = Record<string, string | number | boolean | undefined>

export const getApplications = (query: ApplicationListQuery) =>
  api.get<ApplicationListResponse>(applicationPaths.collection, { searchParams: query })

export const applicationsQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: applicationKeys.list('all', query),
    queryFn: () => getApplications(query),
    placeholderData: keepPreviousData,
  })

/** GET /credit-applications: search, filters, sort and page. */
export const useApplications = (query: ApplicationListQuery) => useQuery(applicationsQueryOptions(query))
