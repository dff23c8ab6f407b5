import { debitResultCodes, fieldError } from '@mesa/contracts'
import {
  ACCOUNT_TYPES,
  EOL,
  RECORD_LENGTH,
  RECORD_TYPES,
  detailFields,
  fileName40,
  headerFields,
  readRecord,
  trailerFields,
  writeRecord,
  type DebitFile,
  type DebitFileDetail,
} from './debit-file-layout'

/** Writes a debit file (request or answer) in the team's layout; the trailer counts and sums the details. */
export function buildDebitFile({ header, details }: DebitFile): string {
  const records = [
    writeRecord(headerFields, {
      recordType: RECORD_TYPES.header,
      kind: header.kind,
      runId: header.runId,
      billingDate: header.billingDate.replaceAll('-', ''),
      currency: 'MXN',
      sender: fileName40(header.sender),
    }),
    ...details.map((detail) =>
      writeRecord(detailFields, {
        recordType: RECORD_TYPES.detail,
        sequence: detail.sequence,
        reference: detail.reference,
        accountType: ACCOUNT_TYPES[detail.accountKind],
        account: detail.account,
        amountCents: detail.amountCents,
        holderName: fileName40(detail.holderName),
        resultCode: detail.resultCode,
      }),
    ),
    writeRecord(trailerFields, {
      recordType: RECORD_TYPES.trailer,
      recordCount: details.length,
      totalCents: details.reduce((total, detail) => total + detail.amountCents, 0),
    }),
  ]
  return records.join(EOL) + EOL
}

const NAMED_RECORDS = 50

/** What is wrong with a file, keyed as the API's 400 names it: `file`, `lines.<n>` or `trailer.<field>`. */
export type FileProblems = Record<string, string[]>

const digits = (text: string) => /^\d+$/.test(text)
const isoDate = (yyyymmdd: string) =>
  `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`
const realDate = (iso: string) => {
  const day = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso
}
const kindOfType = Object.fromEntries(
  Object.entries(ACCOUNT_TYPES).map(([kind, code]) => [code, kind]),
) as Record<string, DebitFileDetail['accountKind'] | undefined>

/** One detail record read, or the code of what is wrong with it. */
function readDetail(record: string, answer: boolean): DebitFileDetail | string {
  const values = readRecord(detailFields, record)
  if (![values.sequence, values.reference, values.amountCents].every((text) => digits(text!)))
    return 'invalid_value'
  const accountKind = kindOfType[values.accountType!]
  if (!accountKind || !/^\d{15,19}$/.test(values.account!)) return 'invalid_format'
  const resultCode = values.resultCode!
  if (answer && !(debitResultCodes as readonly string[]).includes(resultCode)) return 'invalid_choice'
  return {
    sequence: Number(values.sequence),
    reference: values.reference!,
    accountKind,
    account: values.account!,
    amountCents: Number(values.amountCents),
    holderName: values.holderName!,
    resultCode,
  }
}

/**
 * Reads a debit file of the given kind. Every wrong record is named by its line number (1-based); a trailer
 * whose count or total differs from the details names what the details add up to. A file with any problem
 * answers no file: the caller refuses it whole.
 */
export function parseDebitFile(
  text: string,
  kind: 'C' | 'R',
): { file: DebitFile; problems: null } | { file: null; problems: FileProblems } {
  const problems: FileProblems = {}
  // A wholly wrong file names its first NAMED_RECORDS records, not thousands.
  const add = (key: string, code: string) => {
    if (Object.keys(problems).length < NAMED_RECORDS || problems[key])
      problems[key] = [...(problems[key] ?? []), code]
  }
  const records = text.split(/\r?\n/)
  if (records.at(-1) === '') records.pop()
  if (records.length < 2) {
    add('file', 'invalid_format')
    return { file: null, problems }
  }
  const header = readRecord(headerFields, records[0]!)
  const billingDate = isoDate(header.billingDate!)
  if (records[0]!.length !== RECORD_LENGTH || header.recordType !== RECORD_TYPES.header)
    add('lines.1', 'invalid_format')
  else if (header.kind !== kind) add('lines.1', 'invalid_choice')
  else if (!digits(header.runId!)) add('lines.1', 'invalid_value')
  else if (!digits(header.billingDate!) || !realDate(billingDate)) add('lines.1', 'invalid_date')
  const last = records.length
  const trailer = readRecord(trailerFields, records[last - 1]!)
  const trailerRead =
    records[last - 1]!.length === RECORD_LENGTH &&
    trailer.recordType === RECORD_TYPES.trailer &&
    digits(trailer.recordCount!) &&
    digits(trailer.totalCents!)
  if (!trailerRead) add(`lines.${last}`, 'invalid_format')
  const details: DebitFileDetail[] = []
  records.slice(1, -1).forEach((record, index) => {
    const key = `lines.${index + 2}`
    if (record.length !== RECORD_LENGTH || !record.startsWith(RECORD_TYPES.detail))
      return add(key, 'invalid_format')
    const detail = readDetail(record, kind === 'R')
    if (typeof detail === 'string') add(key, detail)
    else details.push(detail)
  })
  if (trailerRead && Object.keys(problems).length === 0) {
    const total = details.reduce((sum, detail) => sum + detail.amountCents, 0)
    if (Number(trailer.recordCount) !== details.length)
      add('trailer.recordCount', fieldError('must_equal', details.length))
    if (Number(trailer.totalCents) !== total) add('trailer.totalCents', fieldError('must_equal', total))
  }
  if (Object.keys(problems).length > 0) return { file: null, problems }
  return {
    file: {
      header: { kind, runId: Number(header.runId), billingDate, sender: header.sender! },
      details,
    },
    problems: null,
  }
}
