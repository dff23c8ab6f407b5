import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { pldAlertListResponseSchema, pldPaths, type PldAlertListResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { pldKeys } from './keys'

/** The queue's filters in the address (`useListParams`), beside the query they feed. */
export const alertFilterNames = ['status', 'list'] as const

export type PldAlertListParams = Record<string, string | number>

/** GET /api/v1/pld/alerts: the alerts queue (status, list, q, sort, paging) and the open count. */
export const getAlerts = async (query: PldAlertListParams): Promise<PldAlertListResponse> =>
  pldAlertListResponseSchema.parse(await api.get(pldPaths.alerts, { searchParams: query }))

export const alertsQueryOptions = (query: PldAlertListParams) =>
  queryOptions({
    queryKey: pldKeys.alertList(query),
    queryFn: () => getAlerts(query),
    placeholderData: keepPreviousData,
  })

export const useAlerts = (query: PldAlertListParams) => useQuery(alertsQueryOptions(query))
