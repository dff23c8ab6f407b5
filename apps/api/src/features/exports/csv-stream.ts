import { Readable } from 'node:stream'
import type { CsvExportLabels, ExportFormat } from '@mesa/contracts'
import { CSV_BOM, csvLine, formulaSafe } from '../../lib/csv'
import type { ListTotal } from '../../lib/paging'
import { xlsxStream } from '../../lib/xlsx/xlsx-writer'

/** A column the server knows how to read from a list row; `coded` values go through the labels' `values`. */
export interface ExportColumn<Row> {
  key: string
  value: (row: Row) => string | number | boolean | null | undefined
  coded?: boolean
}

/** One page of the list, read with the list's own query (filters, sort and the caller's row scope). */
type PageReader<Row> = (page: number, pageSize: number) => Promise<{ rows: Row[] } & ListTotal>

/** Rows per database read: small enough to keep memory flat, large enough to finish quickly. */
export const EXPORT_PAGE_SIZE = 500

type Cell = string | number | boolean | null | undefined

/** The columns to write: those the labels name, in their order (unknown keys ignored), else all. */
function chosenColumns<Row>(columns: ExportColumn<Row>[], labels: CsvExportLabels | undefined) {
  if (!labels) return columns
  const byKey = new Map(columns.map((column) => [column.key, column]))
  const chosen = Object.keys(labels.headers).flatMap((key) => byKey.get(key) ?? [])
  return chosen.length > 0 ? chosen : columns
}

/** A list to export: its header line, then its rows page by page, whatever the file format. */
export interface ListExport {
  /** The rows the list counted on its first page, before any byte is sent (`capped`: at least that many). */
  expected: { rows: number; capped: boolean }
  lines: () => AsyncGenerator<Cell[]>
  /** Rows written so far, and whether the last page was reached. */
  progress: () => { rows: number; complete: boolean }
}

/**
 * The list's lines read page by page: memory holds one page, never the whole list, and a slow client slows
 * the reads down (back-pressure) instead of piling rows up. Every row goes out, however many (issue 32: the
 * export once stopped silently at 50 000). The first page is read before answering, so its count can go out
 * in the answer's headers (the screens show progress against it) and in the export's audit event.
 */
export async function listExport<Row>(
  columns: ExportColumn<Row>[],
  labels: CsvExportLabels | undefined,
  readPage: PageReader<Row>,
): Promise<ListExport> {
  const shown = chosenColumns(columns, labels)
  const text = (column: ExportColumn<Row>, row: Row) => {
    const raw = column.value(row)
    return column.coded ? (labels?.values[`${column.key}:${String(raw)}`] ?? raw) : raw
  }
  const first = await readPage(1, EXPORT_PAGE_SIZE)
  let written = 0
  let complete = false
  async function* lines(): AsyncGenerator<Cell[]> {
    yield shown.map((column) => labels?.headers[column.key] ?? column.key)
    for (let page = 1, answer = first; ; answer = await readPage(++page, EXPORT_PAGE_SIZE)) {
      for (const row of answer.rows) {
        yield shown.map((column) => text(column, row))
        written += 1
      }
      // Some lists answer page 1 again past the end: the total, not an empty page, ends the loop (unless it
      // is a lower bound: a capped total means rows go on past it).
      const { rows, total, totalCapped } = answer
      if (rows.length < EXPORT_PAGE_SIZE || (!totalCapped && page * EXPORT_PAGE_SIZE >= total)) break
    }
    complete = true
  }
  return {
    expected: { rows: first.total, capped: first.totalCapped ?? false },
    lines,
    progress: () => ({ rows: written, complete }),
  }
}

/** The export as CSV (UTF-8 with a byte order mark, RFC 4180, formula-safe cells). */
function csvStream(source: ListExport): Readable {
  async function* text() {
    let first = true
    for await (const cells of source.lines()) {
      yield (first ? CSV_BOM : '') + csvLine(cells)
      first = false
    }
  }
  return Readable.from(text())
}

/**
 * The export as an XLSX workbook (lib/xlsx's streaming writer): each row is zipped and handed to the answer as
 * soon as it is read, so memory holds a page, not the workbook. Numbers stay numbers; text that a
 * spreadsheet would take for a formula is prefixed as in the CSV (OWASP).
 */
async function* safeCells(source: ListExport) {
  for await (const cells of source.lines())
    yield cells.map((cell) => (typeof cell === 'string' ? formulaSafe(cell) : cell))
}

/** The export in the format asked for. */
export const exportStream = (source: ListExport, format: ExportFormat) =>
  format === 'xlsx' ? xlsxStream(safeCells(source)) : csvStream(source)
