import PDFDocument from 'pdfkit'
import type { Allocation, ArrearsBucket, Statement } from '@mesa/contracts'

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
/** Centavos as peso text ("$12,345.60"); below 2^53 centavos the division is exact to the centavo shown. */
const pesos = (cents: number) => money.format(cents / 100)

const day = (date: string) => date.split('-').reverse().join('/')
const bucketText: Record<ArrearsBucket, string> = {
  current: 'Al corriente',
  dpd_1_29: '1 a 29 días',
  dpd_30_59: '30 a 59 días',
  dpd_60_89: '60 a 89 días',
  dpd_90_plus: '90 días o más',
}
const methodText = {
  spei: 'SPEI',
  bank_cash: 'Efectivo en banco',
  card: 'Tarjeta',
  domiciliacion: 'Domiciliación',
  credit_balance: 'Saldo a favor aplicado',
}

const PRIMARY = '#7367F0'
const MUTED = '#6d6b77'
const LEFT = 50
const RIGHT = 545

function row(doc: PDFKit.PDFDocument, cells: Array<[string, number, number]>, bold = false) {
  const y = doc.y
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8.5)
    .fillColor('#000')
  for (const [text, x, width] of cells) doc.text(text, x, y, { width, align: x === LEFT ? 'left' : 'right' })
  doc.moveDown(0.4)
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

/** The statement of one month as a one-page (or more) A4 PDF, in Spanish like every customer document. */
export function renderStatementPdf(statement: Statement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Estado de cuenta ${statement.folio} ${statement.period}` },
    lang: 'es-MX',
  })
  const rendered = bufferOf(doc)
  doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(18).text('Estado de cuenta', LEFT, 50)
  doc.fillColor(MUTED).font('Helvetica').fontSize(10)
  doc.text(`Crédito ${statement.folio} · ${statement.applicantName}`)
  doc.text(`Periodo del ${day(statement.from)} al ${day(statement.to)}`)
  doc.moveDown()
  const facts: Array<[string, string]> = [
    ['Saldo inicial', pesos(statement.openingBalanceCents)],
    ['Intereses moratorios del periodo', pesos(statement.lateInterestAccruedCents)],
    ['Saldo final', pesos(statement.closingBalanceCents)],
    ['Días de atraso', `${statement.daysPastDue} (${bucketText[statement.bucket]})`],
  ]
  for (const [label, value] of facts)
    row(
      doc,
      [
        [label, LEFT, 250],
        [value, 300, RIGHT - 300],
      ],
      label === 'Saldo final',
    )
  doc
    .moveDown()
    .fillColor(PRIMARY)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Pagos exigibles del periodo', LEFT)
  doc.moveDown(0.3)
  row(
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
  if (statement.installmentsDue.length === 0) row(doc, [['Sin vencimientos en el periodo', LEFT, 300]])
  for (const item of statement.installmentsDue)
    row(doc, [
      [`${item.n} · ${day(item.dueDate)}`, LEFT, 150],
      [pesos(item.principalCents), 200, 80],
      [pesos(item.interestCents + item.ivaCents), 285, 90],
      [pesos(item.totalCents), 380, 80],
      [pesos(item.paidCents), 465, 80],
    ])
  doc
    .moveDown()
    .fillColor(PRIMARY)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text('Pagos recibidos y su aplicación', LEFT)
  doc.moveDown(0.3)
  if (statement.payments.length === 0) row(doc, [['Sin pagos en el periodo', LEFT, 300]])
  for (const payment of statement.payments) {
    row(doc, [
      [`${day(payment.paidOn)} · ${methodText[payment.method]} ${payment.reference}`.trim(), LEFT, 330],
      [pesos(payment.amountCents), 380, RIGHT - 380],
    ])
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(allocationText(payment.allocation), LEFT + 10, undefined, {
        width: RIGHT - LEFT - 10,
      })
    doc.moveDown(0.3)
  }
  doc.end()
  return rendered
}

/** The document's bytes once it ends. */
function bufferOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const parts: Buffer[] = []
  doc.on('data', (part: Buffer) => parts.push(part))
  return new Promise((resolve, reject) => {
    doc.once('error', reject)
    doc.once('end', () => resolve(Buffer.concat(parts)))
  })
}
