import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  referenceCallsResponseSchema,
  validationDeskPaths,
  type CreditProduct,
  type ReferenceCallRequest,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { storeDeskAnswer } from './store-answer'

export type LogReferenceCallInput = ReferenceCallRequest & { origin: CreditProduct; id: number }

export const logReferenceCall = async ({ origin, id, ...body }: LogReferenceCallInput) =>
  referenceCallsResponseSchema.parse(
    await api.post(generatePath(validationDeskPaths.referenceCalls, { origin, id: String(id) }), {
      json: body,
    }),
  )

/** POST .../reference-calls; the application refetches (its advance gate may have changed). */
export function useLogReferenceCall() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logReferenceCall,
    onSuccess: (answer, input) => storeDeskAnswer(queryClient, input, 'reference-calls', answer),
  })
}
