import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoicePaths } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { generatePath } from 'react-router'
import { downloadAttachment } from '../../../lib/download-file'
import { invoiceKeys } from './keys'

/**
 * GET /api/apps/invoice/:id/pdf?lang= with the bearer token, offered as a download (a Draft becomes
 * Downloaded). The PDF is printed in the screen's language (Arabic screens get English, see the API).
 */
export async function downloadInvoicePdf(id: number, language: string) {
  const url = `${generatePath(invoicePaths.pdf, { id: String(id) })}?${new URLSearchParams({ lang: language })}`
  await downloadAttachment(url, `factura-${id}.pdf`)
}

export function useDownloadInvoicePdf() {
  const client = useQueryClient()
  const { i18n } = useTranslation()
  return useMutation({
    mutationFn: (id: number) => downloadInvoicePdf(id, i18n.language),
    // The status may have moved (Draft → Downloaded).
    onSuccess: (_, id) =>
      Promise.all([
        client.invalidateQueries({ queryKey: invoiceKeys.detail(id) }),
        client.invalidateQueries({ queryKey: invoiceKeys.lists }),
      ]),
  })
}
