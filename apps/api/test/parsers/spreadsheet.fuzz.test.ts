import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { IMPORT_MAX_CELL, IMPORT_MAX_COLUMNS } from '@mesa/contracts'
import { readRows } from '../../src/features/imports/file-reader'
import { HttpError } from '../../src/lib/http-errors'
import { readXlsxRows, XlsxLimitExceeded } from '../../src/lib/xlsx/xlsx-reader'
import { ZipBudgetExceeded } from '../../src/lib/xlsx/zip-entries'
import { sheetXml, workbookParts, zipOf } from '../helpers/hostile-files'
import { xlsxBytes } from '../helpers/import-files'

/*
 * Issue 31: every file parser gets generated hostile files. The import reader must answer rows or a coded
 * 400/413 (HttpError), never another error, never an unhandled one (Vitest fails the file on those), and must
 * hold its bounds. A few hundred cases per parser; no database.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'mesa-fuzz-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
let fileNumber = 0
const fileOf = (bytes: Buffer | string) => {
  const file = path.join(folder, `f${(fileNumber += 1)}`)
  writeFileSync(file, bytes)
  return file
}

/** Reads every row of the file through the import's reader: the rows, or the HttpError it answered. */
async function readAll(bytes: Buffer | string) {
  const rows: string[][] = []
  try {
    for await (const row of readRows(fileOf(bytes))) rows.push(row)
    return { rows }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    return { rows, refused: error }
  }
}

const expectBounded = (rows: string[][]) => {
  for (const row of rows) {
    expect(row.length).toBeLessThanOrEqual(IMPORT_MAX_COLUMNS)
    for (const cell of row) expect(cell.length).toBeLessThanOrEqual(IMPORT_MAX_CELL + 1)
  }
}

const expectCoded = (refused: HttpError | undefined) => {
  if (!refused) return
  expect([400, 413]).toContain(refused.statusCode)
  expect(refused.errors?.file?.length).toBe(1)
}

// The characters a CSV parser trips on, plus some text: quotes, separators, line ends, a BOM, NUL, surrogates.
const csvPiece = fc.oneof(
  fc.constantFrom('"', '""', ',', ';', '\t', '\n', '\r\n', '\r', '\uFEFF', '\u0000', '\ud800', 'é', ' '),
  fc.string({ maxLength: 8 }),
)
const csvText = fc.array(csvPiece, { maxLength: 200 }).map((pieces) => pieces.join(''))

describe('the CSV reader under generated hostile files', () => {
  it('answers rows within bounds or a coded 400, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(csvText, async (text) => {
        const { rows, refused } = await readAll(text)
        expectBounded(rows)
        expectCoded(refused)
      }),
      { numRuns: 300 },
    )
  })

  it('refuses a row wider than the column limit, whatever rows follow it', async () => {
    // Rows without quotes: a broken quote after the wide row may be the refusal's reason instead.
    const plainRows = fc
      .array(fc.constantFrom('a', 'b', ',', '\n', ' ', '1'), { maxLength: 100 })
      .map((pieces) => pieces.join(''))
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: IMPORT_MAX_COLUMNS + 1, max: 400 }),
        plainRows,
        async (width, tail) => {
          const { refused } = await readAll(`${'a,'.repeat(width - 1)}a\n${tail}`)
          expect(refused?.errors?.file).toEqual([`too_many:${IMPORT_MAX_COLUMNS}`])
        },
      ),
      { numRuns: 50 },
    )
  })
})

