import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationPaths, type ApplicationDetail, type CreditProduct } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { getApplication, withOrigin } from './get-application'
import { applicationKeys, fillPath } from './keys'

export interface AssignInput {
  origin: CreditProduct
  id: number
  /** null takes the application for the caller. */
  ownerUserId: number | null
  /** The version read; when absent (a list row) the current one is fetched first. */
  version?: number
}

export async function assignApplication({ origin, id, ownerUserId, version }: AssignInput) {
  const current = version ?? (await getApplication(origin, id)).version
  return api.post<ApplicationDetail>(fillPath(applicationPaths.assignment, { origin, id }), {
    json: { ownerUserId, version: current },
  })
}

/** POST .../assignment: take (null) or assign. */
export function useAssignApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: assignApplication,
    onSuccess: (detail, input) => {
      queryClient.setQueryData(applicationKeys.item(input.origin, input.id), withOrigin(detail, input.origin))
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all })
    },
  })
}
