import { allyPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { refreshSession } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { session } from '../../../lib/session'

const fetchFile = (url: string, token: string | undefined) =>
  fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })

/** GET /api/v1/allies/:id/files/:fileId with the bearer token, offered to the user as a download. */
export async function downloadAllyFile(allyId: number, fileId: string, fileName: string) {
  const url = generatePath(allyPaths.file, { id: String(allyId), fileId })
  const token = session.getAccessToken()
  let response = await fetchFile(url, token)
  if (response.status === 401 && token) {
    const fresh = await refreshSession()
    if (fresh) response = await fetchFile(url, fresh)
  }
  if (!response.ok) throw new HttpError(response.status, null)
  const blobUrl = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = blobUrl
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000)
}
