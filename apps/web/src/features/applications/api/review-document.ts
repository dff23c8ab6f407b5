import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationPaths, type CreditProduct } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import type { ApplicationDocument } from './get-documents'
import { applicationKeys, fillPath } from './keys'

export interface ReviewDocumentInput {
  origin: CreditProduct
  id: number
  documentId: number
  status: 'approved' | 'rejected'
  reason?: string
  /** The application's version the reviewer saw (a review bumps it; stale answers 409). */
  version: number
}

export const reviewDocument = ({ origin, id, documentId, ...body }: ReviewDocumentInput) =>
  api.patch<ApplicationDocument>(fillPath(applicationPaths.document, { origin, id, documentId }), {
    json: body,
  })

/** PATCH .../documents/:documentId: approve or reject (update Admin). */
export function useReviewDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewDocument,
    onSuccess: (_document, input) =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.item(input.origin, input.id) }),
  })
}
