import { queryOptions, useQuery } from '@tanstack/react-query'
import { bureauPeriodSummarySchema, bureauReportingPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { bureauReportingKeys } from './keys'

/** GET /api/v1/bureau-reporting/:period: the month's summary (404 while no file was produced). */
export const getPeriod = async (period: string) =>
  bureauPeriodSummarySchema.parse(await api.get(generatePath(bureauReportingPaths.period, { period })))

export const periodQueryOptions = (period: string) =>
  queryOptions({
    queryKey: bureauReportingKeys.period(period),
    queryFn: () => getPeriod(period),
    retry: false,
  })

export const usePeriod = (period: string) => useQuery(periodQueryOptions(period))
