import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoicePaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { refreshSession } from '../../../lib/api-client'
import { HttpError } from '../../../lib/http'
import { session } from '../../../lib/session'
import { invoiceKeys } from './keys'

const fetchPdf = (url: string, token: string | undefined) =>
  fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })

/** GET /api/apps/invoice/:id/pdf with the bearer token, offered as a download (a Draft becomes Downloaded). */
export async function downloadInvoicePdf(id: number) {
  const url = generatePath(invoicePaths.pdf, { id: String(id) })
  const token = session.getAccessToken()
  let response = await fetchPdf(url, token)
  if (response.status === 401 && token) {
    const fresh = await refreshSession()
    if (fresh) response = await fetchPdf(url, fresh)
  }
  if (!response.ok) throw new HttpError(response.status, null)
  const blobUrl = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = blobUrl
  link.download = `factura-${id}.pdf`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000)
}

export function useDownloadInvoicePdf() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: downloadInvoicePdf,
    // The status may have moved (Draft → Downloaded).
    onSuccess: (_, id) =>
      Promise.all([
        client.invalidateQueries({ queryKey: invoiceKeys.detail(id) }),
        client.invalidateQueries({ queryKey: invoiceKeys.lists }),
      ]),
  })
}
