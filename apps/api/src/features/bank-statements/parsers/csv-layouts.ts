import type { CsvDateFormat } from './dates'

/** A column of a CSV layout: its header's name (accents and case ignored) or its position from 0. */
export type CsvColumn = string | number

/** The fields a layout maps: every one but the dates and the amount(s) is optional. */
export interface CsvColumns {
  bookingDate: CsvColumn
  valueDate?: CsvColumn
  /** A signed amount (sign convention `signed`/`indicator`) ... */
  amount?: CsvColumn
  /** ... or two columns, money in and money out (sign convention `columns`). */
  credit?: CsvColumn
  debit?: CsvColumn
  /** With `indicator`: the column saying credit or debit. */
  direction?: CsvColumn
  bankReference?: CsvColumn
  reference?: CsvColumn[]
  counterpartyName?: CsvColumn
  counterpartyAccount?: CsvColumn
  beneficiaryAccount?: CsvColumn
  currency?: CsvColumn
}

/**
 * How a bank's CSV export is read (issue 35): layouts are data, one per bank export; adding a bank is adding
 * an entry here. `signed`: a negative amount is money out; `columns`: separate credit and debit columns (the
 * empty one is blank or zero); `indicator`: an unsigned amount and a column whose texts say which.
 */
export interface CsvLayout {
  id: string
  name: string
  separator: ',' | ';' | '\t' | '|'
  decimalMark: '.' | ','
  thousandsMark: ',' | '.' | ' ' | "'" | ''
  dateFormat: CsvDateFormat
  /** Rows before the column header (a bank's title, the account, the period). */
  skipRows: number
  /** Whether a header row names the columns (layouts by position may have none). */
  header: boolean
  sign: 'signed' | 'columns' | 'indicator'
  creditWords?: string[]
  debitWords?: string[]
  columns: CsvColumns
  /** The statement's account when the file does not say it (a CSV rarely does). */
  account: string
  /** The file's currency when no column says it. */
  currency: string
}

/**
 * The layouts offered. The default is a typical Mexican bank's movements export ("Movimientos"): comma
 * separated, dates day first, thousands with commas, separate Cargo and Abono columns, the SPEI tracking
 * key as the bank's reference.
 */
export const csvLayouts: CsvLayout[] = [
  {
    id: 'mx-movimientos',
    name: 'Banco mexicano: movimientos (Cargo/Abono)',
    separator: ',',
    decimalMark: '.',
    thousandsMark: ',',
    dateFormat: 'DD/MM/YYYY',
    skipRows: 0,
    header: true,
    sign: 'columns',
    columns: {
      bookingDate: 'Fecha operacion',
      valueDate: 'Fecha valor',
      credit: 'Abono',
      debit: 'Cargo',
      bankReference: 'Clave de rastreo',
      reference: ['Referencia', 'Concepto'],
      counterpartyName: 'Ordenante',
      counterpartyAccount: 'Cuenta ordenante',
      beneficiaryAccount: 'Cuenta beneficiaria',
    },
    account: 'CSV mx-movimientos',
    currency: 'MXN',
  },
  {
    id: 'signed-semicolon',
    name: 'Importe con signo, punto y coma, coma decimal (por posición)',
    separator: ';',
    decimalMark: ',',
    thousandsMark: '.',
    dateFormat: 'DD.MM.YYYY',
    skipRows: 1,
    header: false,
    sign: 'signed',
    columns: {
      bookingDate: 0,
      valueDate: 1,
      amount: 2,
      reference: [3],
      counterpartyName: 4,
      counterpartyAccount: 5,
      bankReference: 6,
    },
    account: 'CSV signed-semicolon',
    currency: 'MXN',
  },
]

export const DEFAULT_CSV_LAYOUT = 'mx-movimientos'

export const csvLayoutById = (id: string | undefined) =>
  csvLayouts.find((layout) => layout.id === (id ?? DEFAULT_CSV_LAYOUT))
