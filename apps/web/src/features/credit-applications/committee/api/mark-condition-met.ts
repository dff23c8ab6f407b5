import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  committeeResponseSchema,
  creditDecisionPaths,
  type ConditionMetRequest,
  type CreditProduct,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { applicationKeys } from '../../../../lib/application-file'
import { storeDecisionAnswer } from './store-decision'

export type MarkConditionMetInput = ConditionMetRequest & {
  origin: CreditProduct
  id: number
  conditionId: number
}

export const markConditionMet = async ({ origin, id, conditionId, ...body }: MarkConditionMetInput) =>
  committeeResponseSchema.parse(
    await api.post(
      generatePath(creditDecisionPaths.conditionMet, {
        origin,
        id: String(id),
        conditionId: String(conditionId),
      }),
      { json: body },
    ),
  )

/** POST .../conditions/:conditionId/met; the authorisation's pending count changes with it. */
export function useMarkConditionMet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markConditionMet,
    onSuccess: (answer, input) => {
      storeDecisionAnswer(queryClient, input, 'committee', answer)
      void queryClient.invalidateQueries({
        queryKey: applicationKeys.part(input.origin, input.id, 'authorisation'),
      })
    },
  })
}
