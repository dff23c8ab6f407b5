import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationDetailSchema, applicationPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { getApplication, withOrigin } from './get-credit-application'
import { applicationKeys } from '../../../lib/application-file'

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
  return applicationDetailSchema.parse(
    await api.post(generatePath(applicationPaths.assignment, { origin, id: String(id) }), {
      json: { ownerUserId, version: current },
    }),
  )
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
