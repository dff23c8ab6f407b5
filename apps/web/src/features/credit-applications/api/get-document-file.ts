import { applicationPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { refreshSession } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { session } from '../../../lib/session'

/** GET .../documents/:documentId/file as a blob, with the bearer token (for previews and downloads). */
export async function getDocumentFile(origin: CreditProduct, id: number, documentId: number): Promise<Blob> {
  const url = generatePath(applicationPaths.documentFile, {
    origin,
    id: String(id),
    documentId: String(documentId),
  })
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
