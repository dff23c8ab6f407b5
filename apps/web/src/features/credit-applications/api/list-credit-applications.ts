import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { applicationListResponseSchema, applicationPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

export type { ApplicationListResponse } from '@mesa/contracts'

/** The list's query string as the screen holds it (search, filters, sort, page). */
export type ApplicationListQuery = Record<string, string | number | boolean | undefined>

/**
 * The list's filters in its address. allyId: the portfolio dashboard links here with its ally filter, so the
 * list reads it from the URL too.
 */
export const applicationListFilters = ['stage', 'product', 'allyId', 'overdue', 'from', 'to'] as const

/** GET /credit-applications: search, filters, sort and page. */
export const getApplications = async (query: ApplicationListQuery) =>
  applicationListResponseSchema.parse(await api.get(applicationPaths.collection, { searchParams: query }))

export const applicationsQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: applicationKeys.list('all', query),
    queryFn: () => getApplications(query),
    placeholderData: keepPreviousData,
  })

export const useApplications = (query: ApplicationListQuery) => useQuery(applicationsQueryOptions(query))
