import { useQuery } from '@tanstack/react-query'
import { applicationPaths, type CreditProduct, type eligibleOwnersResponseSchema } from '@mesa/contracts'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { applicationKeys, fillPath } from './keys'

export type EligibleOwner = z.infer<typeof eligibleOwnersResponseSchema>['users'][number]

export const getEligibleOwners = (origin: CreditProduct, id: number) =>
  api.get<z.infer<typeof eligibleOwnersResponseSchema>>(
    fillPath(applicationPaths.eligibleOwners, { origin, id }),
  )

/** Staff who may own the application in its current stage; fetched when the assign menu opens. */
export function useEligibleOwners(origin: CreditProduct, id: number, enabled: boolean) {
  return useQuery({
    queryKey: applicationKeys.part(origin, id, 'eligible-owners'),
    queryFn: () => getEligibleOwners(origin, id),
    enabled,
  })
}
