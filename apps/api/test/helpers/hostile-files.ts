import { Readable } from 'node:stream'
import yazl from 'yazl'

/**
 * Hostile spreadsheets for the import's reader (issue 31): ZIP archives and workbook parts written from
 * scratch, so each can break one rule of the format at a time.
 */

/** A ZIP of the given entries (a Readable entry is streamed, for contents too large to hold). */
export async function zipOf(entries: Record<string, string | Buffer | (() => Readable)>): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (const [name, content] of Object.entries(entries)) {
    if (typeof content === 'function') zip.addReadStream(content(), name)
    else zip.addBuffer(Buffer.from(content), name)
  }
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/** The parts of a one-sheet workbook around the given sheet XML (and shared strings, when given). */
export function workbookParts(
  sheet: string | (() => Readable),
  sharedStrings?: string | (() => Readable),
): Record<string, string | (() => Readable)> {
  return {
    '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': sheet,
    ...(sharedStrings !== undefined && { 'xl/sharedStrings.xml': sharedStrings }),
  }
}

/** A sheet XML of the given rows of inline strings. */
export const sheetXml = (rows: string[][], extra = '') =>
  `<?xml version="1.0"?>${extra}<worksheet xmlns="${MAIN}"><sheetData>` +
  rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">` +
        cells.map((text) => `<c t="inlineStr"><is><t>${text}</t></is></c>`).join('') +
        '</row>',
    )
    .join('') +
  '</sheetData></worksheet>'

/** A stream of `total` bytes of spaces (valid XML whitespace), a megabyte at a time: a bomb's payload. */
export const spaces = (total: number) => () =>
  Readable.from(
    (function* () {
      const chunk = Buffer.alloc(1024 * 1024, 0x20)
      for (let left = total; left > 0; left -= chunk.length)
        yield chunk.subarray(0, Math.min(left, chunk.length))
    })(),
  )

/** A sheet whose whitespace inflates to `bytes`: a few hundred kilobytes on disk. */
export const bombWorkbook = (bytes: number) =>
  zipOf(
    workbookParts(() =>
      Readable.from(
        (async function* () {
          yield Buffer.from(`<worksheet xmlns="${MAIN}"><sheetData>`)
          for await (const chunk of spaces(bytes)()) yield chunk as Buffer
          yield Buffer.from('</sheetData></worksheet>')
        })(),
      ),
    ),
  )

/**
 * The same archive with the central directory's uncompressed size of `entry` set to `size` (the local header
 * is left as it was): a directory that lies about what an entry inflates to.
 */
export function lieAboutSize(zip: Buffer, entry: string, size: number): Buffer {
  const patched = Buffer.from(zip)
  const name = Buffer.from(entry)
  const signature = Buffer.from('PK\x01\x02', 'latin1')
  for (let at = patched.indexOf(signature); at !== -1; at = patched.indexOf(signature, at + 46)) {
    const nameLength = patched.readUInt16LE(at + 28)
    if (patched.subarray(at + 46, at + 46 + nameLength).equals(name)) {
      patched.writeUInt32LE(size, at + 24)
      return patched
    }
  }
  throw new Error(`no entry ${entry}`)
}

/** The "billion laughs" entity expansion, in a sheet (a reader that expands entities runs out of memory). */
export const laughs =
  '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
  '<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">' +
  '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>'
