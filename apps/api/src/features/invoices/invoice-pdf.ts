import PDFDocument from 'pdfkit'
import { invoiceIssuer, type InvoiceDetail, type InvoicePaymentDetails } from '@mesa/contracts'

/** Centavos as exact Mexican peso text ("$12,345.60"; "-$5.00"), without floating-point division. */
export function pesosText(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  const whole = String(Math.trunc(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}$${whole}.${String(absolute % 100).padStart(2, '0')}`
}

/** YYYY-MM-DD as "05/03/2026" (day/month/year, as Mexico writes dates). */
const dayText = (date: string) => date.split('-').reverse().join('/')

const statusText: Record<InvoiceDetail['invoiceStatus'], string> = {
  Draft: 'Borrador',
  Sent: 'Enviada',
  Downloaded: 'Descargada',
  'Partial Payment': 'Pago parcial',
  Paid: 'Pagada',
  'Past Due': 'Vencida',
}

const serviceText: Record<InvoiceDetail['service'], string> = {
  'Software Development': 'Desarrollo de software',
  'UI/UX Design & Development': 'Diseño y desarrollo UI/UX',
  'Unlimited Extended License': 'Licencia extendida ilimitada',
  'Template Customization': 'Personalización de plantilla',
}

const PRIMARY = '#7367F0'
const MUTED = '#6d6b77'
const LEFT = 50
const RIGHT = 545
const WIDTH = RIGHT - LEFT

/** The table's columns: x, width, alignment. */
const columns = [
  { title: 'Servicio', x: LEFT, width: 150, align: 'left' as const },
  { title: 'Descripción', x: 205, width: 120, align: 'left' as const },
  { title: 'Cant./horas', x: 330, width: 55, align: 'right' as const },
  { title: 'Precio', x: 390, width: 60, align: 'right' as const },
  { title: 'Desc.', x: 455, width: 30, align: 'right' as const },
  { title: 'Importe', x: 488, width: 57, align: 'right' as const },
]

function header(doc: PDFKit.PDFDocument, invoice: InvoiceDetail) {
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
    .text(`Factura #${invoice.id}`, 360, 50, {
      width: RIGHT - 360,
      align: 'right',
    })
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  const facts = [
    `Fecha de emisión: ${dayText(invoice.issuedDate)}`,
    `Fecha de vencimiento: ${dayText(invoice.dueDate)}`,
    `Estado: ${statusText[invoice.invoiceStatus]}`,
  ]
  for (const fact of facts) doc.text(fact, 360, undefined, { width: RIGHT - 360, align: 'right' })
  doc.moveTo(LEFT, 140).lineTo(RIGHT, 140).strokeColor('#dbdade').stroke()
}

function parties(doc: PDFKit.PDFDocument, invoice: InvoiceDetail, payment: InvoicePaymentDetails) {
  const top = 155
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(10).text('Facturar a:', LEFT, top)
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
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(10).text('Datos de pago:', 320, top)
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  const rows: Array<[string, string]> = [
    ['Total a pagar:', pesosText(payment.totalDue)],
    ['Banco:', payment.bankName],
    ['País:', payment.country],
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

function lines(doc: PDFKit.PDFDocument, invoice: InvoiceDetail): number {
  let y = 270
  doc.rect(LEFT, y - 5, WIDTH, 18).fill('#f3f2f7')
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(9)
  for (const column of columns)
    doc.text(column.title, column.x, y, { width: column.width, align: column.align })
  y += 20
  doc.font('Helvetica').fontSize(9)
  for (const item of invoice.items) {
    const cells = [
      serviceText[item.service],
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

function totals(doc: PDFKit.PDFDocument, invoice: InvoiceDetail, top: number) {
  let y = top + 10
  if (y > 640) {
    doc.addPage()
    y = 50
  }
  const rows: Array<[string, number, boolean]> = [
    ['Subtotal:', invoice.subtotal, false],
    ['Descuento:', -invoice.discount, false],
    [`IVA (${invoice.taxRatePercent}%):`, invoice.tax, false],
    ['Total:', invoice.total, true],
    ['Pagado:', invoice.paid, false],
    ['Saldo:', invoice.balance, true],
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
      .text('Nota:', LEFT, y + 10)
    doc.font('Helvetica').fillColor(MUTED).text(invoice.note, LEFT, undefined, { width: WIDTH })
  }
}

/** The printed invoice as a PDF (A4), the same document the preview screen shows. */
export function renderInvoicePdf(invoice: InvoiceDetail, payment: InvoicePaymentDetails): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Factura ${invoice.id}`, Author: invoiceIssuer.name },
    lang: 'es-MX',
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  header(doc, invoice)
  parties(doc, invoice, payment)
  totals(doc, invoice, lines(doc, invoice))
  doc.end()
  return done
}
