import { Readable } from 'node:stream'
import { MAX_EXPORT_ROWS, type CsvExportLabels } from '@mesa/contracts'
import { CSV_BOM, csvLine } from '../../lib/csv'

/** A column the server knows how to read from a list row; `coded` values go through the labels' `values`. */
export interface ExportColumn<Row> {
  key: string
  value: (row: Row) => string | number | boolean | null | undefined
  coded?: boolean
}

/** One page of the list, read with the list's own query (filters, sort and the caller's row scope). */
export type PageReader<Row> = (page: number, pageSize: number) => Promise<{ rows: Row[]; total: number }>

/** Rows per database read: small enough to keep memory flat, large enough to finish quickly. */
export const EXPORT_PAGE_SIZE = 500

/** The columns to write: those the labels name, in their order (unknown keys ignored), else all. */
function chosenColumns<Row>(columns: ExportColumn<Row>[], labels: CsvExportLabels | undefined) {
  if (!labels) return columns
  const byKey = new Map(columns.map((column) => [column.key, column]))
  const chosen = Object.keys(labels.headers).flatMap((key) => byKey.get(key) ?? [])
  return chosen.length > 0 ? chosen : columns
}

/**
 * The CSV as a stream read page by page: memory holds one page, never the whole list, and a slow
 * client slows the reads down (back-pressure) instead of piling rows up. Stops at MAX_EXPORT_ROWS.
 */
export function csvStream<Row>(
  columns: ExportColumn<Row>[],
  labels: CsvExportLabels | undefined,
  readPage: PageReader<Row>,
): Readable {
  const shown = chosenColumns(columns, labels)
  const text = (column: ExportColumn<Row>, row: Row) => {
    const raw = column.value(row)
    return column.coded ? (labels?.values[`${column.key}:${String(raw)}`] ?? raw) : raw
  }
  async function* lines() {
    yield CSV_BOM + csvLine(shown.map((column) => labels?.headers[column.key] ?? column.key))
    let written = 0
    for (let page = 1; written < MAX_EXPORT_ROWS; page++) {
      const { rows, total } = await readPage(page, EXPORT_PAGE_SIZE)
      for (const row of rows.slice(0, MAX_EXPORT_ROWS - written)) {
        yield csvLine(shown.map((column) => text(column, row)))
      }
      written += rows.length
      // Some lists answer page 1 again past the end: the total, not an empty page, ends the loop.
      if (rows.length < EXPORT_PAGE_SIZE || page * EXPORT_PAGE_SIZE >= total) break
    }
  }
  return Readable.from(lines())
}
