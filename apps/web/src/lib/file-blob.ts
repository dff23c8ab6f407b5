import { refreshSession } from './api-client'
import { HttpError } from './http'
import { session } from './session'

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
