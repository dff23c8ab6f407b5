import { useEffect, useState } from 'react'
import { refreshSession } from './api-client'
import { isApiError } from './guards'
import { HttpError } from './http'
import { session } from './session'

const fetchFile = (url: string, token: string | undefined) =>
  fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })

/**
 * The bytes of a protected file (a plain link or <img> carries no bearer token): GET with the token, once
 * more after a refresh when it expired; a refusal is an HttpError with the API's coded body when it sent one.
 */
export async function protectedBlob(url: string): Promise<Blob> {
  const token = session.getAccessToken()
  let response = await fetchFile(url, token)
  if (response.status === 401 && token) {
    const fresh = await refreshSession()
    if (fresh) response = await fetchFile(url, fresh)
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null)
    throw new HttpError(response.status, isApiError(body) ? body : null)
  }
  return response.blob()
}

/** The bytes of a protected file (an attachment's URL, fetched with the bearer token) as an object URL. */
export async function attachmentObjectUrl(url: string): Promise<string> {
  return URL.createObjectURL(await protectedBlob(url))
}

/** Offers a protected file (an attachment, a PDF, an export) to the user as a download. */
export async function downloadAttachment(url: string, fileName: string) {
  offerBlob(await protectedBlob(url), fileName)
}

/** Offers bytes the browser holds (made here, or fetched) as a file download. */
export function offerBlob(blob: Blob, fileName: string) {
  const blobUrl = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = blobUrl
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000)
}

/**
 * A protected image as an object URL for an <img> (which cannot send the bearer token); null while it
 * loads, when it fails or when there is no URL. Revoked when the URL changes or the component leaves.
 */
export function useProtectedObjectUrl(url: string | null | undefined): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!url) return
    let left = false
    let made: string | null = null
    attachmentObjectUrl(url)
      .then((created) => {
        made = created
        if (left) URL.revokeObjectURL(created)
        else setObjectUrl(created)
      })
      .catch(() => setObjectUrl(null))
    return () => {
      left = true
      if (made) URL.revokeObjectURL(made)
    }
  }, [url])
  return url ? objectUrl : null
}
