import { xlsxExportPath, type CsvExportLabels, type ExportFormat } from '@mesa/contracts'
import { api, refreshSession } from './api-client'
import { downloadText } from './csv'
import { HttpError } from './http'
import { isApiError } from './guards'
import { session } from './session'

type Query = Record<string, string | number | boolean | undefined | null>

/** The list's filters as the export's query: paging is the list's; the export always writes every row. */
function exportQuery(query: Query, labels: CsvExportLabels) {
  const searchParams = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && key !== 'page' && key !== 'itemsPerPage')
      searchParams.set(key, String(value))
  }
  searchParams.set('labels', JSON.stringify(labels))
  return searchParams
}

/** GET with the bearer token (one refresh on 401), the answer offered as a file: the workbook is binary. */
async function downloadBinary(url: string, fileName: string) {
  const fetchWith = (token: string | undefined) =>
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  const token = session.getAccessToken()
  let response = await fetchWith(token)
  if (response.status === 401 && token) {
    const fresh = await refreshSession()
    if (fresh) response = await fetchWith(fresh)
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null)
    throw new HttpError(response.status, isApiError(body) ? body : null)
  }
  const blobUrl = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = blobUrl
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000)
}

/**
 * Downloads a list's export, CSV or XLSX, from its export endpoint: the server streams every row of the
 * filtered list (within the caller's scope) page by page, so the browser never asks for "all" rows of a
 * list at once. Headers and coded values are written in the person's language from `labels`.
 */
export async function downloadCsvExport(
  path: string,
  query: Query,
  labels: CsvExportLabels,
  fileName: string,
  format: ExportFormat = 'csv',
) {
  const searchParams = exportQuery(query, labels)
  if (format === 'xlsx') {
    const name = fileName.replace(/\.csv$/, '') + '.xlsx'
    return downloadBinary(`${xlsxExportPath(path)}?${searchParams.toString()}`, name)
  }
  const text = await api.get<string>(path, {
    searchParams: Object.fromEntries(searchParams),
    responseType: 'text',
  })
  // Decoding the answer drops the server's byte order mark; spreadsheet programs need it for accents.
  downloadText(fileName, text.startsWith('\uFEFF') ? text : `\uFEFF${text}`)
}
