import { xlsxExportPath, type CsvExportLabels, type ExportFormat } from '@mesa/contracts'
import { api } from './api-client'
import { downloadText } from './csv'
import { downloadAttachment } from './download-file'

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
    // The workbook is binary: fetched as a protected file (bearer token, one refresh on 401).
    return downloadAttachment(`${xlsxExportPath(path)}?${searchParams.toString()}`, name)
  }
  const text = await api.get<string>(path, {
    searchParams: Object.fromEntries(searchParams),
    responseType: 'text',
  })
  // Decoding the answer drops the server's byte order mark; spreadsheet programs need it for accents.
  downloadText(fileName, text.startsWith('\uFEFF') ? text : `\uFEFF${text}`)
}
