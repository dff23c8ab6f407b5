import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { MAX_EXPORT_ROWS, type CsvExportLabels, type ExportFormat } from '@mesa/contracts'
import { CSV_BOM, csvLine, formulaSafe } from '../../lib/csv'
import type { ListTotal } from '../../lib/paging'

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
  lines: () => AsyncGenerator<Cell[]>
}

/**
 * The list's lines read page by page: memory holds one page, never the whole list, and a slow client slows
 * the reads down (back-pressure) instead of piling rows up. Stops at MAX_EXPORT_ROWS.
 */
export function listExport<Row>(
  columns: ExportColumn<Row>[],
  labels: CsvExportLabels | undefined,
  readPage: PageReader<Row>,
): ListExport {
  const shown = chosenColumns(columns, labels)
  const text = (column: ExportColumn<Row>, row: Row) => {
    const raw = column.value(row)
    return column.coded ? (labels?.values[`${column.key}:${String(raw)}`] ?? raw) : raw
  }
  async function* lines(): AsyncGenerator<Cell[]> {
    yield shown.map((column) => labels?.headers[column.key] ?? column.key)
    let written = 0
    for (let page = 1; written < MAX_EXPORT_ROWS; page++) {
      const { rows, total, totalCapped } = await readPage(page, EXPORT_PAGE_SIZE)
      for (const row of rows.slice(0, MAX_EXPORT_ROWS - written))
        yield shown.map((column) => text(column, row))
      written += rows.length
      // Some lists answer page 1 again past the end: the total, not an empty page, ends the loop (unless it
      // is a lower bound: a capped total means rows go on past it).
      if (rows.length < EXPORT_PAGE_SIZE || (!totalCapped && page * EXPORT_PAGE_SIZE >= total)) break
    }
  }
  return { lines }
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
 * The export as an XLSX workbook written by ExcelJS's streaming writer: each row is committed (zipped and
 * handed to the answer) as soon as it is read, so memory holds a page, not the workbook. Numbers stay
 * numbers; text that a spreadsheet would take for a formula is prefixed as in the CSV (OWASP).
 */
function xlsxStream(source: ListExport): Readable {
  const output = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: true,
  })
  const sheet = workbook.addWorksheet('Datos', { views: [{ state: 'frozen', ySplit: 1 }] })
  void (async () => {
    let first = true
    for await (const cells of source.lines()) {
      const row = sheet.addRow(
        cells.map((cell) => (typeof cell === 'string' ? formulaSafe(cell) : (cell ?? ''))),
      )
      if (first) row.font = { bold: true }
      first = false
      row.commit()
      // Let the zip drain before reading the next page when the client reads slowly.
      if (output.writableNeedDrain) await new Promise((resolve) => output.once('drain', resolve))
    }
    sheet.commit()
    await workbook.commit()
  })().catch((error: unknown) => output.destroy(error as Error))
  return output
}

/** The export in the format asked for. */
export const exportStream = (source: ListExport, format: ExportFormat) =>
  format === 'xlsx' ? xlsxStream(source) : csvStream(source)
