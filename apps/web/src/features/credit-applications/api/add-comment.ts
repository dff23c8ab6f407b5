import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationPaths, commentListResponseSchema, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

export interface AddCommentInput {
  origin: CreditProduct
  id: number
  body: string
}

export const addComment = async ({ origin, id, body }: AddCommentInput) =>
  commentListResponseSchema.parse(
    await api.post(generatePath(applicationPaths.comments, { origin, id: String(id) }), { json: { body } }),
  )

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
