import { centsOf } from './amounts'
import { xmlDateOf } from './dates'
import {
  STATEMENT_CURRENCY,
  tidy,
  type LineProblem,
  type ParsedLine,
  type ParseResult,
} from './statement-line'
import { child, childrenOf, textAt, xmlTree, type XmlNode } from './xml-tree'

/**
 * ISO 20022 camt.053 (Bank to Customer Statement), versions 001.02 and 001.08: Document/BkToCstmrStmt/Stmt,
 * each Stmt an account (Acct/Id/IBAN or Othr/Id, Acct/Ccy) and its entries (Ntry). An entry is a line: Amt and
 * its Ccy, CdtDbtInd (CRDT/DBIT), BookgDt and ValDt (Dt or DtTm), AcctSvcrRef (the bank's reference), and in
 * NtryDtls/TxDtls the references (Refs/EndToEndId), the remittance (RmtInf/Ustrd, RmtInf/Strd/CdtrRefInf/Ref)
 * and the parties: the debtor's name (RltdPties/Dbtr/Nm in .02, RltdPties/Dbtr/Pty/Nm in .08), its account
 * (DbtrAcct/Id/Othr/Id or IBAN) and the creditor's account (CdtrAcct: a referenced CLABE). An entry batching
 * several transactions with their own amounts (TxDtls/Amt or AmtDtls/TxAmt/Amt) is one line per transaction.
 */
export function parseCamt053(text: string): ParseResult {
  const problems: LineProblem[] = []
  const statement = { format: 'camt053' as const, account: '', currency: '', lines: [] as ParsedLine[] }
  let document: XmlNode
  try {
    document = xmlTree(text)
  } catch (error) {
    const line = Number(/(\d+):\d+:/.exec((error as Error).message)?.[1] ?? 0)
    return { statement, problems: [{ lineNo: line, code: 'invalid_format' }] }
  }
  const statements = childrenOf(child(document, 'Document', 'BkToCstmrStmt'), 'Stmt')
  if (statements.length === 0) return { statement, problems: [{ lineNo: 0, code: 'invalid_format' }] }
  for (const stmt of statements) {
    const account = accountId(child(stmt, 'Acct'))
    statement.account ||= account
    const currency = textAt(stmt, 'Acct', 'Ccy') || STATEMENT_CURRENCY
    statement.currency ||= currency
    if (currency !== STATEMENT_CURRENCY)
      problems.push({ lineNo: stmt.line, code: `wrong_currency:${currency}` })
    for (const entry of childrenOf(stmt, 'Ntry')) {
      // Only booked entries are movements: pending (PDNG) and information-only (INFO) ones may still change.
      const status = textAt(entry, 'Sts', 'Cd') || textAt(entry, 'Sts')
      if (status === 'PDNG' || status === 'INFO') continue
      readEntry(entry, statement.lines, problems)
    }
  }
  return { statement, problems }
}

/** An account's identifier: the IBAN, or the other (a CLABE or the bank's account number). */
const accountId = (account: XmlNode | undefined) =>
  textAt(account, 'Id', 'IBAN') || textAt(account, 'Id', 'Othr', 'Id')

/** A date element's day: its Dt, or the day of its DtTm. */
const dayOf = (node: XmlNode | undefined) => xmlDateOf(textAt(node, 'Dt') || textAt(node, 'DtTm'))

function readEntry(entry: XmlNode, lines: ParsedLine[], problems: LineProblem[]) {
  const lineNo = entry.line
  const amount = child(entry, 'Amt')
  const currency = amount?.attributes.Ccy ?? ''
  if (currency !== STATEMENT_CURRENCY) return problems.push({ lineNo, code: `wrong_currency:${currency}` })
  const indicator = textAt(entry, 'CdtDbtInd')
  if (indicator !== 'CRDT' && indicator !== 'DBIT') return problems.push({ lineNo, code: 'invalid_choice' })
  const bookingDate = dayOf(child(entry, 'BookgDt'))
  const valueDate = dayOf(child(entry, 'ValDt')) ?? bookingDate
  if (!bookingDate || !valueDate) return problems.push({ lineNo, code: 'invalid_date' })
  const entryCents = centsOf(amount?.text ?? '', '.', '')
  if (entryCents === null || entryCents <= 0) return problems.push({ lineNo, code: 'invalid_value' })
  const details = childrenOf(child(entry, 'NtryDtls'), 'TxDtls')
  const direction = indicator === 'CRDT' ? 'credit' : 'debit'
  const base = { bookingDate, valueDate, direction, bankReference: textAt(entry, 'AcctSvcrRef') } as const
  // One transaction (or none described): the entry is the line, with the transaction's parties.
  if (details.length <= 1)
    return lines.push({ lineNo, ...base, amountCents: entryCents, ...partiesOf(details[0]) })
  for (const transaction of details) {
    const own = child(transaction, 'Amt') ?? child(transaction, 'AmtDtls', 'TxAmt', 'Amt')
    const cents = own ? centsOf(own.text, '.', '') : null
    if (cents === null || cents <= 0 || own?.attributes.Ccy !== STATEMENT_CURRENCY) {
      problems.push({ lineNo: transaction.line, code: 'invalid_value' })
      continue
    }
    const bankReference = textAt(transaction, 'Refs', 'AcctSvcrRef') || base.bankReference
    lines.push({
      lineNo: transaction.line,
      ...base,
      bankReference,
      amountCents: cents,
      ...partiesOf(transaction),
    })
  }
}

/** The references, remittance and parties of a transaction's details (all empty without details). */
function partiesOf(transaction: XmlNode | undefined) {
  const remittance = child(transaction, 'RmtInf')
  const creditorRefs = childrenOf(remittance, 'Strd').map((strd) => textAt(strd, 'CdtrRefInf', 'Ref'))
  const unstructured = childrenOf(remittance, 'Ustrd').map((node) => node.text)
  const endToEnd = textAt(transaction, 'Refs', 'EndToEndId')
  const parties = child(transaction, 'RltdPties')
  const debtor = child(parties, 'Dbtr')
  return {
    reference: tidy(
      [...creditorRefs, ...unstructured, endToEnd === 'NOTPROVIDED' ? '' : endToEnd]
        .filter(Boolean)
        .join(' '),
    ),
    counterpartyName: tidy(textAt(debtor, 'Nm') || textAt(debtor, 'Pty', 'Nm')),
    counterpartyAccount: accountId(child(parties, 'DbtrAcct')),
    beneficiaryAccount: accountId(child(parties, 'CdtrAcct')),
  }
}
