import { refreshSession } from './api-client'
import { isApiError } from './guards'
import { HttpError } from './http'
import { session } from './session'

/** A form part: text, or a file with its name. */
export type UploadPart = string | File

function send(
  url: string,
  parts: [string, UploadPart][],
  token: string | undefined,
  onProgress?: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.setRequestHeader('accept', 'application/json')
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    if (idempotencyKey) request.setRequestHeader('idempotency-key', idempotencyKey)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      let body: unknown = null
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null
      } catch {
        body = null
      }
      resolve({ status: request.status, body })
    }
    request.onerror = () => reject(new TypeError('Network error'))
    const form = new FormData()
    // Parts go in order: the API reads the fields it needs before the file.
    for (const [name, value] of parts) {
      if (typeof value === 'string') form.append(name, value)
      else form.append(name, value, value.name)
    }
    request.send(form)
  })
}

/**
 * POSTs a multipart form through XMLHttpRequest, whose upload events report progress (fetch reports
 * none), with the bearer token; a 401 refreshes the session once and sends again, like the shared client.
 */
export async function uploadForm<T>(
  url: string,
  parts: [string, UploadPart][],
  onProgress?: (fraction: number) => void,
  /** A key the API honours (a photo sent again from the phone after a lost answer is recorded once). */
  idempotencyKey?: string,
): Promise<T> {
  const token = session.getAccessToken()
  let answer = await send(url, parts, token, onProgress, idempotencyKey)
  if (answer.status === 401 && token) {
    const fresh = await refreshSession()
    if (fresh) answer = await send(url, parts, fresh, onProgress, idempotencyKey)
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new HttpError(answer.status, isApiError(answer.body) ? answer.body : null)
  }
  return answer.body as T
}
