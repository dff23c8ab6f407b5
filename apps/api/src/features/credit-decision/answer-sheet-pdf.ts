import PDFDocument from 'pdfkit'
import { PERIODICITY_ES, type AnswerSheet, type ConditionKind, type RejectReasonCode } from '@mesa/contracts'

// The letter goes to a Mexican ally: Spanish words, Mexican money and dates, whatever the reader's language.
const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
const pesos = (cents: number) => money.format(cents / 100)
const percent = (bps: number) => `${(bps / 100).toFixed(2)} %`
const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/')

const statusWords: Record<AnswerSheet['status'], string> = {
  pending: 'Pendiente de decisión del comité',
  approved: 'Aprobada',
  approved_with_conditions: 'Aprobada con condiciones',
  rejected: 'Rechazada',
}
const conditionWords: Record<ConditionKind, string> = {
  larger_down_payment: 'Enganche mayor',
  co_signer: 'Obligado solidario (aval)',
  shorter_term: 'Plazo menor',
  other: 'Otra',
}
const reasonWords: Record<RejectReasonCode, string> = {
  insufficient_capacity: 'Capacidad de pago insuficiente',
  bureau_history: 'Historial en buró de crédito',
  unfavourable_visit: 'Visita de campo desfavorable',
  inconsistent_information: 'Información inconsistente',
  insufficient_down_payment: 'Enganche insuficiente',
  outside_policy: 'Fuera de la política de crédito',
  other: 'Otro motivo',
}

const INK = '#1f1d2b'
const MUTED = '#6d6b77'
const LEFT = 50
const WIDTH = 495

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor(INK).text(text, LEFT)
  doc.moveDown(0.2)
}

function pairs(doc: PDFKit.PDFDocument, rows: Array<[string, string]>) {
  doc.font('Helvetica').fontSize(9.5)
  for (const [label, value] of rows) {
    const y = doc.y
    doc.fillColor(MUTED).text(label, LEFT, y, { width: 220 })
    doc.fillColor(INK).text(value, LEFT + 230, y, { width: WIDTH - 230 })
  }
}

function conditionText(condition: AnswerSheet['conditions'][number]) {
  const value =
    condition.value === null
      ? ''
      : condition.kind === 'larger_down_payment'
        ? `: ${pesos(condition.value)}`
        : condition.kind === 'shorter_term'
          ? `: ${condition.value} meses`
          : ''
  const met = condition.met ? ` (cumplida el ${day(condition.met.at)})` : ''
  return `${conditionWords[condition.kind]}${value}${condition.text ? `. ${condition.text}` : ''}${met}`
}

/** The first payments and the last one: the letter summarises the schedule, the screen shows it whole. */
function scheduleSummary(doc: PDFKit.PDFDocument, sheet: AnswerSheet) {
  const columns = ['Núm.', 'Fecha', 'Pago', 'Interés', 'IVA', 'Capital', 'Total', 'Saldo']
  const widths = [35, 60, 65, 60, 55, 65, 70, 85]
  const row = (cells: string[], bold = false) => {
    const y = doc.y
    let x = LEFT
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor(INK)
    cells.forEach((cell, index) => {
      doc.text(cell, x, y, { width: widths[index]! - 4, align: index < 2 ? 'left' : 'right' })
      x += widths[index]!
    })
    doc.y = y + 13
  }
  row(columns, true)
  const shown =
    sheet.schedule.length > 7 ? [...sheet.schedule.slice(0, 6), sheet.schedule.at(-1)!] : sheet.schedule
  shown.forEach((line, index) => {
    if (index === 6) row(['…', '', '', '', '', '', '', ''])
    row([
      String(line.n),
      line.date ? day(line.date) : '',
      pesos(line.paymentCents),
      pesos(line.interestCents),
      pesos(line.ivaCents),
      pesos(line.principalCents),
      pesos(line.totalCents),
      pesos(line.balanceCents),
    ])
  })
}

function approvedTerms(doc: PDFKit.PDFDocument, sheet: AnswerSheet) {
  const terms = sheet.terms!
  const word = PERIODICITY_ES[terms.periodicity].one
  heading(doc, 'Condiciones autorizadas')
  pairs(doc, [
    ['Monto del crédito', pesos(terms.amountCents)],
    ['Enganche', pesos(terms.downPaymentCents)],
    ['Tasa de interés anual fija (sin IVA)', percent(terms.annualRateBps)],
    // Issue 33: the span in months and the payments of the authorised periodicity.
    [
      'Plazo',
      terms.periodicity === 'monthly'
        ? `${terms.termMonths} meses`
        : `${terms.termMonths} meses (${terms.termPeriods} pagos ${PERIODICITY_ES[terms.periodicity].many})`,
    ],
    [
      'Comisión por apertura',
      `${percent(terms.openingFeeBps)} (${pesos(terms.quote.openingFeeCents)} más IVA)`,
    ],
    [`Seguro financiado por pago ${word}`, pesos(terms.insuranceMonthlyCents)],
    ['Primer vencimiento', terms.firstDueDate ? day(terms.firstDueDate) : 'Al firmar el contrato'],
    [`Pago ${word} (capital e interés)`, pesos(terms.quote.paymentCents)],
    ['Primer pago con IVA y seguro', pesos(terms.quote.paymentWithIvaCents)],
    ['Monto neto a dispersar', pesos(terms.quote.netDisbursedCents)],
    ['Total a pagar', pesos(terms.quote.totalPaidCents)],
  ])
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).fillColor(INK)
  doc.text(`CAT ${terms.quote.catPct.toFixed(1)} % sin IVA`, LEFT)
  doc.font('Helvetica').fontSize(8).fillColor(MUTED)
  doc.text(
    'Costo Anual Total para fines informativos y de comparación (Banco de México, Circular 21/2009).',
    LEFT,
  )
  heading(doc, 'Resumen de la tabla de amortización')
  scheduleSummary(doc, sheet)
}

/** The AnswerSheet as a PDF (A4, Spanish), the same letter the printable page shows. */
export async function renderAnswerSheetPdf(sheet: AnswerSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: 'es-MX',
    info: { Title: `Hoja de respuesta ${sheet.folio}` },
  })
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#7367F0').text('Mesa Crédito Automotriz', LEFT)
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Hoja de respuesta · Solicitud ${sheet.folio} · ${day(sheet.issuedAt)}`)
  heading(doc, 'Solicitud')
  pairs(doc, [
    ['Aliado', sheet.allyName ?? '—'],
    ['Solicitante', sheet.applicantName],
    ['Vehículo', sheet.vehicle],
    ['Dictamen del comité', statusWords[sheet.status]],
    ['Fecha del dictamen', sheet.decidedAt ? day(sheet.decidedAt) : '—'],
  ])
  if (sheet.terms) approvedTerms(doc, sheet)
  if (sheet.conditions.length > 0) {
    heading(doc, 'Condiciones del comité')
    doc.font('Helvetica').fontSize(9.5).fillColor(INK)
    doc.list(sheet.conditions.map(conditionText), LEFT, undefined, { width: WIDTH })
  }
  if (sheet.status === 'rejected') {
    heading(doc, 'Motivos del rechazo')
    doc.font('Helvetica').fontSize(9.5).fillColor(INK)
    doc.list(
      sheet.rejectReasons.map((code) => reasonWords[code]),
      LEFT,
      undefined,
      { width: WIDTH },
    )
  }
  doc.end()
  // The document is a readable stream of the PDF's bytes.
  const parts: Buffer[] = []
  for await (const part of doc as AsyncIterable<Buffer>) parts.push(part)
  return Buffer.concat(parts)
}
