import * as XLSX from '@e965/xlsx'
import { rfcCheckDigit } from '@mesa/contracts'

const BOUNDARY = '----mesa-import-boundary'

/** A multipart/form-data body with one file part `file`. */
export function fileUpload(name: string, bytes: Buffer | string) {
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  }
}

/** The n-th valid persona-moral RFC of a family (`IM` + a letter), distinct for n up to 435 455. */
export function sampleRfc(n: number, letter = 'P') {
  const homoclave = (n % 1296).toString(36).toUpperCase().padStart(2, '0')
  const day = Math.floor(n / 1296) % 336
  const body = `IM${letter}20${String(Math.floor(day / 28) + 1).padStart(2, '0')}${String((day % 28) + 1).padStart(2, '0')}${homoclave}`
  return body + rfcCheckDigit(body)
}

/** A CSV text from rows of cells (quoted where needed). */
export const csvText = (rows: string[][]) =>
  rows
    .map((cells) =>
      cells.map((cell) => (/[",\n;]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','),
    )
    .join('\r\n') + '\r\n'

export const ALLY_HEADERS = [
  'Nombre del aliado',
  'Razón social',
  'RFC',
  'Zona',
  'Región',
  'Tipo',
  'Estatus',
  'Activo',
  'Correo',
  'Teléfono',
  'Vendedor',
  'Supervisor',
]

/** A valid ally row under ALLY_HEADERS. */
export const allyRow = (n: number, overrides: Partial<Record<number, string>> = {}) => {
  const cells = [
    `Autos Importados ${n}`,
    `Autos Importados ${n} SA de CV`,
    sampleRfc(n),
    'Centro',
    'Puebla',
    'Agencia',
    'Pendiente',
    'sí',
    `contacto${n}@autos.mx`,
    '2221234567',
    'ventas@demo.com',
    'supervisor@demo.com',
  ]
  for (const [index, value] of Object.entries(overrides)) cells[Number(index)] = value!
  return cells
}

/**
 * The same rows as an XLSX workbook, written by SheetJS: another implementation than the API's own reader and
 * writer (lib/xlsx), so the tests check both against the format, not against each other.
 */
export function xlsxBytes(rows: string[][], sheetName = 'Aliados') {
  const workbook = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName)
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer
}

/** A workbook's first sheet read by SheetJS: its rows (cells as stored: numbers stay numbers) and its row count. */
export function readXlsx(bytes: Buffer) {
  const workbook = XLSX.read(bytes, { type: 'buffer' })
  const sheet = workbook.Sheets[workbook.SheetNames[0]!]!
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: true, defval: null })
  return { rows, rowCount: sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).e.r + 1 : 0, sheet }
}
