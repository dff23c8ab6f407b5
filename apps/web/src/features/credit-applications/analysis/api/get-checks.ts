import { queryOptions, useQuery } from '@tanstack/react-query'
import { checksResponseSchema, creditAnalysisPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export const getChecks = async (origin: CreditProduct, id: number) =>
  checksResponseSchema.parse(
    await api.get(generatePath(creditAnalysisPaths.checks, { origin, id: String(id) })),
  )

/** Queued or running now; a check waiting for the bureau report may wait for hours. */
const moving = (check: { status: string; waitingFor: string | null }) =>
  check.status === 'running' || (check.status === 'pending' && check.waitingFor === null)
const waiting = (check: { status: string; waitingFor: string | null }) =>
  check.status === 'pending' && check.waitingFor !== null

export const checksQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'checks'),
    queryFn: () => getChecks(origin, id),
    // The checks run as a background job: follow them every two seconds until all have finished, and
    // every fifteen while some only wait (for the bureau report, which a pull job stores).
    refetchInterval: (query) => {
      const checks = query.state.data?.checks ?? []
      if (checks.some(moving)) return 2_000
      return checks.some(waiting) ? 15_000 : false
    },
  })

/** GET .../checks: the twelve automated checks. */
export const useChecks = (origin: CreditProduct, id: number) => useQuery(checksQueryOptions(origin, id))
