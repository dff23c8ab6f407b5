import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  applicationDocumentSchema,
  applicationPaths,
  type CreditProduct,
  type DocumentKind,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { uploadForm } from '../../../lib/upload'
import { applicationKeys } from '../../../lib/application-file'

export interface UploadDocumentInput {
  origin: CreditProduct
  id: number
  kind: DocumentKind
  file: File
  onProgress?: (percent: number) => void
}

/** POST .../documents as multipart (field `kind`, then `file`), with upload progress in percent. */
export async function uploadDocument({ origin, id, kind, file, onProgress }: UploadDocumentInput) {
  const answer = await uploadForm<unknown>(
    generatePath(applicationPaths.documents, { origin, id: String(id) }),
    [
      ['kind', kind],
      ['file', file],
    ],
    onProgress && ((fraction) => onProgress(Math.round(fraction * 100))),
  )
  return applicationDocumentSchema.parse(answer)
}

export function useUploadDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (_document, input) =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.item(input.origin, input.id) }),
  })
}