// Fragments of sheet XML, well and badly formed: what a crafted workbook puts where the rows go.
const xmlPiece = fc.oneof(
  fc.constantFrom(
    '<row>',
    '</row>',
    '<row r="999999">',
    '<c>',
    '</c>',
    '<c r="B1" t="s"><v>0</v></c>',
    '<c r="ZZZ9" t="s"><v>99999</v></c>',
    '<c r="A1" t="s"><v>-1</v></c>',
    '<c t="inlineStr"><is><t>texto</t></is></c>',
    '<c t="inlineStr"><is><r><t>a</t></r><r><t>b</t></r></is></c>',
    '<c t="b"><v>1</v></c>',
    '<c t="e"><v>#N/A</v></c>',
    '<c t="d"><v>2024-02-30T00:00:00</v></c>',
    '<c><f>SUM(A1:A9)</f><v>3.5</v></c>',
    '<c><v>1e400</v></c>',
    '<c r="AAAA1"/>',
    '<![CDATA[<row>]]>',
    '<!-- comment -->',
    '&amp;',
    '&lol;',
    '&#0;',
    '&#x1F600;',
    '<?pi x?>',
    '<x:c xmlns:x="urn:x"><x:v>7</x:v></x:c>',
  ),
  fc.string({ maxLength: 6 }),
)
const sheetBody = fc.array(xmlPiece, { maxLength: 60 }).map((pieces) => pieces.join(''))
const sharedStrings = fc
  .array(fc.oneof(fc.string({ maxLength: 10 }), fc.constant('<t>&lt;=cmd</t>')), { maxLength: 5 })
  .map((texts) => `<sst>${texts.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`)

describe('the XLSX reader under generated hostile workbooks', () => {
  it('answers rows within bounds or a coded 400/413 for crafted sheet XML', async () => {
    await fc.assert(
      fc.asyncProperty(sheetBody, fc.option(sharedStrings), async (body, strings) => {
        const bytes = await zipOf(
          workbookParts(`<worksheet><sheetData>${body}</sheetData></worksheet>`, strings ?? undefined),
        )
        const { rows, refused } = await readAll(bytes)
        expectBounded(rows)
        expectCoded(refused)
      }),
      { numRuns: 300 },
    )
  })

  it('answers rows or a coded 400 for a valid workbook with bytes flipped or cut off', async () => {
    const valid = xlsxBytes([
      ['curp', 'nombre', 'monto'],
      ['XEXX010101HNEXXXA4', 'Ana', '250000'],
      ['XEXX010101MNEXXXA8', 'Eva', '=1+1'],
    ])
    const damage = fc.oneof(
      fc.record({
        kind: fc.constant('flip' as const),
        at: fc.nat({ max: valid.length - 1 }),
        value: fc.integer({ min: 0, max: 255 }),
      }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.integer({ min: 4, max: valid.length - 1 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(damage, { minLength: 1, maxLength: 8 }), async (damages) => {
        let bytes = Buffer.from(valid)
        for (const change of damages) {
          if (change.kind === 'cut') bytes = bytes.subarray(0, Math.min(change.at, bytes.length))
          else if (change.at < bytes.length) bytes[change.at] = change.value
        }
        const { rows, refused } = await readAll(bytes)
        expectBounded(rows)
        expectCoded(refused)
      }),
      { numRuns: 300 },
    )
  })

  it('stops at its limits: inflated bytes, cells and columns, whatever the sheet holds', async () => {
    const limits = { maxInflatedBytes: 4_000, maxCells: 30, maxColumns: 5, maxCellChars: 10 }
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.string({ maxLength: 40 }), { maxLength: 8 }), { maxLength: 20 }),
        async (grid) => {
          const escaped = grid.map((row) => row.map((text) => text.replace(/[<&>]/g, '')))
          const file = fileOf(await zipOf(workbookParts(sheetXml(escaped))))
          const cells = escaped.reduce((sum, row) => sum + row.length, 0)
          const widest = Math.max(0, ...escaped.map((row) => row.length))
          let error: unknown = null
          const rows: string[][] = []
          try {
            for await (const row of readXlsxRows(file, limits)) rows.push(row)
          } catch (caught) {
            error = caught
          }
          if (error === null) {
            expect(cells).toBeLessThanOrEqual(limits.maxCells)
            expect(widest).toBeLessThanOrEqual(limits.maxColumns)
            for (const row of rows) for (const cell of row) expect(cell.length).toBeLessThanOrEqual(11)
          } else expect(error instanceof XlsxLimitExceeded || error instanceof ZipBudgetExceeded).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })
})
