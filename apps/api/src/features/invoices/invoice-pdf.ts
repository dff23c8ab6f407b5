import PDFDocument from 'pdfkit'
import {
  invoiceIssuer,
  type InvoiceDetail,
  type InvoicePaymentDetails,
  type InvoicePdfLanguage,
} from '@mesa/contracts'
import { dayText, invoicePdfTexts, type InvoicePdfTexts } from './invoice-pdf-texts'

/** Centavos as exact Mexican peso text ("$12,345.60"; "-$5.00"), without floating-point division. */
export function pesosText(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  const whole = String(Math.trunc(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}$${whole}.${String(absolute % 100).padStart(2, '0')}`
}

const PRIMARY = '#7367F0'
const MUTED = '#6d6b77'
const LEFT = 50
const RIGHT = 545
const WIDTH = RIGHT - LEFT

/** The table's columns: x, width, alignment (titles from the texts, in the same order). */
const columns = [
  { x: LEFT, width: 150, align: 'left' as const },
  { x: 205, width: 120, align: 'left' as const },
  { x: 330, width: 55, align: 'right' as const },
  { x: 390, width: 60, align: 'right' as const },
  { x: 455, width: 30, align: 'right' as const },
  { x: 488, width: 57, align: 'right' as const },
]

function header(doc: PDFKit.PDFDocument, invoice: InvoiceDetail, texts: InvoicePdfTexts) {
  doc
    .fillColor(PRIMARY)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(invoiceIssuer.name, LEFT, 50, { width: 300 })
  doc.fillColor(MUTED).font('Helvetica').fontSize(9)
  for (const line of [
    ...invoiceIssuer.addressLines,
    `RFC ${invoiceIssuer.rfc}`,
    invoiceIssuer.phone,
    invoiceIssuer.email,
  ])
    doc.text(line, { width: 300 })
  doc
    .fillColor('#000')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${texts.invoice} #${invoice.id}`, 360, 50, {
      width: RIGHT - 360,
      align: 'right',
    })
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  const facts = [
    `${texts.issued}: ${dayText(invoice.issuedDate, texts)}`,
    `${texts.due}: ${dayText(invoice.dueDate, texts)}`,
    `${texts.status}: ${texts.statuses[invoice.invoiceStatus]}`,
  ]
  for (const fact of facts) doc.text(fact, 360, undefined, { width: RIGHT - 360, align: 'right' })
  doc.moveTo(LEFT, 140).lineTo(RIGHT, 140).strokeColor('#dbdade').stroke()
}

function parties(
  doc: PDFKit.PDFDocument,
  invoice: InvoiceDetail,
  payment: InvoicePaymentDetails,
  texts: InvoicePdfTexts,
) {
  const top = 155
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(10).text(texts.billTo, LEFT, top)
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  const client = invoice.client
  for (const line of [
    client.name,
    client.company,
    client.address,
    client.country,
    client.contact,
    client.companyEmail,
  ])
    doc.text(line, LEFT, undefined, { width: 240 })
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(10).text(texts.paymentDetails, 320, top)
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  const rows: Array<[string, string]> = [
    [texts.totalDue, pesosText(payment.totalDue)],
    [texts.bank, payment.bankName],
    [texts.country, payment.country],
    ['CLABE:', payment.iban],
    ['SWIFT:', payment.swiftCode],
  ]
  let y = top + 14
  for (const [label, value] of rows) {
    doc.text(label, 320, y, { width: 80 })
    doc.text(value, 400, y, { width: RIGHT - 400 })
    y += 12
  }
}

function lines(doc: PDFKit.PDFDocument, invoice: InvoiceDetail, texts: InvoicePdfTexts): number {
  let y = 270
  doc.rect(LEFT, y - 5, WIDTH, 18).fill('#f3f2f7')
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(9)
  columns.forEach((column, index) =>
    doc.text(texts.columns[index]!, column.x, y, { width: column.width, align: column.align }),
  )
  y += 20
  doc.font('Helvetica').fontSize(9)
  for (const item of invoice.items) {
    const cells = [
      texts.services[item.service],
      item.description,
      item.quantity.toFixed(2),
      pesosText(item.priceCents),
      `${item.discountPercent}%`,
      pesosText(item.amountCents),
    ]
    const height = Math.max(
      ...cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width })),
    )
    if (y + height > 700) {
      doc.addPage()
      y = 50
    }
    doc.fillColor(MUTED)
    cells.forEach((cell, index) => {
      const column = columns[index]!
      doc.text(cell, column.x, y, { width: column.width, align: column.align })
    })
    y += height + 8
    doc
      .moveTo(LEFT, y - 4)
      .lineTo(RIGHT, y - 4)
      .strokeColor('#eeedf0')
      .stroke()
  }
  return y
}

function totals(doc: PDFKit.PDFDocument, invoice: InvoiceDetail, top: number, texts: InvoicePdfTexts) {
  let y = top + 10
  if (y > 640) {
    doc.addPage()
    y = 50
  }
  const rows: Array<[string, number, boolean]> = [
    [texts.subtotal, invoice.subtotal, false],
    [texts.discount, -invoice.discount, false],
    [`${texts.tax} (${invoice.taxRatePercent}%):`, invoice.tax, false],
    [texts.total, invoice.total, true],
    [texts.paid, invoice.paid, false],
    [texts.balance, invoice.balance, true],
  ]
  for (const [label, cents, strong] of rows) {
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(strong ? '#000' : MUTED)
    doc.text(label, 360, y, { width: 100, align: 'right' })
    doc.text(pesosText(cents), 465, y, { width: RIGHT - 465, align: 'right' })
    y += 16
  }
  if (invoice.note) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#000')
      .text(texts.note, LEFT, y + 10)
    doc.font('Helvetica').fillColor(MUTED).text(invoice.note, LEFT, undefined, { width: WIDTH })
  }
}

/**
 * The printed invoice as a PDF (A4), the same document the preview screen shows, in the reader's
 * language (Spanish by default; Arabic readers get English, see pdfLanguageOf in contracts).
 */
export function renderInvoicePdf(
  invoice: InvoiceDetail,
  payment: InvoicePaymentDetails,
  language: InvoicePdfLanguage = 'es',
): Promise<Buffer> {
  const texts = invoicePdfTexts[language]
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${texts.invoice} ${invoice.id}`, Author: invoiceIssuer.name },
    lang: texts.locale,
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  header(doc, invoice, texts)
  parties(doc, invoice, payment, texts)
  totals(doc, invoice, lines(doc, invoice, texts), texts)
  doc.end()
  return done
}
