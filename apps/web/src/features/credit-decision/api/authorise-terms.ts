import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  authorisationResponseSchema,
  creditDecisionPaths,
  type AuthorisationRequest,
  type CreditProduct,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { storeDecisionAnswer } from './store-decision'

export type AuthoriseTermsInput = AuthorisationRequest & { origin: CreditProduct; id: number }

export const authoriseTerms = async ({ origin, id, ...body }: AuthoriseTermsInput) =>
  authorisationResponseSchema.parse(
    await api.post(generatePath(creditDecisionPaths.authorisation, { origin, id: String(id) }), {
      json: body,
    }),
  )

/** POST .../authorisation: the new terms supersede those in force. */
export function useAuthoriseTerms() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: authoriseTerms,
    onSuccess: (answer, input) => storeDecisionAnswer(queryClient, input, 'authorisation', answer),
  })
}
