import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  pldPaths,
  pldRelevantOperationsResponseSchema,
  pldReportListResponseSchema,
  type PldRelevantOperationsResponse,
  type PldReportListResponse,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { pldKeys } from './keys'

/** GET /api/v1/pld/reports?period: the month's unusual and internal-concern reports. */
export const getReports = async (period: string): Promise<PldReportListResponse> =>
  pldReportListResponseSchema.parse(await api.get(pldPaths.reports, { searchParams: { period } }))

/** GET /api/v1/pld/relevant-operations?period: the month's cash payments at or above the threshold. */
export const getRelevantOperations = async (period: string): Promise<PldRelevantOperationsResponse> =>
  pldRelevantOperationsResponseSchema.parse(
    await api.get(pldPaths.relevantOperations, { searchParams: { period } }),
  )

export const reportsQueryOptions = (period: string) =>
  queryOptions({ queryKey: pldKeys.reports(period), queryFn: () => getReports(period) })
export const relevantQueryOptions = (period: string) =>
  queryOptions({ queryKey: pldKeys.relevant(period), queryFn: () => getRelevantOperations(period) })

export const useReports = (period: string) => useQuery(reportsQueryOptions(period))
export const useRelevantOperations = (period: string) => useQuery(relevantQueryOptions(period))
