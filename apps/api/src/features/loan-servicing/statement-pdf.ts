import type { Allocation, Statement } from '@mesa/contracts'
import {
  boxRow,
  documentHeader,
  figureRows,
  LEFT,
  MUTED,
  note,
  openPdf,
  RIGHT,
  section,
  tableRow,
} from '../../lib/pdf/pdf-kit'
import { day, pesos, statementTextOf } from './statement-text'
import { howToPayBlock } from './how-to-pay-pdf'

const methodText = {
  spei: 'SPEI',
  bank_cash: 'Efectivo en banco',
  card: 'Tarjeta',
  domiciliacion: 'Domiciliación',
  credit_balance: 'Saldo a favor aplicado',
}

const allocationText = (allocation: Allocation | null) => {
  if (!allocation) return 'Revertido'
  const parts: Array<[string, number]> = [
    ['Moratorios', allocation.lateInterestCents + allocation.lateInterestIvaCents],
    ['Comisiones', allocation.feesCents + allocation.feesIvaCents],
    ['Interés', allocation.interestCents],
    ['IVA', allocation.ivaCents],
    ['Seguro', allocation.insuranceCents],
    ['Capital', allocation.principalCents],
    ['Anticipo', allocation.prepaymentCents],
    ['Saldo a favor', allocation.unappliedCents],
  ]
  return parts
    .filter(([, cents]) => cents > 0)
    .map(([label, cents]) => `${label} ${pesos(cents)}`)
    .join(' · ')
}

/**
 * The statement of one month as a one-page (or more) A4 PDF, in Spanish like every customer document: the
 * lender, the period, the figures CONDUSEF's rules name (issue 33), what fell due, the payments and their
 * allocation, how to pay (the loan's CLABE and reference with its barcode, issue 35), then the UNE and CONDUSEF
 * notice and the RECA registration.
 */
export function renderStatementPdf(statement: Statement): Promise<Buffer> {
  const { doc, bytes } = openPdf(`Estado de cuenta ${statement.folio} ${statement.period}`)
  const text = statementTextOf(statement)
  documentHeader(doc, {
    brand: statement.lender.shortName,
    brandDetail: text.lender,
    title: 'Estado de cuenta',
    lines: [
      `Crédito ${statement.folio} · ${statement.applicantName}`,
      `Periodo del ${day(statement.from)} al ${day(statement.to)} · fecha de corte ${day(statement.to)}`,
    ],
  })
  boxRow(doc, text.headline)
  note(doc, text.catLine, true)
  section(doc, 'Resumen del periodo')
  figureRows(doc, text.summary, 'Saldo final')
  section(doc, 'Pagos exigibles del periodo')
  tableRow(
    doc,
    [
      ['No. / vencimiento', LEFT, 150],
      ['Capital', 200, 80],
      ['Interés + IVA', 285, 90],
      ['Total', 380, 80],
      ['Pagado', 465, 80],
    ],
    true,
  )
  if (statement.installmentsDue.length === 0) tableRow(doc, [['Sin vencimientos en el periodo', LEFT, 300]])
  for (const item of statement.installmentsDue)
    tableRow(doc, [
      [`${item.n} · ${day(item.dueDate)}`, LEFT, 150],
      [pesos(item.principalCents), 200, 80],
      [pesos(item.interestCents + item.ivaCents), 285, 90],
      [pesos(item.totalCents), 380, 80],
      [pesos(item.paidCents), 465, 80],
    ])
  section(doc, 'Pagos recibidos y su aplicación')
  if (statement.payments.length === 0) tableRow(doc, [['Sin pagos en el periodo', LEFT, 300]])
  for (const payment of statement.payments) {
    tableRow(doc, [
      [`${day(payment.paidOn)} · ${methodText[payment.method]} ${payment.reference}`.trim(), LEFT, 330],
      [pesos(payment.amountCents), 380, RIGHT - 380],
    ])
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(allocationText(payment.allocation), LEFT + 10, undefined, { width: RIGHT - LEFT - 10 })
    doc.moveDown(0.3)
  }
  howToPayBlock(doc, {
    reference: statement.paymentReference,
    clabe: statement.referencedClabe,
    beneficiary: statement.lender.legalName,
  })
  section(doc, 'Aclaraciones y quejas')
  for (const paragraph of text.notice) note(doc, paragraph)
  doc.moveDown(0.4)
  note(doc, text.reca, true)
  doc.end()
  return bytes
}
