import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationPaths, type CreditProduct } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import type { ApplicationComment } from './get-comments'
import { applicationKeys, fillPath } from './keys'

export interface AddCommentInput {
  origin: CreditProduct
  id: number
  body: string
}

export const addComment = ({ origin, id, body }: AddCommentInput) =>
  api.post<{ comments: ApplicationComment[] }>(fillPath(applicationPaths.comments, { origin, id }), {
    json: { body },
  })

/** POST .../comments; @username notifies that user. */
export function useAddComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addComment,
    onSuccess: (answer, input) => {
      queryClient.setQueryData(applicationKeys.part(input.origin, input.id, 'comments'), answer)
      void queryClient.invalidateQueries({
        queryKey: applicationKeys.part(input.origin, input.id, 'history'),
      })
    },
  })
}
