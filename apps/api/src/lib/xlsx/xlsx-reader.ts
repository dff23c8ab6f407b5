import path from 'node:path'
import { SaxesParser, type SaxesTagPlain } from 'saxes'
import { openZipArchive, type ZipArchive } from './zip-entries'
import { columnIndexOf } from './xlsx-xml'

/**
 * Reads the first worksheet of an XLSX (Office Open XML, ECMA-376 part 1 §18) row by row, streaming: the ZIP
 * entry is inflated and parsed chunk by chunk (saxes, which expands no entity beyond XML's five), so memory
 * holds one chunk, the rows it completed and the shared strings (each cut to `maxCellChars`). Every cost a
 * hostile file can raise is bounded and named when exceeded (XlsxLimitExceeded): inflated bytes, cells,
 * columns and shared strings. Cells are texts: a shared or inline string, a formula's cached result (never
 * the formula), a number as written, booleans as true/false, an ISO date cell as YYYY-MM-DD.
 */
export interface XlsxLimits {
  /** Bytes the whole archive may inflate to (sheet, shared strings and workbook parts together). */
  maxInflatedBytes: number
  /** Cells (`<c>` elements, empty ones too) in the sheet. */
  maxCells: number
  /** The last column a cell may stand in (1-based). */
  maxColumns: number
  /** Characters kept of a cell; the rest is dropped. */
  maxCellChars: number
}

export type XlsxLimit = 'inflated_bytes' | 'cells' | 'columns'
export class XlsxLimitExceeded extends Error {
  constructor(readonly limit: XlsxLimit) {
    super(`The workbook exceeds the limit of ${limit}`)
  }
}

/** The workbook's small parts (workbook.xml, relationships) are read whole, up to this size. */
const MAX_PART_BYTES = 2 * 1024 * 1024

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/** Parses a whole (small) XML text, calling `onTag` for each opening tag. */
function eachTag(xml: string, onTag: (tag: SaxesTagPlain) => void) {
  const parser = new SaxesParser()
  parser.on('opentag', onTag)
  parser.write(xml).close()
}

/** A relationship target as a path inside the archive (relative to the part's folder, or absolute). */
const resolveTarget = (base: string, target: string) =>
  target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join(base, target))

/** The first sheet's part and the shared strings' part, from the workbook and its relationships. */
async function workbookParts(zip: ZipArchive) {
  const workbook = zip.entries.get('xl/workbook.xml')
  const rels = zip.entries.get('xl/_rels/workbook.xml.rels')
  if (!workbook) throw new Error('not a workbook')
  let firstSheetRel: string | undefined
  eachTag(await zip.text(workbook, MAX_PART_BYTES), (tag) => {
    if (localName(tag.name) !== 'sheet' || firstSheetRel !== undefined) return
    const id = Object.entries(tag.attributes).find(([name]) => localName(name) === 'id')
    firstSheetRel = id?.[1] ?? ''
  })
  const targets = new Map<string, string>()
  let sharedStrings = 'xl/sharedStrings.xml'
  if (rels)
    eachTag(await zip.text(rels, MAX_PART_BYTES), (tag) => {
      if (localName(tag.name) !== 'Relationship') return
      const target = resolveTarget('xl', tag.attributes.Target ?? '')
      targets.set(tag.attributes.Id ?? '', target)
      if ((tag.attributes.Type ?? '').endsWith('/sharedStrings')) sharedStrings = target
    })
  if (firstSheetRel === undefined) throw new Error('no worksheet')
  const sheet = targets.get(firstSheetRel) ?? 'xl/worksheets/sheet1.xml'
  return { sheet, sharedStrings }
}

/** Feeds an entry's inflated chunks to a SAX parser, yielding what `drain` collected after each chunk. */
async function* parseEntry<T>(
  chunks: AsyncIterable<Buffer>,
  parser: SaxesParser,
  drain: () => T[],
): AsyncGenerator<T> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  for await (const chunk of chunks) {
    parser.write(decoder.decode(chunk, { stream: true }))
    yield* drain()
  }
  parser.write(decoder.decode()).close()
  yield* drain()
}

