import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  contactAttemptsResponseSchema,
  validationDeskPaths,
  type ContactAttemptRequest,
  type CreditProduct,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { storeDeskAnswer } from './store-answer'

export type LogContactAttemptInput = ContactAttemptRequest & { origin: CreditProduct; id: number }

export const logContactAttempt = async ({ origin, id, ...body }: LogContactAttemptInput) =>
  contactAttemptsResponseSchema.parse(
    await api.post(generatePath(validationDeskPaths.contactAttempts, { origin, id: String(id) }), {
      json: body,
    }),
  )

/** POST .../contact-attempts. */
export function useLogContactAttempt() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logContactAttempt,
    onSuccess: (answer, input) => storeDeskAnswer(queryClient, input, 'contact-attempts', answer),
  })
}
