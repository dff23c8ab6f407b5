import { applicationPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { refreshSession } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { session } from '../../../lib/session'

/** GET .../documents/:documentId/file as a blob, with the bearer token (for previews and downloads). */
export const getDocumentFile = (origin: CreditProduct, id: number, documentId: number) =>
  getFileBlob(
    generatePath(applicationPaths.documentFile, { origin, id: String(id), documentId: String(documentId) }),
  )

/** Any file of the application (a document, a visit photo) as a blob, with the bearer token refreshed once on 401. */
export async function getFileBlob(url: string): Promise<Blob> {
  const load = (token: string | undefined) =>
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  let response = await load(session.getSnapshot().accessToken)
  if (response.status === 401) {
    const fresh = await refreshSession()
    if (fresh) response = await load(fresh)
  }
  if (!response.ok) throw new HttpError(response.status, null)
  return response.blob()
}
