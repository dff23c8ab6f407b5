import { fieldError } from '@mesa/contracts'
import { badRequest } from '../../lib/http-errors'

/**
 * The list files' layouts (docs/compliance.md, "The lists"), read into entries. Pure: rows of texts in,
 * entries out, with the rows left out counted.
 *
 * - UIF Lista de Personas Bloqueadas and the PEP list: a header row naming the columns (any case, accents
 *   and spaces ignored); ID and NOMBRE required. The UIF publishes no machine-readable layout we could check
 *   offline: the columns are those its published notices give of each person (name, RFC, CURP, date of
 *   birth, aliases), documented in docs/compliance.md.
 * - OFAC sdn.csv: no header, 12 columns (ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type,
 *   Tonnage, GRT, Vess_flag, Vess_owner, Remarks), "-0-" for an empty field; alt.csv: ent_num, alt_num,
 *   alt_type, alt_name, alt_remarks (OFAC's dat_spec.txt). Vessels and aircraft are not persons: skipped.
 */
export interface ParsedEntry {
  externalId: string
  primaryName: string
  entityType: 'person' | 'entity'
  aliases: string[]
  birthDates: string[]
  rfc: string | null
  curp: string | null
  detail: string
}

export interface ParsedList {
  entries: ParsedEntry[]
  skipped: number
}

const headerKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')

const months: Record<string, string> = {
  JAN: '01',
  FEB: '02',
  MAR: '03',
  APR: '04',
  MAY: '05',
  JUN: '06',
  JUL: '07',
  AUG: '08',
  SEP: '09',
  OCT: '10',
  NOV: '11',
  DEC: '12',
}

/** A date written DD/MM/YYYY, YYYY-MM-DD or "12 Jan 1960" as YYYY-MM-DD; anything else (a year alone) null. */
export function isoDate(text: string): string | null {
  const value = text.trim()
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (match) return value
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value)
  if (match) return `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`
  match = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/.exec(value)
  const month = match && months[match[2]!.toUpperCase()]
  if (match && month) return `${match[3]}-${month}-${match[1]!.padStart(2, '0')}`
  return null
}

const blank = (value: string | undefined) => {
  const text = (value ?? '').trim()
  return text === '' || text === '-0-' ? '' : text
}

/** A headed list (UIF or PEP): each row by its column names; missing required columns → 400 naming them. */
function headedRows(rows: string[][], required: string[], field: string) {
  const [header, ...body] = rows
  if (!header) throw badRequest({ [field]: [fieldError('empty_file')] })
  const keys = header.map(headerKey)
  const missing = required.filter((column) => !keys.includes(column))
  if (missing.length > 0)
    throw badRequest(
      { [field]: missing.map((column) => fieldError('missing_column', column)) },
      `The file lacks the columns ${missing.join(', ')}`,
    )
  return body.map((row) => (column: string) => {
    const at = keys.indexOf(column)
    return at === -1 ? '' : blank(row[at])
  })
}

const splitAliases = (text: string) =>
  text
    .split(/[;|]/)
    .map((alias) => alias.trim())
    .filter(Boolean)

/**
 * The UIF's blocked persons (our documented layout): ID, NOMBRE, TIPO_PERSONA, RFC, CURP, FECHA_NACIMIENTO,
 * ALIAS, MOTIVO (FECHA_INCLUSION is read by people, not kept).
 */
export function parseUifList(rows: string[][], field = 'file'): ParsedList {
  return headedList(rows, field, (cell) => ({
    entityType: /MORAL/i.test(cell('TIPO_PERSONA')) ? 'entity' : 'person',
    // The reason only: the inclusion date is the list's text, not a date the screens would write in Mexican style.
    detail: cell('MOTIVO'),
  }))
}

/** Politically exposed persons: ID, NOMBRE, CARGO, DEPENDENCIA, FECHA_NACIMIENTO, RFC, CURP, ALIAS. */
export function parsePepList(rows: string[][], field = 'file'): ParsedList {
  return headedList(rows, field, (cell) => ({
    entityType: 'person',
    detail: [cell('CARGO'), cell('DEPENDENCIA')].filter(Boolean).join(' · '),
  }))
}

function headedList(
  rows: string[][],
  field: string,
  extra: (cell: (column: string) => string) => Pick<ParsedEntry, 'entityType' | 'detail'>,
): ParsedList {
  const entries: ParsedEntry[] = []
  let skipped = 0
  for (const cell of headedRows(rows, ['ID', 'NOMBRE'], field)) {
    if (!cell('ID') || !cell('NOMBRE')) {
      skipped++
      continue
    }
    const birthDate = isoDate(cell('FECHA_NACIMIENTO'))
    entries.push({
      externalId: cell('ID'),
      primaryName: cell('NOMBRE'),
      aliases: splitAliases(cell('ALIAS')),
      birthDates: birthDate ? [birthDate] : [],
      rfc: cell('RFC') || null,
      curp: cell('CURP') || null,
      ...extra(cell),
    })
  }
  return { entries, skipped }
}

const OFAC_COLUMNS = 12
const OFAC_ALT_COLUMNS = 5

/** OFAC's Remarks carry dates of birth ("DOB 12 Jan 1960; alt. DOB 13 Jan 1960") and Mexican RFC and CURP. */
function remarksOf(remarks: string) {
  const birthDates = [...remarks.matchAll(/DOB (\d{1,2} [A-Za-z]{3} \d{4})/g)]
    .map((found) => isoDate(found[1]!))
    .filter((date): date is string => date !== null)
  const rfc = /R\.F\.C\. ([A-Z&Ñ0-9]{12,13})/.exec(remarks)?.[1] ?? null
  const curp = /C\.U\.R\.P\. ([A-Z0-9]{18})/.exec(remarks)?.[1] ?? null
  return { birthDates, rfc, curp }
}

/** OFAC's sdn.csv and alt.csv (aliases), joined by ent_num. */
export function parseOfacSdn(sdnRows: string[][], altRows: string[][] = []): ParsedList {
  if (sdnRows.length > 0 && sdnRows.every((row) => row.length < OFAC_COLUMNS))
    throw badRequest(
      { file: [fieldError('missing_column', 'Remarks')] },
      'sdn.csv has 12 columns per row (ent_num … Remarks)',
    )
  if (altRows.length > 0 && altRows.every((row) => row.length < OFAC_ALT_COLUMNS - 1))
    throw badRequest(
      { aliases: [fieldError('missing_column', 'alt_name')] },
      'alt.csv has 5 columns per row (ent_num, alt_num, alt_type, alt_name, alt_remarks)',
    )
  const aliases = new Map<string, string[]>()
  for (const [entNum, , , altName] of altRows) {
    const name = blank(altName)
    if (!entNum || !name) continue
    aliases.set(entNum.trim(), [...(aliases.get(entNum.trim()) ?? []), name])
  }
  const entries: ParsedEntry[] = []
  let skipped = 0
  for (const row of sdnRows) {
    const [entNum, name, type, program, title] = row.map(blank)
    // The file ends with a line holding an end-of-file mark (0x1A) on its own.
    if (!entNum || !/^\d+$/.test(entNum) || !name) {
      skipped++
      continue
    }
    if (type === 'vessel' || type === 'aircraft') {
      skipped++
      continue
    }
    entries.push({
      externalId: entNum,
      primaryName: name,
      entityType: type === 'individual' ? 'person' : 'entity',
      aliases: aliases.get(entNum) ?? [],
      ...remarksOf(blank(row[11])),
      detail: [program, title].filter(Boolean).join(' · '),
    })
  }
  return { entries, skipped }
}
