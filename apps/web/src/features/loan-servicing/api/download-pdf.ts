import { refreshSession } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { session } from '../../../lib/session'

/**
 * Downloads a PDF the API answers with the bearer token (the JSON client reads no binary answers), saved as
 * `fileName`: the statement and the welcome letter.
 */
export async function downloadPdf(path: string, fileName: string) {
  const authorised = (token: string | undefined) =>
    fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  const token = session.getAccessToken()
  let response = await authorised(token)
  // An expired access token: refresh once, as the API client does.
  if (response.status === 401 && token) response = await authorised((await refreshSession()) ?? undefined)
  if (!response.ok) throw new HttpError(response.status, null)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
