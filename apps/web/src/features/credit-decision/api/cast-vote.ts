import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  committeeResponseSchema,
  creditDecisionPaths,
  type CreditProduct,
  type VoteRequest,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { storeDecisionAnswer } from './store-decision'

export type CastVoteInput = VoteRequest & { origin: CreditProduct; id: number }

export const castVote = async ({ origin, id, ...body }: CastVoteInput) =>
  committeeResponseSchema.parse(
    await api.post(generatePath(creditDecisionPaths.votes, { origin, id: String(id) }), { json: body }),
  )

/** POST .../committee/votes: the vote that reaches quorum answers with the decision. */
export function useCastVote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: castVote,
    onSuccess: (answer, input) => storeDecisionAnswer(queryClient, input, 'committee', answer),
  })
}
