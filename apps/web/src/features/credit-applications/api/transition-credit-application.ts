import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  applicationDetailSchema,
  applicationPaths,
  type CreditProduct,
  type TransitionRequest,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { withOrigin } from './get-credit-application'
import { applicationKeys } from '../../../lib/application-file'

export type TransitionInput = TransitionRequest & { origin: CreditProduct; id: number }

export const transitionApplication = async ({ origin, id, ...body }: TransitionInput) =>
  applicationDetailSchema.parse(
    await api.post(generatePath(applicationPaths.transitions, { origin, id: String(id) }), { json: body }),
  )

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
