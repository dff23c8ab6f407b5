import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { pipeline as pipeStreams } from 'node:stream'
import { parse } from 'csv-parse'
import {
  IMPORT_MAX_CELL,
  IMPORT_MAX_CELLS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_UNPACKED_BYTES,
  fieldError,
} from '@mesa/contracts'
import { badRequest, HttpError } from '../../lib/http-errors'
import { readXlsxRows, XlsxLimitExceeded } from '../../lib/xlsx/xlsx-reader'
import { ZipBudgetExceeded } from '../../lib/xlsx/zip-entries'

/**
 * Reads a received file as rows of texts, streaming: memory holds one chunk of the file and one row, so a
 * 100 000-row file costs no more than a small one. XLSX is recognised by its ZIP signature (whatever the
 * name says), anything else is read as CSV (UTF-8, comma, semicolon or tab, sniffed from the first line).
 * A file that is neither answers 400 `unreadable_file`; an empty one 400 `empty_file`; a workbook past a
 * bound 413 (`unpacked_too_large`, `too_many_cells`) or 400 (`too_many` columns).
 *
 * The reader makes every stream it reads through and owns their errors: each is joined in one pipeline, so
 * a parser's failure destroys the file stream and is reported here as a 400, never as an unhandled event
 * that would stop the process (issue 31: a 12-byte CSV once did).
 */
export async function* readRows(file: string): AsyncGenerator<string[]> {
  const head = await headOf(file)
  if (head.length === 0) throw badRequest({ file: ['empty_file'] }, 'The file is empty')
  const isZip = head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
  try {
    if (isZip) yield* xlsxRows(file)
    else yield* csvRows(file, sniffDelimiter(head))
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw badRequest({ file: ['unreadable_file'] }, 'The file is not a readable CSV or XLSX')
  }
}

/** The first 64 KB: enough to tell XLSX from CSV and to see the CSV's first line. */
async function headOf(file: string) {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(64 * 1024)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * Receives the whole upload onto local disk before it is read. Node's request timeout (30 s) runs until the
 * body's last byte arrives, so a file staged while it arrives is cut off (408) once staging takes longer;
 * and a file over the multipart limit arrives truncated, which is refused here (413) rather than staged in
 * part. Answers the received file's path and the removal of it (call it when staging ends).
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
  return { file, remove }
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

const tooManyColumns = () =>
  badRequest({ file: [fieldError('too_many', IMPORT_MAX_COLUMNS)] }, 'Too many columns')

const bounded = (cells: string[]) => {
  if (cells.length > IMPORT_MAX_COLUMNS) throw tooManyColumns()
  return cells.map((cell) => cell.slice(0, IMPORT_MAX_CELL + 1))
}

async function* csvRows(file: string, delimiter: string) {
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    // A runaway quoted field is a broken file, not a 50 MB cell.
    max_record_size: 256 * 1024,
  })
  // One pipeline: an error on either side destroys both, and reaches the loop below through the parser
  // (its callback only swallows the echo of that same error, or the early stop of a refused file).
  pipeStreams(createReadStream(file), parser, () => undefined)
  for await (const record of parser as AsyncIterable<string[]>) yield bounded(record)
}

async function* xlsxRows(file: string) {
  try {
    for await (const cells of readXlsxRows(file, {
      maxInflatedBytes: IMPORT_MAX_UNPACKED_BYTES,
      maxCells: IMPORT_MAX_CELLS,
      maxColumns: IMPORT_MAX_COLUMNS,
      maxCellChars: IMPORT_MAX_CELL,
    }))
      yield bounded(cells)
  } catch (error) {
    if (
      error instanceof ZipBudgetExceeded ||
      (error instanceof XlsxLimitExceeded && error.limit !== 'columns')
    )
      throw workbookTooLarge(error)
    if (error instanceof XlsxLimitExceeded) throw tooManyColumns()
    throw error
  }
}

/** 413: the workbook unpacks to more than IMPORT_MAX_UNPACKED_BYTES or holds more than IMPORT_MAX_CELLS. */
function workbookTooLarge(error: ZipBudgetExceeded | XlsxLimitExceeded) {
  return error instanceof ZipBudgetExceeded || error.limit === 'inflated_bytes'
    ? new HttpError(413, 'The workbook unpacks to too many bytes', {
        file: [fieldError('unpacked_too_large', Math.round(IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024))],
      })
    : new HttpError(413, 'The workbook has too many cells', {
        file: [fieldError('too_many_cells', IMPORT_MAX_CELLS)],
      })
}
