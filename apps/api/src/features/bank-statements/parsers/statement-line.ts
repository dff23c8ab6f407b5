import type { LineDirection, StatementFormat } from '@mesa/contracts'

/** One movement of a statement as every parser answers it: the same shape whatever the bank's format. */
export interface ParsedLine {
  /** The line of the file the movement starts on (1-based): what a refusal names. */
  lineNo: number
  bookingDate: string
  valueDate: string
  /** Always positive; `direction` says whether money came in (credit) or went out (debit). */
  amountCents: number
  direction: LineDirection
  bankReference: string
  /** The payer's reference and remittance text (where a loan's payment reference is looked for). */
  reference: string
  counterpartyName: string
  counterpartyAccount: string
  /** The account the money was paid to, when the bank says (a referenced CLABE). */
  beneficiaryAccount: string
}

export interface ParsedStatement {
  format: StatementFormat
  account: string
  currency: string
  lines: ParsedLine[]
}

/** A refusal of one line (or of the file, line 0): an error code with its argument, as the API's 400 names it. */
export interface LineProblem {
  lineNo: number
  code: string
}

/** What a parser answers: the statement, and every problem it found (the import refuses the file if any). */
export interface ParseResult {
  statement: ParsedStatement
  problems: LineProblem[]
}

/** The only currency the lender's loans are in: a statement in another is refused whole. */
export const STATEMENT_CURRENCY = 'MXN'

/** Collapses runs of spaces and trims: banks pad fields, and the fingerprint must not depend on padding. */
export const tidy = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
