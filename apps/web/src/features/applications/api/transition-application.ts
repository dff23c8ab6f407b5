import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  applicationPaths,
  type ApplicationDetail,
  type CreditProduct,
  type TransitionName,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { withOrigin } from './get-application'
import { applicationKeys, fillPath } from './keys'

export interface TransitionInput {
  origin: CreditProduct
  id: number
  transition: TransitionName
  reason?: string
  data: Record<string, unknown>
  version: number
}

export const transitionApplication = ({ origin, id, ...body }: TransitionInput) =>
  api.post<ApplicationDetail>(fillPath(applicationPaths.transitions, { origin, id }), { json: body })

/** POST .../transitions: advance, return, reject or cancel (409 names the failed guards). */
export function useTransitionApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: transitionApplication,
    onSuccess: (detail, input) => {
      queryClient.setQueryData(applicationKeys.item(input.origin, input.id), withOrigin(detail, input.origin))
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all })
    },
  })
}
