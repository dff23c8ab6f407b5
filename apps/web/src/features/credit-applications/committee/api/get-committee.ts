import { queryOptions, useQuery } from '@tanstack/react-query'
import { committeeResponseSchema, creditDecisionPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'

export const getCommittee = async (origin: CreditProduct, id: number) =>
  committeeResponseSchema.parse(
    await api.get(generatePath(creditDecisionPaths.committee, { origin, id: String(id) })),
  )

export const committeeQueryOptions = (origin: CreditProduct, id: number) =>
  queryOptions({
    queryKey: applicationKeys.part(origin, id, 'committee'),
    queryFn: () => getCommittee(origin, id),
  })

/** GET .../committee: the rule, the votes, the decision and its conditions. */
export const useCommittee = (origin: CreditProduct, id: number) => useQuery(committeeQueryOptions(origin, id))
