import { useQuery } from '@tanstack/react-query'
import { applicationPaths, eligibleOwnersResponseSchema, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

export const getEligibleOwners = async (origin: CreditProduct, id: number) =>
  eligibleOwnersResponseSchema.parse(
    await api.get(generatePath(applicationPaths.eligibleOwners, { origin, id: String(id) })),
  )

/** Staff who may own the application in its current stage; fetched when the assign menu opens. */
export function useEligibleOwners(origin: CreditProduct, id: number, enabled: boolean) {
  return useQuery({
    queryKey: applicationKeys.part(origin, id, 'eligible-owners'),
    queryFn: () => getEligibleOwners(origin, id),
    enabled,
  })
}
