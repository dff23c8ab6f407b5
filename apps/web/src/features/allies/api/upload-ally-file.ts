import { useMutation, useQueryClient } from '@tanstack/react-query'
import { allyFileSchema, allyPaths, type AllyFile, type AllyFileKind } from '@mesa/contracts'
import { refreshSession } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { isApiError } from '../../../lib/guards'
import { session } from '../../../lib/session'
import { allyKeys, fillPath } from './keys'

export interface UploadInput {
  allyId: number
  kind: AllyFileKind
  file: File
  /** Called with the fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void
}

function send(input: UploadInput, token: string | undefined): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', fillPath(allyPaths.files, { id: input.allyId }))
    xhr.setRequestHeader('accept', 'application/json')
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        body = null
      }
      resolve({ status: xhr.status, body })
    }
    xhr.onerror = () => reject(new TypeError('Network error'))
    const form = new FormData()
    // The API reads `kind` before the file part.
    form.append('kind', input.kind)
    form.append('file', input.file, input.file.name)
    xhr.send(form)
  })
}

/**
 * POST /api/v1/allies/:id/files (multipart, `kind` then `file`) through XMLHttpRequest, whose upload
 * events report progress; a 401 refreshes the session once and sends again.
 */
export async function uploadAllyFile(input: UploadInput): Promise<AllyFile> {
  const token = session.getAccessToken()
  let answer = await send(input, token)
  if (answer.status === 401 && token) {
    const fresh = await refreshSession()
    if (fresh) answer = await send(input, fresh)
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new HttpError(answer.status, isApiError(answer.body) ? answer.body : null)
  }
  return allyFileSchema.parse(answer.body)
}

export function useUploadAllyFile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: uploadAllyFile,
    onSettled: (_file, _error, input) =>
      client.invalidateQueries({ queryKey: allyKeys.detail(input.allyId) }),
  })
}
