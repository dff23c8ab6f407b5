import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  clarificationsResponseSchema,
  validationDeskPaths,
  type ClarificationAnswer,
  type CreditProduct,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { storeDeskAnswer } from './store-answer'

export type AnswerClarificationInput = ClarificationAnswer & {
  origin: CreditProduct
  id: number
  clarificationId: number
}

export const answerClarification = async ({
  origin,
  id,
  clarificationId,
  ...body
}: AnswerClarificationInput) =>
  clarificationsResponseSchema.parse(
    await api.post(
      generatePath(validationDeskPaths.clarificationAnswer, {
        origin,
        id: String(id),
        clarificationId: String(clarificationId),
      }),
      { json: body },
    ),
  )

/** POST .../clarifications/:clarificationId/answer (the ally's seller): closes it. */
export function useAnswerClarification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerClarification,
    onSuccess: (answer, input) => storeDeskAnswer(queryClient, input, 'clarifications', answer),
  })
}
