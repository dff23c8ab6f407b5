import type { ScheduleVersion, ScheduleVersionKind } from '@mesa/contracts'
import {
  documentHeader,
  figureRows,
  LEFT,
  MUTED,
  openPdf,
  RIGHT,
  section,
  signatureLines,
  tableRow,
} from '../../lib/pdf/pdf-kit'
import { day, pesos } from './statement-text'

const percent = (bps: number) => `${(bps / 100).toFixed(2)} % anual`

const kindTitle: Record<ScheduleVersionKind | 'opening', string> = {
  opening: 'Calendario original',
  restructure: 'Convenio de reestructura',
  payment_holiday: 'Convenio de diferimiento de pagos',
  due_day_change: 'Convenio de cambio de fecha de pago',
  acceleration: 'Aviso de vencimiento anticipado',
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
  const { doc, bytes } = openPdf(`${kindTitle[version.kind]} ${folio} v${version.version}`)
  documentHeader(doc, {
    title: kindTitle[version.kind],
    lines: [
      `Crédito ${folio} · ${applicantName} · versión ${version.version} del calendario`,
      `Vigente a partir del ${day(version.effectiveOn)}`,
    ],
  })
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
  figureRows(doc, facts)
  if (version.reason) {
    doc.moveDown(0.5).font('Helvetica').fontSize(8.5).fillColor(MUTED)
    doc.text(`Motivo: ${version.reason}`, LEFT, undefined, { width: RIGHT - LEFT })
  }
  section(doc, 'Tabla de pagos')
  tableRow(
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
  for (const row of version.rows)
    tableRow(doc, [
      [`${row.n} · ${day(row.dueDate)}`, LEFT, 130],
      [pesos(row.principalCents), 180, 85],
      [pesos(row.interestCents), 265, 75],
      [pesos(row.ivaCents), 340, 60],
      [pesos(row.insuranceCents), 400, 60],
      [pesos(row.totalCents), 460, RIGHT - 460],
    ])
  doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor(MUTED)
  doc.text(
    'Los pagos anteriores a la fecha de vigencia se aplicaron al calendario anterior. Las demás condiciones del contrato siguen vigentes.',
    LEFT,
    undefined,
    { width: RIGHT - LEFT },
  )
  signatureLines(doc, applicantName, 'Por el acreditante')
  doc.end()
  return bytes
}
