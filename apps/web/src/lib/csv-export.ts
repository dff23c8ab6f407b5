import type { CsvExportLabels } from '@mesa/contracts'
import { api } from './api-client'
import { downloadText } from './csv'

type Query = Record<string, string | number | boolean | undefined | null>

/**
 * Downloads a list's CSV from its export endpoint: the server streams every row of the filtered list
 * (within the caller's scope) page by page, so the browser never asks for "all" rows of a list at once.
 * Headers and coded values are written in the person's language from `labels`.
 */
export async function downloadCsvExport(
  path: string,
  query: Query,
  labels: CsvExportLabels,
  fileName: string,
) {
  const searchParams: Record<string, string | number | boolean | undefined> = {}
  for (const [key, value] of Object.entries(query)) {
    // Paging is the list's; the export always writes every row.
    if (value !== null && value !== undefined && key !== 'page' && key !== 'itemsPerPage')
      searchParams[key] = value
  }
  searchParams.labels = JSON.stringify(labels)
  const text = await api.get<string>(path, { searchParams, responseType: 'text' })
  // Decoding the answer drops the server's byte order mark; spreadsheet programs need it for accents.
  downloadText(fileName, text.startsWith('\uFEFF') ? text : `\uFEFF${text}`)
}
