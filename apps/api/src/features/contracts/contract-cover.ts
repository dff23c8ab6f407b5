import type { ContractContent } from './contract-content'
import type { CoverContext } from './cover-context'
import { coverTextOf } from './cover-text'
import { conditionText, pesos } from './contract-templates'
import { needsCoSigner } from './contract-signatures'
import {
  box,
  day,
  heading,
  INK,
  LEFT,
  MUTED,
  note,
  pairs,
  PRIMARY,
  WIDTH,
  type Doc,
} from '../../lib/pdf/pdf-kit'

const commissionColumns = ['Concepto', 'Tasa', 'Monto', 'IVA', 'Cuándo se cobra']
const commissionWidths = [90, 135, 70, 85, 115]

function commissionRow(doc: Doc, cells: string[], bold = false) {
  const y = doc.y
  let x = LEFT
  let bottom = y
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8)
    .fillColor(INK)
  cells.forEach((cell, index) => {
    doc.text(cell, x, y, { width: commissionWidths[index]! - 6 })
    bottom = Math.max(bottom, doc.y)
    x += commissionWidths[index]!
  })
  doc.y = bottom + 3
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

/**
 * The carátula (issue 33): the figures a borrower compares and the notices CONDUSEF's transparency rules
 * require of an individual credit contract, then the parties and the vehicle.
 */
export function cover(
  doc: Doc,
  content: ContractContent,
  context: CoverContext,
  version: number,
  generatedAt: string,
) {
  const text = coverTextOf(content, context, generatedAt)
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(PRIMARY)
    .text(text.lenderName, LEFT, doc.y, { width: WIDTH })
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('CARÁTULA DEL CONTRATO DE CRÉDITO', LEFT)
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `${text.productName} · Contrato ${content.number} · versión ${version} · emitido el ${day(generatedAt)}`,
      LEFT,
    )
  doc.text(text.contractTitle, LEFT, doc.y, { width: WIDTH })
  doc.moveDown(0.6)
  const top = doc.y
  const quarter = WIDTH / 4
  text.headline.forEach(([label, value], index) =>
    box(doc, label, value, LEFT + index * quarter, top, quarter, 52),
  )
  doc.y = top + 58
  // Left-aligned: the legend stays one run of text (a justified line is drawn word by word).
  note(doc, text.catLine, true, 'left')
  heading(doc, 'Plazo, pagos y tasas')
  pairs(doc, text.payments)
  heading(doc, 'Comisiones')
  commissionRow(doc, commissionColumns, true)
  for (const row of text.commissions) commissionRow(doc, row)
  heading(doc, 'Seguros')
  pairs(doc, text.insurance)
  heading(doc, 'Advertencias')
  for (const warning of text.warnings) note(doc, `• ${warning}`, true)
  heading(doc, 'Aclaraciones y reclamaciones')
  for (const paragraph of text.complaints) note(doc, paragraph)
  doc.moveDown(0.4)
  note(doc, text.reca, true)
  heading(doc, 'Partes y vehículo')
  const { borrower, vehicle, ally, terms } = content
  pairs(doc, [
    ['Acreditante', `${context.lender.legalName} (RFC ${context.lender.rfc})`],
    ['Acreditado', `${borrower.name} (CURP ${borrower.curp}, RFC ${borrower.rfc})`],
    ['Domicilio del acreditado', borrower.address ?? '—'],
    ['Vendedor (aliado)', ally.legalName ?? ally.name ?? '—'],
    [
      'Vehículo',
      [vehicle.make, vehicle.model, vehicle.version, vehicle.year].filter(Boolean).join(' ') || '—',
    ],
    [
      'Precio del vehículo / enganche',
      `${terms.vehiclePriceCents === null ? '—' : pesos(terms.vehiclePriceCents)} / ${pesos(terms.downPaymentCents)}`,
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
