import { queryOptions, useQuery } from '@tanstack/react-query'
import { bureauPeriodListSchema, bureauReportingPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { bureauReportingKeys } from './keys'

/** GET /api/v1/bureau-reporting: the stored months, newest first. */
export const getPeriods = async () =>
  bureauPeriodListSchema.parse(await api.get(bureauReportingPaths.periods))

export const periodsQueryOptions = () =>
  queryOptions({ queryKey: bureauReportingKeys.periods, queryFn: getPeriods })

export const usePeriods = () => useQuery(periodsQueryOptions())
