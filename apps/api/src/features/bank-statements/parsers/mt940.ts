import { centsOf } from './amounts'
import { isoDate } from './dates'
import {
  STATEMENT_CURRENCY,
  tidy,
  type LineProblem,
  type ParsedLine,
  type ParseResult,
} from './statement-line'

/** A tag of the message and the file line it starts on; continuation lines are joined with a newline. */
interface Field {
  tag: string
  value: string
  lineNo: number
}

/**
 * SWIFT MT940 (Customer Statement Message). A file holds one or more messages, each opening with :20:
 * (transaction reference) and carrying :25: (account), :28C: (statement number), :60F:/:60M: (opening
 * balance: C/D, YYMMDD, currency, amount), then per movement a :61: and its :86: narrative, and :62F:/:62M:
 * (closing balance). Block headers ({1:...}{4:) and the closing "-}" are skipped.
 */
export function parseMt940(text: string): ParseResult {
  const problems: LineProblem[] = []
  const statement = { format: 'mt940' as const, account: '', currency: '', lines: [] as ParsedLine[] }
  const fields = fieldsOf(text)
  if (!fields.some((field) => field.tag === '61' || field.tag === '20'))
    return { statement, problems: [{ lineNo: 0, code: 'invalid_format' }] }
  let currency = ''
  for (const [index, field] of fields.entries()) {
    if (field.tag === '25') statement.account ||= tidy(field.value)
    else if (field.tag === '60F' || field.tag === '60M') {
      currency = field.value.slice(7, 10)
      statement.currency ||= currency
      if (currency !== STATEMENT_CURRENCY)
        problems.push({ lineNo: field.lineNo, code: `wrong_currency:${currency}` })
    } else if (field.tag === '61') {
      const next = fields[index + 1]
      const narrative = next?.tag === '86' ? next.value : ''
      const line = movementOf(field, narrative)
      if (typeof line === 'string') problems.push({ lineNo: field.lineNo, code: line })
      else if (currency === STATEMENT_CURRENCY) statement.lines.push(line)
    }
  }
  if (!statement.currency) problems.push({ lineNo: 0, code: 'invalid_format' })
  return { statement, problems }
}

/** The message's fields in order, with the line each starts on. */
function fieldsOf(text: string): Field[] {
  const fields: Field[] = []
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/^\{4:/, '')
    const tag = /^:(\d{2}[A-Z]?):(.*)$/.exec(line)
    if (tag) fields.push({ tag: tag[1]!, value: tag[2]!, lineNo: index + 1 })
    else if (/^-\}?$/.test(line.trim()) || /^\{[1-5]:/.test(line)) return
    else if (fields.length > 0 && line.trim() !== '') fields.at(-1)!.value += `\n${line}`
  })
  return fields
}

/**
 * :61: value date YYMMDD, optional entry date MMDD, C / D / RC / RD (a reversal of a credit is money out),
 * an optional funds code letter, the amount with a decimal comma, the transaction type (a letter and three
 * characters, e.g. NTRF), the customer's reference up to "//", the bank's reference after it, and on the
 * next line the supplementary details.
 */
const LINE_61 =
  /^(\d{2})(\d{2})(\d{2})(\d{4})?(RC|RD|C|D)([A-Z])?(\d{1,12},\d{0,2})([A-Z][A-Z0-9]{3})([^/\n]{0,16})(?:\/\/([^\n]{0,16}))?(?:\n([\s\S]*))?$/

function movementOf(field: Field, narrative: string): ParsedLine | string {
  const match = LINE_61.exec(field.value)
  if (!match) return 'invalid_format'
  const [, yy, mm, dd, entry, mark, , amount, , customerRef, bankRef, details] = match
  const year = 2000 + Number(yy)
  const valueDate = isoDate(year, Number(mm), Number(dd))
  if (!valueDate) return 'invalid_date'
  let bookingDate = valueDate
  if (entry) {
    const [entryMonth, entryDay] = [Number(entry.slice(0, 2)), Number(entry.slice(2))]
    // The entry date carries no year: the value date's, or the next or previous one across a new year.
    const entryYear =
      Number(mm) === 12 && entryMonth === 1
        ? year + 1
        : Number(mm) === 1 && entryMonth === 12
          ? year - 1
          : year
    const booked = isoDate(entryYear, entryMonth, entryDay)
    if (!booked) return 'invalid_date'
    bookingDate = booked
  }
  const cents = centsOf(amount!, ',', '')
  if (cents === null || cents <= 0) return 'invalid_value'
  const story = narrativeOf(narrative)
  const ownReference = tidy(customerRef) === 'NONREF' ? '' : tidy(customerRef)
  return {
    lineNo: field.lineNo,
    bookingDate,
    valueDate,
    amountCents: cents,
    direction: mark === 'C' || mark === 'RD' ? 'credit' : 'debit',
    bankReference: tidy(bankRef),
    reference: tidy([ownReference, story.reference].filter(Boolean).join(' ')) || tidy(details),
    counterpartyName: story.name,
    counterpartyAccount: story.account,
    beneficiaryAccount: '',
  }
}

/**
 * The :86: narrative: structured with ?NN subfields (?20–?29 remittance, ?32–?33 the payer's name, ?31 its
 * account), or with /CODE/ fields (/REF/, /EREF/, /REMI/, /ORDP/ or /NAME/, /ACCT/ or /IBAN/), or free text
 * (all of it is the reference).
 */
export function narrativeOf(text: string) {
  const flat = text.replace(/\n/g, '')
  if (/^\d{3}\?\d{2}/.test(flat) || /^\?\d{2}/.test(flat)) {
    const sub = new Map<string, string>()
    for (const [, code, value] of flat.matchAll(/\?(\d{2})([^?]*)/g))
      sub.set(code!, (sub.get(code!) ?? '') + value)
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => sub.get(String(from + i)) ?? '').join('')
    return { reference: tidy(range(20, 29)), name: tidy(range(32, 33)), account: tidy(sub.get('31')) }
  }
  if (flat.startsWith('/')) {
    const codes = new Map<string, string>()
    for (const [, code, value] of flat.matchAll(/\/([A-Z]{2,4})\/((?:[^/]|\/\/)*)/g))
      codes.set(code!, tidy(value!.replace(/^\//, '')))
    const reference = ['REF', 'EREF', 'CREF', 'REMI'].map((code) => codes.get(code) ?? '').filter(Boolean)
    return {
      reference: tidy(reference.join(' ')),
      name: codes.get('NAME') ?? codes.get('ORDP') ?? '',
      account: codes.get('ACCT') ?? codes.get('IBAN') ?? '',
    }
  }
  return { reference: tidy(flat), name: '', account: '' }
}
