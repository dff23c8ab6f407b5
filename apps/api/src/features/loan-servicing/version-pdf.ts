import PDFDocument from 'pdfkit'
import type { ScheduleVersion, ScheduleVersionKind } from '@mesa/contracts'
import { day, pesos } from './statement-text'

const percent = (bps: number) => `${(bps / 100).toFixed(2)} % anual`

const kindTitle: Record<ScheduleVersionKind | 'opening', string> = {
  opening: 'Calendario original',
  restructure: 'Convenio de reestructura',
  payment_holiday: 'Convenio de diferimiento de pagos',
  due_day_change: 'Convenio de cambio de fecha de pago',
  acceleration: 'Aviso de vencimiento anticipado',
}

const PRIMARY = '#7367F0'
const MUTED = '#6d6b77'
const LEFT = 50
const RIGHT = 545

function line(doc: PDFKit.PDFDocument, cells: Array<[string, number, number]>, bold = false) {
  const y = doc.y
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8.5)
    .fillColor('#000')
  for (const [text, x, width] of cells) doc.text(text, x, y, { width, align: x === LEFT ? 'left' : 'right' })
  doc.moveDown(0.35)
}

export interface VersionCover {
  folio: number
  applicantName: string
  version: ScheduleVersion
}

/**
 * The cover page (carátula) of a schedule version for the customer to sign: the new terms and the new
 * schedule, in Spanish like every customer document.
 */
export function renderVersionPdf({ folio, applicantName, version }: VersionCover): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${kindTitle[version.kind]} ${folio} v${version.version}` },
    lang: 'es-MX',
  })
  const rendered = bufferOf(doc)
  doc.fillColor(PRIMARY).font('Helvetica-Bold').fontSize(17).text(kindTitle[version.kind], LEFT, 50)
  doc.fillColor(MUTED).font('Helvetica').fontSize(10)
  doc.text(`Crédito ${folio} · ${applicantName} · versión ${version.version} del calendario`)
  doc.text(`Vigente a partir del ${day(version.effectiveOn)}`)
  doc.moveDown()
  const total = version.rows.reduce((sum, row) => sum + row.totalCents, 0)
  const facts: Array<[string, string]> = [
    ['Capital del nuevo calendario', pesos(version.principalCents)],
    ['Tasa de interés ordinaria', percent(version.annualRateBps)],
    ['Tasa de interés moratoria', percent(Math.round(version.annualRateBps * 1.5))],
    ['Número de pagos', String(version.rows.length)],
    ['Monto del primer pago (con IVA)', pesos(version.rows[0]?.totalCents ?? 0)],
    ['Total a pagar del nuevo calendario', pesos(total)],
  ]
  if (version.capitalisedCents > 0)
    facts.push([
      version.kind === 'payment_holiday'
        ? 'Intereses del diferimiento e IVA capitalizados'
        : 'Adeudos vencidos capitalizados',
      pesos(version.capitalisedCents),
    ])
  if (version.carriedInterestCents > 0)
    facts.push(['Interés devengado al inicio, incluido', pesos(version.carriedInterestCents)])
  if (version.periods) facts.push(['Pagos diferidos', String(version.periods)])
  if (version.dueDay) facts.push(['Nuevo día de pago', `${version.dueDay} de cada mes`])
  for (const [label, value] of facts)
    line(doc, [
      [label, LEFT, 260],
      [value, 320, RIGHT - 320],
    ])
  if (version.reason) {
    doc.moveDown(0.5).font('Helvetica').fontSize(8.5).fillColor(MUTED)
    doc.text(`Motivo: ${version.reason}`, LEFT, undefined, { width: RIGHT - LEFT })
  }
  doc.moveDown().fillColor(PRIMARY).font('Helvetica-Bold').fontSize(11).text('Tabla de pagos', LEFT)
  doc.moveDown(0.3)
  line(
    doc,
    [
      ['No. / fecha de pago', LEFT, 130],
      ['Capital', 180, 85],
      ['Interés', 265, 75],
      ['IVA', 340, 60],
      ['Seguro', 400, 60],
      ['Total', 460, RIGHT - 460],
    ],
    true,
  )
  for (const row of version.rows) {
    if (doc.y > 740) doc.addPage()
    line(doc, [
      [`${row.n} · ${day(row.dueDate)}`, LEFT, 130],
      [pesos(row.principalCents), 180, 85],
      [pesos(row.interestCents), 265, 75],
      [pesos(row.ivaCents), 340, 60],
      [pesos(row.insuranceCents), 400, 60],
      [pesos(row.totalCents), 460, RIGHT - 460],
    ])
  }
  if (doc.y > 680) doc.addPage()
  doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor(MUTED)
  doc.text(
    'Los pagos anteriores a la fecha de vigencia se aplicaron al calendario anterior. Las demás condiciones del contrato siguen vigentes.',
    LEFT,
    undefined,
    { width: RIGHT - LEFT },
  )
  doc.moveDown(3)
  const y = doc.y
  doc.strokeColor('#000').moveTo(LEFT, y).lineTo(250, y).stroke()
  doc.moveTo(330, y).lineTo(RIGHT, y).stroke()
  doc.fillColor('#000').fontSize(8.5)
  doc.text(applicantName, LEFT, y + 4, { width: 200, align: 'center' })
  doc.text('Por el acreditante', 330, y + 4, { width: RIGHT - 330, align: 'center' })
  doc.end()
  return rendered
}

function bufferOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const parts: Buffer[] = []
  doc.on('data', (part: Buffer) => parts.push(part))
  return new Promise((resolve, reject) => {
    doc.once('error', reject)
    doc.once('end', () => resolve(Buffer.concat(parts)))
  })
}
