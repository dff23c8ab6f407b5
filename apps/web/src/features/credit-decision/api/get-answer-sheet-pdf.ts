import { creditDecisionPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { refreshSession } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { session } from '../../../lib/session'

/**
 * GET .../answer-sheet.pdf with the bearer token (a link would carry none), once more after a refresh when
 * the token expired; answers an object URL the caller opens and later revokes.
 */
export async function answerSheetPdfUrl(origin: CreditProduct, id: number): Promise<string> {
  const url = generatePath(creditDecisionPaths.answerSheetPdf, { origin, id: String(id) })
  let token = session.getAccessToken()
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    if (response.ok) return URL.createObjectURL(await response.blob())
    const fresh = response.status === 401 && attempt === 0 ? await refreshSession() : null
    if (!fresh) throw new HttpError(response.status, null)
    token = fresh
  }
}
