import PDFDocument from 'pdfkit'
import type { Allocation, Statement } from '@mesa/contracts'
import { day, pesos, statementTextOf } from './statement-text'

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
const WIDTH = RIGHT - LEFT

function boxes(doc: PDFKit.PDFDocument, cells: Array<[string, string]>) {
  const top = doc.y
  const width = WIDTH / cells.length
  cells.forEach(([label, value], index) => {
    const x = LEFT + index * width
    doc.rect(x, top, width, 48).strokeColor('#b9b7c2').lineWidth(0.6).stroke()
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(label, x + 6, top + 6, { width: width - 12 })
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor('#000')
      .text(value, x + 6, top + 26, { width: width - 12 })
  })
  doc.y = top + 54
}

function section(doc: PDFKit.PDFDocument, title: string) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage()
  doc.moveDown(0.6).fillColor(PRIMARY).font('Helvetica-Bold').fontSize(11).text(title, LEFT)
  doc.moveDown(0.3)
}

function small(doc: PDFKit.PDFDocument, text: string, bold = false) {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8)
    .fillColor('#000')
    .text(text, LEFT, doc.y, { width: WIDTH, align: 'justify' })
}

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

/**
 * The statement of one month as a one-page (or more) A4 PDF, in Spanish like every customer document: the
 * lender, the period, the figures CONDUSEF's rules name (issue 33), what fell due, the payments and their
 * allocation, then the UNE and CONDUSEF notice and the RECA registration.
 */
export function renderStatementPdf(statement: Statement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Estado de cuenta ${statement.folio} ${statement.period}` },
    lang: 'es-MX',
  })
  const rendered = bufferOf(doc)
  const text = statementTextOf(statement)
  doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(13).text(statement.lender.shortName, LEFT, 50)
  doc.fillColor(MUTED).font('Helvetica').fontSize(8.5).text(text.lender, LEFT)
  doc.moveDown(0.4).fillColor('#000').font('Helvetica-Bold').fontSize(16).text('Estado de cuenta', LEFT)
  doc.fillColor(MUTED).font('Helvetica').fontSize(10)
  doc.text(`Crédito ${statement.folio} · ${statement.applicantName}`)
  doc.text(`Periodo del ${day(statement.from)} al ${day(statement.to)} · fecha de corte ${day(statement.to)}`)
  doc.moveDown(0.6)
  boxes(doc, text.headline)
  small(doc, text.catLine, true)
  section(doc, 'Resumen del periodo')
  for (const [label, value] of text.summary)
    row(
      doc,
      [
        [label, LEFT, 250],
        [value, 300, RIGHT - 300],
      ],
      label === 'Saldo final',
    )
  section(doc, 'Pagos exigibles del periodo')
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
  section(doc, 'Pagos recibidos y su aplicación')
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
  section(doc, 'Aclaraciones y quejas')
  for (const paragraph of text.notice) small(doc, paragraph)
  doc.moveDown(0.4)
  small(doc, text.reca, true)
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
