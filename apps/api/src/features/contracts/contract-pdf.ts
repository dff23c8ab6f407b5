import PDFDocument from 'pdfkit'
import type { ScheduleLine } from '@mesa/contracts'
import type { ContractContent } from './contract-content'
import { scheduleOf } from './contract-content'
import { needsCoSigner, signatures } from './contract-signatures'
import {
  LENDER,
  commonClauses,
  conditionClauses,
  conditionText,
  percent,
  pesos,
  templates,
} from './contract-templates'

// The contract is Mexican: Spanish words, Mexican money and dates, whatever the reader's language. The standard
// Helvetica fonts carry WinAnsi, which holds every Spanish accent (á, é, ñ, ¿...).
const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/')
const INK = '#1f1d2b'
const MUTED = '#6d6b77'
const LEFT = 50
const WIDTH = 495

type Doc = PDFKit.PDFDocument

function box(doc: Doc, label: string, value: string, x: number, y: number, width: number) {
  doc.rect(x, y, width, 46).strokeColor('#b9b7c2').lineWidth(0.6).stroke()
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(label, x + 6, y + 6, { width: width - 12 })
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(value, x + 6, y + 24, { width: width - 12 })
}

function pairs(doc: Doc, rows: Array<[string, string]>) {
  doc.font('Helvetica').fontSize(9)
  for (const [label, value] of rows) {
    const y = doc.y
    doc.fillColor(MUTED).text(label, LEFT, y, { width: 200 })
    const after = doc.y
    doc.fillColor(INK).text(value, LEFT + 210, y, { width: WIDTH - 210 })
    doc.y = Math.max(after, doc.y) + 2
  }
}

function heading(doc: Doc, text: string) {
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(text, LEFT, doc.y, { width: WIDTH })
  doc.moveDown(0.2)
}

/**
 * The co-signer among the parties (issue 38): named with their relationship when captured among the
 * references; otherwise the committee's requirement, the name written in at signing.
 */
const coSignerRow = (content: ContractContent): Array<[string, string]> => {
  if (content.coSigner)
    return [['Obligado solidario (aval)', `${content.coSigner.name} (${content.coSigner.relationship})`]]
  return needsCoSigner(content)
    ? [['Obligado solidario (aval)', 'Firma el contrato; su nombre se asienta al firmar']]
    : []
}

