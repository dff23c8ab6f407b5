import { parse, type CsvError } from 'csv-parse/sync'
import { centsOf } from './amounts'
import type { CsvColumn, CsvLayout } from './csv-layouts'
import { dateOf } from './dates'
import {
  STATEMENT_CURRENCY,
  tidy,
  type LineProblem,
  type ParsedLine,
  type ParseResult,
} from './statement-line'

/** Header text compared without accents, case or extra spaces ("Fecha Operación" is "fecha operacion"). */
const headerKey = (text: string) => tidy(text).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** The column index of each mapped field: by position, or found in the header row (missing: a problem). */
function columnIndex(column: CsvColumn, header: string[] | null): number | null {
  if (typeof column === 'number') return column
  if (!header) return null
  const index = header.findIndex((cell) => headerKey(cell) === headerKey(column))
  return index === -1 ? null : index
}

interface CsvRecord {
  record: string[]
  info: { lines: number }
}

/**
 * Reads a CSV statement in a layout (csv-parse, as the bulk import). Each bad row is a problem naming its
 * line (a date that does not exist, an amount that is not a number, neither or both of credit and debit); a
 * missing mapped column is a problem of line 0 (the file); a currency other than pesos, too.
 */
export function parseCsvStatement(text: string, layout: CsvLayout): ParseResult {
  const problems: LineProblem[] = []
  const statement = {
    format: 'csv' as const,
    account: layout.account,
    currency: layout.currency,
    lines: [] as ParsedLine[],
  }
  let records: CsvRecord[]
  try {
    records = parse(text, {
      delimiter: layout.separator,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      from_line: layout.skipRows + 1,
      info: true,
    }) as unknown as CsvRecord[]
  } catch (error) {
    const line = (error as CsvError).lines ?? 0
    return { statement, problems: [{ lineNo: line, code: 'invalid_format' }] }
  }
  const header = layout.header ? (records.shift()?.record ?? null) : null
  const { columns } = layout
  const at = (column: CsvColumn | undefined) => {
    if (column === undefined) return undefined
    const index = columnIndex(column, header)
    if (index === null) problems.push({ lineNo: 0, code: `unknown_field:${String(column)}` })
    return index ?? undefined
  }
  const index = {
    bookingDate: at(columns.bookingDate),
    valueDate: at(columns.valueDate),
    amount: at(columns.amount),
    credit: at(columns.credit),
    debit: at(columns.debit),
    direction: at(columns.direction),
    bankReference: at(columns.bankReference),
    reference: (columns.reference ?? []).map(at),
    counterpartyName: at(columns.counterpartyName),
    counterpartyAccount: at(columns.counterpartyAccount),
    beneficiaryAccount: at(columns.beneficiaryAccount),
    currency: at(columns.currency),
  }
  if (problems.length > 0) return { statement, problems }
  for (const { record, info } of records) {
    const cell = (position: number | undefined) => (position === undefined ? '' : tidy(record[position]))
    const lineNo = info.lines
    const line = readRow(layout, cell, index)
    if (typeof line === 'string') {
      problems.push({ lineNo, code: line })
      continue
    }
    const currency = cell(index.currency)
    if (currency && currency.toUpperCase() !== STATEMENT_CURRENCY) {
      problems.push({ lineNo, code: `wrong_currency:${currency}` })
      continue
    }
    statement.lines.push({ ...line, lineNo })
  }
  if (statement.currency !== STATEMENT_CURRENCY)
    problems.push({ lineNo: 0, code: `wrong_currency:${statement.currency}` })
  return { statement, problems }
}

type Indexes = {
  [Field in 'bookingDate' | 'valueDate' | 'amount' | 'credit' | 'debit' | 'direction']: number | undefined
} & {
  [Field in 'bankReference' | 'counterpartyName' | 'counterpartyAccount' | 'beneficiaryAccount']:
    number | undefined
} & { reference: (number | undefined)[] }

/** One row to a line, or the error code of what is wrong with it. */
function readRow(
  layout: CsvLayout,
  cell: (position: number | undefined) => string,
  index: Indexes,
): Omit<ParsedLine, 'lineNo'> | string {
  const bookingDate = dateOf(cell(index.bookingDate), layout.dateFormat)
  if (!bookingDate) return 'invalid_date'
  const valueText = cell(index.valueDate)
  const valueDate = valueText ? dateOf(valueText, layout.dateFormat) : bookingDate
  if (!valueDate) return 'invalid_date'
  const amount = signedAmount(layout, cell, index)
  if (typeof amount === 'string') return amount
  return {
    bookingDate,
    valueDate,
    amountCents: Math.abs(amount),
    direction: amount > 0 ? 'credit' : 'debit',
    bankReference: cell(index.bankReference),
    reference: tidy(index.reference.map(cell).filter(Boolean).join(' ')),
    counterpartyName: cell(index.counterpartyName),
    counterpartyAccount: cell(index.counterpartyAccount),
    beneficiaryAccount: cell(index.beneficiaryAccount),
  }
}

/** The row's amount, positive for money in: per the layout's sign convention; zero or unreadable refused. */
function signedAmount(
  layout: CsvLayout,
  cell: (position: number | undefined) => string,
  index: Indexes,
): number | string {
  const read = (text: string) => (text === '' ? 0 : centsOf(text, layout.decimalMark, layout.thousandsMark))
  let amount: number | null
  if (layout.sign === 'columns') {
    const credit = read(cell(index.credit))
    const debit = read(cell(index.debit))
    if (credit === null || debit === null || credit < 0 || debit < 0) return 'invalid_value'
    if (credit > 0 && debit > 0) return 'invalid_value'
    amount = credit - debit
  } else {
    amount = read(cell(index.amount))
    if (amount === null) return 'invalid_value'
    if (layout.sign === 'indicator') {
      const word = cell(index.direction).toUpperCase()
      if (layout.debitWords?.includes(word)) amount = -Math.abs(amount)
      else if (layout.creditWords?.includes(word)) amount = Math.abs(amount)
      else return 'invalid_choice'
    }
  }
  if (amount === 0) return 'too_small:1'
  return amount
}
