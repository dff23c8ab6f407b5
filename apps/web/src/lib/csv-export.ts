import {
  EXPORT_ROWS_CAPPED_HEADER,
  EXPORT_ROWS_HEADER,
  xlsxExportPath,
  type CsvExportLabels,
  type ExportFormat,
} from '@mesa/contracts'
import { refreshSession } from './api-client'
import { isApiError } from './guards'
import { HttpError } from './http'
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

/** How far the export under way is: rows received (CSV) or bytes (XLSX), against the rows the list counted. */
export interface ExportProgress {
  format: ExportFormat
  expectedRows: number
  /** The count is a lower bound (the list stopped counting): the progress is shown without an end. */
  capped: boolean
  rows: number
  bytes: number
}

let current: ExportProgress | null = null
const listeners = new Set<() => void>()
const publish = (next: ExportProgress | null) => {
  current = next
  listeners.forEach((listener) => listener())
}
/** The export under way, for the list's export button (one export at a time per page). */
export const exportProgress = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

const fetchExport = (url: string, token: string | undefined) =>
  fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })

/** The export's bytes, read as they stream in, publishing the progress (CSV: one row per line end). */
async function streamExport(url: string, format: ExportFormat): Promise<Blob> {
  const token = session.getAccessToken()
  let response = await fetchExport(url, token)
  if (response.status === 401 && token) {
    const fresh = await refreshSession()
    if (fresh) response = await fetchExport(url, fresh)
  }
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null)
    throw new HttpError(response.status, isApiError(body) ? body : null)
  }
  const progress: ExportProgress = {
    format,
    expectedRows: Number(response.headers.get(EXPORT_ROWS_HEADER) ?? 0),
    capped: response.headers.get(EXPORT_ROWS_CAPPED_HEADER) === 'true',
    rows: 0,
    bytes: 0,
  }
  const chunks: Uint8Array[] = []
  const reader = response.body.getReader()
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks.push(next.value)
      progress.bytes += next.value.length
      // The header line is not a row; a quoted cell holding a line end counts twice (a small overestimate).
      if (format === 'csv') for (const byte of next.value) if (byte === 10) progress.rows += 1
      publish({ ...progress, rows: Math.max(0, progress.rows - 1) })
    }
  } finally {
    publish(null)
  }
  return new Blob(chunks as BlobPart[], {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  })
}

function offer(blob: Blob, fileName: string) {
  const blobUrl = URL.createObjectURL(blob)
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
 * list at once; the progress against the rows the list counted is published as it arrives (`exportProgress`).
 * Headers and coded values are written in the person's language from `labels`.
 */
export async function downloadCsvExport(
  path: string,
  query: Query,
  labels: CsvExportLabels,
  fileName: string,
  format: ExportFormat = 'csv',
) {
  const searchParams = exportQuery(query, labels).toString()
  if (format === 'xlsx') {
    const blob = await streamExport(`${xlsxExportPath(path)}?${searchParams}`, 'xlsx')
    return offer(blob, fileName.replace(/\.csv$/, '') + '.xlsx')
  }
  // The server's answer starts with the byte order mark spreadsheet programs need for accents.
  offer(await streamExport(`${path}?${searchParams}`, 'csv'), fileName)
}
