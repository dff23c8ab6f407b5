import { useMutation, useQueryClient } from '@tanstack/react-query'
import { applicationPaths, type CreditProduct, type DocumentKind } from '@mesa/contracts'
import { refreshSession } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { session } from '../../../lib/session'
import type { ApplicationDocument } from './get-documents'
import { applicationKeys, fillPath } from './keys'

export interface UploadDocumentInput {
  origin: CreditProduct
  id: number
  kind: DocumentKind
  file: File
  onProgress?: (percent: number) => void
}

function send(url: string, body: FormData, token: string | undefined, onProgress?: (p: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.setRequestHeader('accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      let parsed: unknown = null
      try {
        parsed = JSON.parse(request.responseText)
      } catch {
        parsed = null
      }
      resolve({ status: request.status, body: parsed })
    }
    request.onerror = () => reject(new TypeError('Network error'))
    request.send(body)
  })
}

/**
 * POST .../documents as multipart (field `kind`, then `file`), with upload progress: XMLHttpRequest,
 * since fetch reports none. A 401 refreshes the session once, like the shared client.
 */
export async function uploadDocument({ origin, id, kind, file, onProgress }: UploadDocumentInput) {
  const url = fillPath(applicationPaths.documents, { origin, id })
  const form = () => {
    const body = new FormData()
    body.append('kind', kind)
    body.append('file', file)
    return body
  }
  let answer = await send(url, form(), session.getSnapshot().accessToken, onProgress)
  if (answer.status === 401) {
    const fresh = await refreshSession()
    if (fresh) answer = await send(url, form(), fresh, onProgress)
  }
  if (answer.status >= 400) {
    const body = answer.body as { message?: string; errors?: Record<string, string[]> } | null
    throw new HttpError(answer.status, body?.message ? { message: body.message, errors: body.errors } : null)
  }
  return answer.body as ApplicationDocument
}

export function useUploadDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (_document, input) =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.item(input.origin, input.id) }),
  })
}
