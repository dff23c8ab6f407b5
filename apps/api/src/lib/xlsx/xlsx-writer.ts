import { PassThrough, Readable } from 'node:stream'
import yazl from 'yazl'
import { columnName, xmlText } from './xlsx-xml'

/**
 * Writes a one-sheet XLSX (Office Open XML, ECMA-376 part 1) as a stream: the sheet's XML is produced row by
 * row as the rows arrive and deflated into the ZIP by yazl, so memory holds a few rows, never the workbook,
 * and a slow reader slows the rows down (back-pressure). Strings are inline (no shared-strings table to keep
 * in memory), numbers stay numbers, the first row is bold and frozen as the header.
 */
export type XlsxCell = string | number | boolean | null | undefined

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const TYPES = 'application/vnd.openxmlformats-officedocument.spreadsheetml'

/** Excel keeps at most this many characters in a cell. */
const MAX_CELL_CHARS = 32_767

const fixedParts = (sheetName: string): Record<string, string> => ({
  '[Content_Types].xml':
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/xl/workbook.xml" ContentType="${TYPES}.sheet.main+xml"/>` +
    `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPES}.worksheet+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="${TYPES}.styles+xml"/></Types>`,
  '_rels/.rels':
    `<Relationships xmlns="${RELS}"><Relationship Id="rId1" ` +
    `Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml':
    `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>` +
    `<sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels':
    `<Relationships xmlns="${RELS}">` +
    `<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`,
  // Style 0 is the default; style 1 is the header's bold font.
  'xl/styles.xml':
    `<styleSheet xmlns="${MAIN}">` +
    `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>` +
    `<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
    `<fills count="2"><fill><patternFill patternType="none"/></fill>` +
    `<fill><patternFill patternType="gray125"/></fill></fills>` +
    `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
    `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
    `<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
    `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>` +
    `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
})

/** One cell's XML, or '' for an empty one (left out, as spreadsheet programs do). */
function cellXml(cell: XlsxCell, reference: string, style: string): string {
  if (cell === null || cell === undefined || cell === '') return ''
  if (typeof cell === 'number' && Number.isFinite(cell))
    return `<c r="${reference}"${style}><v>${cell}</v></c>`
  if (typeof cell === 'boolean') return `<c r="${reference}"${style} t="b"><v>${cell ? 1 : 0}</v></c>`
  const text = xmlText(String(cell).slice(0, MAX_CELL_CHARS))
  return `<c r="${reference}"${style} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`
}

/** The sheet part: its head, one `<row>` per row as they come, its tail. */
async function* sheetXml(rows: AsyncIterable<XlsxCell[]>): AsyncGenerator<Buffer> {
  yield Buffer.from(
    XML_HEAD +
      `<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0">` +
      `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>` +
      `</sheetView></sheetViews><sheetData>`,
  )
  let number = 0
  let batch = ''
  for await (const cells of rows) {
    number += 1
    const style = number === 1 ? ' s="1"' : ''
    batch += `<row r="${number}">`
    cells.forEach((cell, index) => (batch += cellXml(cell, `${columnName(index)}${number}`, style)))
    batch += '</row>'
    // A few rows per chunk: fewer, larger writes into the deflater.
    if (batch.length >= 16 * 1024) {
      yield Buffer.from(batch)
      batch = ''
    }
  }
  yield Buffer.from(batch + '</sheetData></worksheet>')
}

/**
 * The workbook of `rows` (the first one is the header) as a readable stream. A failure while reading the rows
 * (the database went away) ends the stream with that error, which the HTTP layer reports by cutting the
 * answer short; it never escapes as an unhandled event.
 */
export function xlsxStream(rows: AsyncIterable<XlsxCell[]>, sheetName = 'Datos'): Readable {
  const zip = new yazl.ZipFile()
  const output = new PassThrough()
  const fail = (error: Error) => output.destroy(error)
  zip.on('error', fail)
  const mtime = new Date()
  for (const [name, xml] of Object.entries(fixedParts(sheetName)))
    zip.addBuffer(Buffer.from(XML_HEAD + xml), name, { mtime })
  const sheet = Readable.from(sheetXml(rows), { objectMode: false })
  sheet.on('error', fail)
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml', { mtime })
  zip.end()
  zip.outputStream.on('error', fail)
  zip.outputStream.pipe(output)
  // The client hung up: stop reading rows.
  output.on('close', () => {
    if (!sheet.destroyed) sheet.destroy()
  })
  return output
}