/** Page 1, the carátula: the figures a borrower compares, in the order the regulation lists them. */
function cover(doc: Doc, content: ContractContent, version: number, generatedAt: string) {
  const { terms } = content
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#7367F0').text(LENDER.shortName, LEFT)
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('CARÁTULA DEL CONTRATO DE CRÉDITO', LEFT)
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Contrato ${content.number} · versión ${version} · emitido el ${day(generatedAt)}`, LEFT)
  doc.text(templates[content.template].title, LEFT, doc.y, { width: WIDTH })
  doc.moveDown(0.6)
  const top = doc.y
  const third = WIDTH / 3
  box(doc, 'CAT (Costo Anual Total)', `${terms.catPct.toFixed(1)} % sin IVA`, LEFT, top, third)
  box(
    doc,
    'Tasa de interés anual ordinaria',
    `${percent(terms.annualRateBps)} fija`,
    LEFT + third,
    top,
    third,
  )
  box(doc, 'Tasa de interés moratoria anual', percent(terms.moratoryRateBps), LEFT + 2 * third, top, third)
  box(doc, 'Monto del crédito', pesos(terms.amountCents), LEFT, top + 46, third)
  box(doc, 'Monto total a pagar', pesos(terms.totalPaidCents), LEFT + third, top + 46, third)
  box(
    doc,
    'Pago mensual (con IVA y seguro)',
    pesos(terms.paymentWithIvaCents),
    LEFT + 2 * third,
    top + 46,
    third,
  )
  doc.y = top + 98
  doc.font('Helvetica').fontSize(7.5).fillColor(MUTED)
  doc.text(
    `CAT promedio ${terms.catPct.toFixed(1)} % sin IVA. Para fines informativos y de comparación exclusivamente. ` +
      `Calculado el ${day(generatedAt)} conforme a la Circular 21/2009 del Banco de México.`,
    LEFT,
    doc.y,
    { width: WIDTH },
  )
  heading(doc, 'Condiciones del crédito')
  pairs(doc, [
    ['Monto del crédito (monto financiado)', pesos(terms.amountCents)],
    ['Enganche', pesos(terms.downPaymentCents)],
    ['Precio del vehículo', terms.vehiclePriceCents === null ? '—' : pesos(terms.vehiclePriceCents)],
    ['Plazo', `${terms.termMonths} meses`],
    ['Número de pagos', `${terms.termMonths} pagos mensuales`],
    ['Pago mensual de capital e interés', pesos(terms.paymentCents)],
    ['Primer pago con IVA y seguro', pesos(terms.paymentWithIvaCents)],
    ['Tasa de interés anual ordinaria', `${percent(terms.annualRateBps)} fija, sin IVA`],
    ['Tasa de interés moratoria anual', `${percent(terms.moratoryRateBps)} sin IVA`],
    [
      'Comisión por apertura',
      `${percent(terms.openingFeeBps)}: ${pesos(terms.openingFeeCents)} más IVA ${pesos(terms.openingFeeIvaCents)}, ` +
        (terms.openingFeeTreatment === 'first_installment'
          ? 'cobrada con el primer pago'
          : 'descontada del monto dispuesto'),
    ],
    [
      'Seguro financiado',
      terms.insuranceMonthlyCents > 0
        ? `${pesos(terms.insuranceMonthlyCents)} mensuales; ${pesos(terms.totalInsuranceCents)} en total`
        : 'No financiado',
    ],
    ['Intereses totales', pesos(terms.totalInterestCents)],
    ['IVA total', pesos(terms.totalIvaCents)],
    ['Monto neto dispuesto', pesos(terms.netDisbursedCents)],
    ['Monto total a pagar', pesos(terms.totalPaidCents)],
    [
      'Fecha del primer pago',
      terms.firstDueDate ? day(terms.firstDueDate) : 'Un mes después de la disposición',
    ],
  ])
  heading(doc, 'Partes y vehículo')
  const { borrower, vehicle, ally } = content
  pairs(doc, [
    ['Acreditante', LENDER.name],
    ['Acreditado', borrower.name],
    ['CURP / RFC', `${borrower.curp} / ${borrower.rfc}`],
    ['Domicilio del acreditado', borrower.address ?? '—'],
    ['Vendedor (aliado)', ally.legalName ?? ally.name ?? '—'],
    [
      'Vehículo',
      [vehicle.make, vehicle.model, vehicle.version, vehicle.year].filter(Boolean).join(' ') || '—',
    ],
    ['Número de serie (NIV)', vehicle.vin || 'Por asignar en la factura'],
    ...coSignerRow(content),
  ])
  // Issue 38: the committee's conditions on the carátula too, where the borrower reads the figures.
  if (content.conditions?.length) {
    heading(doc, 'Condiciones de la autorización del comité')
    pairs(
      doc,
      content.conditions.map((condition, index) => [`Condición ${index + 1}`, conditionText(condition)]),
    )
  }
}

const columns = ['Núm.', 'Fecha', 'Capital', 'Interés', 'IVA', 'Seguro', 'Pago total', 'Saldo']
const widths = [34, 58, 66, 60, 52, 56, 74, 95]

function scheduleRow(doc: Doc, cells: string[], bold = false) {
  // A new page before the bottom margin, so pdfkit never breaks a row across pages on its own.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 16) doc.addPage()
  const y = doc.y
  let x = LEFT
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8)
    .fillColor(INK)
  cells.forEach((cell, index) => {
    doc.text(cell, x, y, { width: widths[index]! - 4, align: index < 2 ? 'left' : 'right', lineBreak: false })
    x += widths[index]!
  })
  doc.y = y + 12
}

/** The whole amortisation table (annex of the contract), page after page. */
function schedule(doc: Doc, lines: ScheduleLine[]) {
  doc.addPage()
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Anexo: tabla de amortización', LEFT)
  doc.moveDown(0.5)
  scheduleRow(doc, columns, true)
  for (const line of lines)
    scheduleRow(doc, [
      String(line.n),
      line.date ? day(line.date) : '',
      pesos(line.principalCents),
      pesos(line.interestCents),
      pesos(line.ivaCents),
      pesos(line.insuranceCents),
      pesos(line.totalCents),
      pesos(line.balanceCents),
    ])
}

/** The contract's body: its title, the parties' declarations, the clauses and the signatures. */
function body(doc: Doc, content: ContractContent) {
  const template = templates[content.template]
  doc.addPage()
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(template.title.toUpperCase(), LEFT, doc.y, {
    width: WIDTH,
    align: 'center',
  })
  doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor(INK)
  doc.text(
    `Que celebran, por una parte, ${LENDER.name} (el "Acreditante"), con domicilio en ${LENDER.address}, y por la otra ` +
      `${content.borrower.name} (el "Acreditado"), con CURP ${content.borrower.curp} y RFC ${content.borrower.rfc}, ` +
      `al tenor de las siguientes cláusulas. La carátula y la tabla de amortización forman parte de este contrato.`,
    LEFT,
    doc.y,
    { width: WIDTH, align: 'justify' },
  )
  const clauses = [...commonClauses(content), ...template.extra, ...conditionClauses(content)]
  clauses.forEach(([title, text], index) => {
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`${ordinal(index + 1)}. ${title}.`, LEFT)
    doc.font('Helvetica').text(text, LEFT, doc.y, { width: WIDTH, align: 'justify' })
  })
  signatures(doc, content)
}

const ordinals = [
  ...['Primera', 'Segunda', 'Tercera', 'Cuarta', 'Quinta', 'Sexta', 'Séptima', 'Octava', 'Novena', 'Décima'],
  ...['Undécima', 'Duodécima', 'Decimotercera', 'Decimocuarta', 'Decimoquinta', 'Decimosexta'],
]
const ordinal = (n: number) => ordinals[n - 1] ?? `Cláusula ${n}`

/** The contract as a PDF (carta, Spanish): carátula, body with the product's clauses, then the schedule. */
export async function renderContractPdf(
  content: ContractContent,
  version: number,
  generatedAt: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    lang: 'es-MX',
    info: { Title: `Contrato ${content.number} v${version}`, Author: LENDER.name },
  })
  cover(doc, content, version, generatedAt)
  body(doc, content)
  schedule(doc, scheduleOf(content.terms))
  doc.end()
  const parts: Buffer[] = []
  for await (const part of doc as AsyncIterable<Buffer>) parts.push(part)
  return Buffer.concat(parts)
}
