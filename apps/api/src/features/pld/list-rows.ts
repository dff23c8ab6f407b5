import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { fieldError } from '@mesa/contracts'
import { badRequest, HttpError } from '../../lib/http-errors'
import { readXlsxRows } from '../../lib/xlsx/xlsx-reader'

/** Bounds a list workbook is read within (the UIF's list is a few hundred rows; OFAC's about 18 000). */
const XLSX_LIMITS = {
  maxInflatedBytes: 200 * 1024 * 1024,
  maxCells: 2_000_000,
  maxColumns: 60,
  maxCellChars: 20_000,
}

const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))

/** A list file's rows as texts: XLSX by its ZIP signature, anything else CSV (UTF-8, `,` `;` or tab). */
export async function readListRows(bytes: Buffer, field = 'file'): Promise<string[][]> {
  if (bytes.length === 0) throw badRequest({ [field]: [fieldError('empty_file')] }, 'The file is empty')
  try {
    return isZip(bytes) ? await xlsxRows(bytes) : csvRows(bytes)
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw badRequest({ [field]: [fieldError('unreadable_file')] }, 'The file is not a readable CSV or XLSX')
  }
}

function csvRows(bytes: Buffer): string[][] {
  const firstLine = bytes.subarray(0, 4096).toString('utf8').split(/\r?\n/)[0] ?? ''
  const delimiter =
    [',', ';', '\t']
      .map((candidate) => ({ candidate, count: firstLine.split(candidate).length - 1 }))
      .sort((a, b) => b.count - a.count)
      .find(({ count }) => count > 0)?.candidate ?? ','
  return parse(bytes, {
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][]
}

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mesa-pld-'))
  try {
    const file = path.join(dir, 'list.xlsx')
    await writeFile(file, bytes, { mode: 0o600 })
    const rows: string[][] = []
    for await (const row of readXlsxRows(file, XLSX_LIMITS)) rows.push(row)
    return rows
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
