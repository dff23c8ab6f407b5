import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  applicationDocumentSchema,
  applicationPaths,
  type CreditProduct,
  type DocumentReviewRequest,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { applicationKeys } from '../../../lib/application-file'

/** The review, with the application's version the reviewer saw (a review bumps it; stale answers 409). */
export type ReviewDocumentInput = DocumentReviewRequest & {
  origin: CreditProduct
  id: number
  documentId: number
}

export const reviewDocument = async ({ origin, id, documentId, ...body }: ReviewDocumentInput) =>
  applicationDocumentSchema.parse(
    await api.patch(
      generatePath(applicationPaths.document, { origin, id: String(id), documentId: String(documentId) }),
      { json: body },
    ),
  )

/** PATCH .../documents/:documentId: approve or reject (update Admin). */
export function useReviewDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewDocument,
    onSuccess: (_document, input) =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.item(input.origin, input.id) }),
  })
}
