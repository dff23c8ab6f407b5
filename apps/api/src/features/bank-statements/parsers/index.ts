import { parseCamt053 } from './camt053'
import type { CsvLayout } from './csv-layouts'
import { parseCsvStatement } from './csv-statement'
import { parseMt940 } from './mt940'
import type { ParseResult } from './statement-line'

export { csvLayoutById, csvLayouts } from './csv-layouts'
export type { LineProblem, ParsedLine } from './statement-line'

/**
 * The file's text: UTF-8, else Windows-1252/Latin-1 (many Mexican banks still export their CSV in it, and
 * every byte sequence is valid there, so the accents come out right instead of refusing the file).
 */
export function statementText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/**
 * Reads a statement in whichever format it is: XML is camt.053; a SWIFT message (:20: and :61: tags, or a
 * {1: block) is MT940; anything else is a CSV in the given layout.
 */
export function parseStatement(text: string, layout: CsvLayout): ParseResult {
  const start = text.trimStart()
  if (start.startsWith('<')) return parseCamt053(text)
  if (start.startsWith('{1:') || /^:20:/m.test(text) || /^:61:/m.test(text)) return parseMt940(text)
  return parseCsvStatement(text, layout)
}