/** The shared strings table: each `<si>`'s text (its runs joined, phonetic guides left out), cut to size. */
async function readSharedStrings(zip: ZipArchive, part: string, limits: XlsxLimits) {
  const entry = zip.entries.get(part)
  const strings: string[] = []
  if (!entry) return strings
  const parser = new SaxesParser()
  let current: string | null = null
  let inText = false
  let phonetic = 0
  parser.on('opentag', (tag) => {
    const name = localName(tag.name)
    if (name === 'si') current = ''
    else if (name === 'rPh') phonetic += 1
    else if (name === 't' && phonetic === 0) inText = true
  })
  parser.on('closetag', (tag) => {
    const name = localName(tag.name)
    if (name === 't') inText = false
    else if (name === 'rPh') phonetic -= 1
    else if (name === 'si' && current !== null) {
      if (strings.length >= limits.maxCells) throw new XlsxLimitExceeded('cells')
      strings.push(current)
      current = null
    }
  })
  parser.on('text', (text) => {
    if (inText && current !== null && current.length <= limits.maxCellChars)
      current = (current + text).slice(0, limits.maxCellChars + 1)
  })
  for await (const _ of parseEntry(zip.read(entry), parser, () => [])) void _
  return strings
}

/** The text of a finished cell, by its type attribute (ECMA-376 §18.18.11 ST_CellType). */
function cellText(type: string, value: string, inline: string, strings: string[]) {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? ''
    case 'inlineStr':
      return inline
    case 'str':
      return value
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : ''
    case 'e':
      return ''
    case 'd':
      return value.slice(0, 10)
    default: {
      if (value.trim() === '') return ''
      const number = Number(value)
      if (!Number.isFinite(number)) return value
      return Number.isInteger(number) ? number.toFixed(0) : String(number)
    }
  }
}

/**
 * The rows of the workbook at `file`'s first sheet, as arrays of trimmed texts (empty rows left out).
 * Throws XlsxLimitExceeded past a limit, and any other error for a file that is not a readable workbook.
 */
export async function* readXlsxRows(file: string, limits: XlsxLimits): AsyncGenerator<string[]> {
  const zip = await openZipArchive(file, limits.maxInflatedBytes)
  try {
    const parts = await workbookParts(zip)
    const sheet = zip.entries.get(parts.sheet)
    if (!sheet) throw new Error('no worksheet')
    const strings = await readSharedStrings(zip, parts.sharedStrings, limits)

    const parser = new SaxesParser()
    const done: string[][] = []
    let row: string[] | null = null
    let cells = 0
    let cell: { column: number; type: string; value: string; inline: string } | null = null
    let reading: 'value' | 'inline' | null = null
    let phonetic = 0
    const append = (text: string, current: string) =>
      current.length > limits.maxCellChars ? current : (current + text).slice(0, limits.maxCellChars + 1)
    parser.on('opentag', (tag) => {
      const name = localName(tag.name)
      if (name === 'row') row = []
      else if (name === 'c' && row) {
        cells += 1
        if (cells > limits.maxCells) throw new XlsxLimitExceeded('cells')
        const reference = tag.attributes.r
        const column = reference ? columnIndexOf(reference) : row.length
        if (column < 0 || column >= limits.maxColumns) throw new XlsxLimitExceeded('columns')
        cell = { column, type: tag.attributes.t ?? 'n', value: '', inline: '' }
      } else if (cell && name === 'v') reading = 'value'
      else if (cell && name === 'rPh') phonetic += 1
      else if (cell && name === 't' && phonetic === 0) reading = 'inline'
    })
    parser.on('text', (text) => {
      if (!cell || reading === null) return
      if (reading === 'value') cell.value = append(text, cell.value)
      else cell.inline = append(text, cell.inline)
    })
    parser.on('closetag', (tag) => {
      const name = localName(tag.name)
      if (name === 'v' || name === 't') reading = null
      else if (name === 'rPh') phonetic -= 1
      else if (name === 'c' && cell && row) {
        const text = cellText(cell.type, cell.value, cell.inline, strings).trim()
        while (row.length < cell.column) row.push('')
        row[cell.column] = text
        cell = null
      } else if (name === 'row' && row) {
        if (row.some((text) => text !== '')) done.push(row)
        row = null
      }
    })
    yield* parseEntry(zip.read(sheet), parser, () => done.splice(0))
  } finally {
    zip.close()
  }
}
