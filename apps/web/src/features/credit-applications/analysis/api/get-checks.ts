import { queryOptions, useQuery } from '@tanstack/react-query'
import { checksResponseSchema, creditAnalysisPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../api/keys'

export const getChecks = async (origin: CreditProduct, id: number) =>
  checksResponseSchema.parse(
    await api.get(generatePath(creditAnalysisPaths.checks, { origin, id: String(id) })),
  )

const unfinished = (status: string) => status === 'pending' || status === 'running'

export const checksQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'checks'),
    queryFn: () => getChecks(origin, id),
    // The checks run as a background job: follow them every two seconds until all have finished.
    refetchInterval: (query) =>
      query.state.data?.checks.some((check) => unfinished(check.status)) ? 2_000 : false,
  })

/** GET .../checks: the twelve automated checks. */
export const useChecks = (origin: CreditProduct, id: number) => useQuery(checksQueryOptions(origin, id))
