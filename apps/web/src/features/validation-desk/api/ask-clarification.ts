import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  clarificationsResponseSchema,
  validationDeskPaths,
  type ClarificationRequest,
  type CreditProduct,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { storeDeskAnswer } from './store-answer'

export type AskClarificationInput = ClarificationRequest & { origin: CreditProduct; id: number }

export const askClarification = async ({ origin, id, ...body }: AskClarificationInput) =>
  clarificationsResponseSchema.parse(
    await api.post(generatePath(validationDeskPaths.clarifications, { origin, id: String(id) }), {
      json: body,
    }),
  )

/** POST .../clarifications (the desk); the stage clock pauses and advancing is blocked until answered. */
export function useAskClarification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: askClarification,
    onSuccess: (answer, input) => storeDeskAnswer(queryClient, input, 'clarifications', answer),
  })
}
