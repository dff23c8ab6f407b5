import { queryOptions, useQuery } from '@tanstack/react-query'
import { bureauPullCostsSchema, creditAnalysisPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { bureauReportingKeys } from './keys'

/** GET /api/v1/credit-bureau/pull-costs?period: the month's bureau pulls and their cost, by ally. */
export const getPullCosts = async (period: string) =>
  bureauPullCostsSchema.parse(
    await api.get(creditAnalysisPaths.bureauPullCosts, { searchParams: { period } }),
  )

export const pullCostsQueryOptions = (period: string) =>
  queryOptions({ queryKey: bureauReportingKeys.pullCosts(period), queryFn: () => getPullCosts(period) })

export const usePullCosts = (period: string) => useQuery(pullCostsQueryOptions(period))
