import { CONDUSEF, type LenderIdentity, type PayoffQuote } from '@mesa/contracts'
import { boxRow, documentHeader, figureRows, note, openPdf, section } from '../../lib/pdf/pdf-kit'
import { day, pesos } from './statement-text'

export interface AccelerationNotice {
  folio: number
  applicantName: string
  /** The day the whole balance fell due (the acceleration's effective date). */
  on: string
  /** The balance due on that day, part by part (the payoff quote of the day). */
  due: PayoffQuote
  missedInstallments: number
  lender: LenderIdentity
}

/** The parts of the accelerated balance, in the order a payment settles them (zero parts left out). */
export function acceleratedParts(due: PayoffQuote): Array<[string, string]> {
  const parts: Array<[string, number]> = [
    ['Capital', due.principalCents],
    ['Intereses ordinarios', due.interestCents],
    ['IVA de los intereses', due.ivaCents],
    ['Seguro', due.insuranceCents],
    ['Intereses moratorios con IVA', due.lateInterestCents + due.lateInterestIvaCents],
    ['Comisiones con IVA', due.feesCents + due.feesIvaCents],
    ['Saldo a favor aplicado', -due.interestCreditCents],
  ]
  return [
    ...parts
      .filter(([, cents]) => cents !== 0)
      .map(([label, cents]): [string, string] => [label, pesos(cents)]),
    ['Total exigible', pesos(due.totalCents)],
  ]
}

/**
 * The customer's notice of acceleration (aviso de vencimiento anticipado), in Spanish like every customer
 * document: the balance due and its parts, where to pay, and the UNE and CONDUSEF to complain to.
 */
export function renderAccelerationNoticePdf(notice: AccelerationNotice): Promise<Buffer> {
  const { doc, bytes } = openPdf(`Aviso de vencimiento anticipado ${notice.folio}`)
  const { lender } = notice
  documentHeader(doc, {
    brand: lender.shortName,
    brandDetail: `${lender.legalName} · RFC ${lender.rfc} · ${lender.address}`,
    title: 'Aviso de vencimiento anticipado',
    lines: [`Crédito ${notice.folio} · ${notice.applicantName}`, `Fecha del aviso: ${day(notice.on)}`],
  })
  boxRow(doc, [
    ['Saldo total exigible', pesos(notice.due.totalCents)],
    ['Vencido el', day(notice.on)],
    ['Pagos vencidos', String(notice.missedInstallments)],
  ])
  note(
    doc,
    `Por no haber cubierto ${notice.missedInstallments} pagos en sus fechas, y como lo prevé tu contrato, ` +
      `${lender.legalName} dio por vencido anticipadamente el plazo de tu crédito el ${day(notice.on)}: ` +
      'el saldo total es exigible desde esa fecha y genera intereses moratorios mientras no se pague.',
  )
  section(doc, 'Desglose del saldo exigible')
  figureRows(doc, acceleratedParts(notice.due), 'Total exigible')
  section(doc, 'Dónde pagar')
  note(
    doc,
    `Paga a ${lender.legalName} por transferencia SPEI o en ventanilla bancaria, indicando como referencia ` +
      `el número de tu crédito (${notice.folio}), o acude a nuestras oficinas en ${lender.address}. Si ` +
      'quieres convenir un plan de pagos, comunícate con nosotros antes de pagar.',
  )
  section(doc, 'Aclaraciones y quejas')
  const une = lender.une
  note(
    doc,
    `Unidad Especializada de Atención a Usuarios (UNE) de ${lender.shortName}: titular ${une.head}; domicilio ` +
      `${une.address}; teléfono ${une.phone}; correo ${une.email}; horario ${une.hours}.`,
  )
  doc.moveDown(0.3)
  note(doc, `${CONDUSEF.name}: teléfonos ${CONDUSEF.phones.join(' y ')}; página ${CONDUSEF.web}.`)
  doc.end()
  return bytes
}
