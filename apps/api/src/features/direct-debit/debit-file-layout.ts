import type { DebitAccountKind } from '@mesa/contracts'

/**
 * The team's documented direct-debit layout (docs/direct-debit.md): fixed-width records of 120 ASCII characters,
 * CRLF-separated, one header, one detail per debit, one trailer. Modelled on the interbank domiciliación files
 * (CECOBAN style); a bank's own layout is private, so a bank's adapter maps onto this one.
 */
export const RECORD_LENGTH = 120
export const EOL = '\r\n'

/** `C`: the lender's request (cargos); `R`: the bank's answer (respuesta), each detail with its result code. */
export type DebitFileKind = 'C' | 'R'

export interface DebitFileHeader {
  kind: DebitFileKind
  runId: number
  billingDate: string
  /** The file's sender: the lender's name in the request, the bank's in the answer. */
  sender: string
}

export interface DebitFileDetail {
  sequence: number
  reference: string
  accountKind: DebitAccountKind
  account: string
  amountCents: number
  holderName: string
  /** Blank in the request; `00` or a rejection code in the answer. */
  resultCode: string
}

export interface DebitFile {
  header: DebitFileHeader
  details: DebitFileDetail[]
}

/** A field: its name, 1-based start and width; numeric fields are right-aligned with zeros, text left with spaces. */
interface Field {
  name: string
  start: number
  width: number
  numeric: boolean
}
const field = (name: string, start: number, width: number, numeric = false): Field => ({
  name,
  start,
  width,
  numeric,
})

export const headerFields = [
  field('recordType', 1, 2, true),
  field('kind', 3, 1),
  field('runId', 4, 7, true),
  field('billingDate', 11, 8, true),
  field('currency', 19, 3),
  field('sender', 22, 40),
] as const
export const detailFields = [
  field('recordType', 1, 2, true),
  field('sequence', 3, 6, true),
  field('reference', 9, 10, true),
  field('accountType', 19, 2, true),
  field('account', 21, 20),
  field('amountCents', 41, 15, true),
  field('holderName', 56, 40),
  field('resultCode', 96, 2),
] as const
export const trailerFields = [
  field('recordType', 1, 2, true),
  field('recordCount', 3, 7, true),
  field('totalCents', 10, 18, true),
] as const

export const RECORD_TYPES = { header: '01', detail: '02', trailer: '09' } as const
/** The account type codes of the interbank files: 40 a CLABE, 03 a debit card. */
export const ACCOUNT_TYPES: Record<DebitAccountKind, string> = { clabe: '40', card: '03' }

/** Writes values into a record of RECORD_LENGTH; a value too wide for its field is a programming error. */
export function writeRecord(fields: readonly Field[], values: Record<string, string | number>): string {
  const record = Array.from({ length: RECORD_LENGTH }, () => ' ')
  for (const { name, start, width, numeric } of fields) {
    const raw = String(values[name] ?? '')
    const text = numeric ? raw.padStart(width, '0') : raw.padEnd(width, ' ')
    if (text.length !== width) throw new Error(`The ${name} field holds ${width} characters: ${raw}`)
    record.splice(start - 1, width, ...text)
  }
  return record.join('')
}

/** Reads a record's fields as text (text fields trimmed). */
export function readRecord(fields: readonly Field[], record: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const { name, start, width, numeric } of fields) {
    const text = record.slice(start - 1, start - 1 + width)
    values[name] = numeric ? text : text.trimEnd()
  }
  return values
}

/**
 * A holder's name as the file carries it: upper case, accents and Ñ folded to plain letters, anything else a
 * space, at most 40 characters (banks' files are ASCII).
 */
export function fileName40(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .&-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
}
