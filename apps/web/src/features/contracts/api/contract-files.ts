import { contractPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { refreshSession } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { session } from '../../../lib/session'

/**
 * A contract's PDF or signed scan fetched with the bearer token (a plain link carries none), once more after
 * a refresh when the token expired: a Blob the caller shows from an object URL and later revokes.
 */
export async function contractFileBlob(contractId: number, which: 'pdf' | 'signedScan'): Promise<Blob> {
  const url = generatePath(contractPaths[which], { contractId: String(contractId) })
  let token = session.getAccessToken()
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    if (response.ok) return response.blob()
    const fresh = response.status === 401 && attempt === 0 ? await refreshSession() : null
    if (!fresh) throw new HttpError(response.status, null)
    token = fresh
  }
}
