import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { parse } from 'csv-parse'
import ExcelJS from 'exceljs'
import { IMPORT_MAX_CELL, IMPORT_MAX_COLUMNS } from '@mesa/contracts'
import { badRequest, HttpError } from '../../lib/http-errors'

/**
 * Reads an uploaded file as rows of texts, streaming: memory holds one chunk of the file and one row, so a
 * 100 000-row file costs no more than a small one. XLSX is recognised by its ZIP signature (whatever the
 * name says), anything else is read as CSV (UTF-8, comma, semicolon or tab, sniffed from the first line).
 * A file that is neither answers 400 `unreadable_file`; an empty one 400 `empty_file`.
 */
export async function* readRows(source: Readable): AsyncGenerator<string[]> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  let head = Buffer.alloc(0)
  // Enough of the file to tell XLSX from CSV and to see the CSV's first line.
  while (head.length < 64 * 1024 && !(head.length >= 4 && head.includes(10))) {
    const next = await iterator.next()
    if (next.done) break
    head = Buffer.concat([head, next.value])
  }
  if (head.length === 0) throw badRequest({ file: ['empty_file'] }, 'The file is empty')
  const rest = Readable.from(
    (async function* () {
      yield head
      for (;;) {
        const next = await iterator.next()
        if (next.done) return
        yield next.value
      }
    })(),
  )
  const isZip = head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
  try {
    if (isZip) yield* xlsxRows(rest)
    else yield* csvRows(rest, sniffDelimiter(head))
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw badRequest({ file: ['unreadable_file'] }, 'The file is not a readable CSV or XLSX')
  }
}

/**
 * Receives the whole upload onto local disk before it is read. Node's request timeout (30 s) runs until the
 * body's last byte arrives, so a file staged while it arrives is cut off (408) once staging takes longer;
 * and a file over the multipart limit arrives truncated, which is refused here (413) rather than staged in
 * part. Answers a reader of the received file and the removal of it (call it when staging ends).
 */
export async function receiveWhole(upload: Readable & { truncated?: boolean }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'mesa-import-'))
  const file = path.join(dir, 'upload')
  const remove = () => rm(dir, { recursive: true, force: true })
  try {
    await pipeline(upload, createWriteStream(file, { mode: 0o600 }))
  } catch (error) {
    await remove()
    throw error
  }
  if (upload.truncated) {
    await remove()
    throw new HttpError(413, 'The file is too large', { file: ['file_too_large'] })
  }
  return { read: () => createReadStream(file), remove }
}

/** The separator a spreadsheet program used: the one most frequent in the first line (Excel in es-MX uses `;`). */
function sniffDelimiter(head: Buffer): string {
  const firstLine = head.toString('utf8').split(/\r?\n/)[0] ?? ''
  const counts = [',', ';', '\t'].map((delimiter) => ({
    delimiter,
    count: firstLine.split(delimiter).length - 1,
  }))
  counts.sort((a, b) => b.count - a.count)
  return counts[0]!.count > 0 ? counts[0]!.delimiter : ','
}

const bounded = (cells: string[]) => {
  if (cells.length > IMPORT_MAX_COLUMNS) throw badRequest({ file: ['too_many:' + IMPORT_MAX_COLUMNS] })
  return cells.map((cell) => cell.slice(0, IMPORT_MAX_CELL + 1))
}

async function* csvRows(source: Readable, delimiter: string) {
  const parser = source.pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      // A runaway quoted field is a broken file, not a 50 MB cell.
      max_record_size: 256 * 1024,
    }),
  )
  for await (const record of parser as AsyncIterable<string[]>) yield bounded(record)
}

/** One cell's text: rich text joined, a formula's cached result (never the formula), dates as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value)
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim()
  if ('text' in value && typeof value.text === 'string') return value.text.trim()
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue)
  return ''
}

async function* xlsxRows(source: Readable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  })
  let sheets = 0
  for await (const worksheet of workbook) {
    sheets += 1
    // Only the first sheet is read; the others are walked past so the stream keeps flowing.
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      if (sheets > 1) continue
      const values = Array.isArray(row.values) ? row.values.slice(1) : []
      const cells = Array.from({ length: values.length }, (_, index) => cellText(values[index] ?? null))
      if (cells.some((cell) => cell !== '')) yield bounded(cells)
    }
  }
  if (sheets === 0) throw new Error('no worksheet')
}
