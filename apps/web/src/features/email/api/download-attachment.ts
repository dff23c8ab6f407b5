import { refreshSession } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { session } from '../../../lib/session'

const fetchFile = (url: string, token: string | undefined) =>
  fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })

/** The bytes of an attachment (GET /api/v1/email/attachments/:id with the bearer token) as an object URL. */
export async function attachmentObjectUrl(url: string): Promise<string> {
  const token = session.getAccessToken()
  let response = await fetchFile(url, token)
  if (response.status === 401 && token) {
    const fresh = await refreshSession()
    if (fresh) response = await fetchFile(url, fresh)
  }
  if (!response.ok) throw new HttpError(response.status, null)
  return URL.createObjectURL(await response.blob())
}

/** Offers an attachment to the user as a download. */
export async function downloadAttachment(url: string, fileName: string) {
  const blobUrl = await attachmentObjectUrl(url)
  const link = document.createElement('a')
  link.href = blobUrl
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000)
}
