import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationPaths, type CreditProduct, type DocumentKind } from '@mesa/contracts'
import { uploadForm } from '../../../lib/upload'
import type { ApplicationDocument } from './get-documents'
import { applicationKeys, fillPath } from './keys'

export interface UploadDocumentInput {
  origin: CreditProduct
  id: number
  kind: DocumentKind
  file: File
  onProgress?: (percent: number) => void
}

/** POST .../documents as multipart (field `kind`, then `file`), with upload progress in percent. */
export function uploadDocument({ origin, id, kind, file, onProgress }: UploadDocumentInput) {
  return uploadForm<ApplicationDocument>(
    fillPath(applicationPaths.documents, { origin, id }),
    [
      ['kind', kind],
      ['file', file],
    ],
    onProgress && ((fraction) => onProgress(Math.round(fraction * 100))),
  )
}

export function useUploadDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (_document, input) =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.item(input.origin, input.id) }),
  })
}
