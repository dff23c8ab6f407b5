import { CONDUSEF, type LenderIdentity, type LetterKind } from '@mesa/contracts'
import { boxRow, day, documentHeader, figureRows, note, openPdf, section } from '../../lib/pdf/pdf-kit'
import { howToPayBlock } from '../loan-servicing'
import type { LetterFigures } from './dunning.schema'

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
/** Centavos as peso text ("$12,345.60"), as every customer document prints them. */
export const pesos = (cents: number) => money.format(cents / 100)

export interface DunningLetter {
  kind: LetterKind
  folio: number
  customerName: string
  figures: LetterFigures
  lender: LenderIdentity
}

const titles: Record<LetterKind, string> = {
  first: 'Primer aviso de pago vencido',
  second: 'Segundo aviso de pago vencido',
  prelegal: 'Aviso previo a acciones legales',
}

/** What each letter says of the arrears: a reminder, an insistence, the last notice before the courts. */
function bodyOf(letter: DunningLetter) {
  const { figures, lender } = letter
  const owed = `${pesos(figures.overdueCents)} con ${figures.daysPastDue} días de atraso al ${day(figures.on)}`
  switch (letter.kind) {
    case 'first':
      return (
        `Estimado(a) ${letter.customerName}: no hemos recibido el pago de tu crédito ${letter.folio}, que ` +
        `suma ${owed}. Si ya pagaste, gracias y omite este aviso; si no, te invitamos a ponerte al corriente ` +
        'para evitar más intereses moratorios y comisiones, y que tu historial crediticio se afecte.'
      )
    case 'second':
      return (
        `Estimado(a) ${letter.customerName}: pese a nuestro aviso anterior, tu crédito ${letter.folio} sigue ` +
        `vencido: ${owed}. Los intereses moratorios siguen corriendo. Comunícate con nosotros para pagar o ` +
        'convenir un plan de pagos antes de que el adeudo crezca.'
      )
    case 'prelegal':
      return (
        `Estimado(a) ${letter.customerName}: tu crédito ${letter.folio} acumula ${owed}. De no recibir tu ` +
        `pago o una propuesta de pago en los próximos 10 días naturales, ${lender.legalName} podrá ejercer las ` +
        'acciones que el contrato y la ley le conceden, incluido el vencimiento anticipado del crédito y la ' +
        'recuperación de la garantía. Aún estás a tiempo de convenir un plan de pagos.'
      )
  }
}

/** The arrears part by part (zero parts left out), ending with what brings the loan up to date. */
export function letterRows(figures: LetterFigures): Array<[string, string]> {
  const parts: Array<[string, number]> = [
    ['Pagos vencidos (capital, intereses, IVA y seguro)', figures.overdueInstallmentsCents],
    ['Intereses moratorios con IVA', figures.lateInterestCents],
    ['Comisiones con IVA', figures.feesCents],
  ]
  return [
    ...parts
      .filter(([, cents]) => cents !== 0)
      .map(([label, cents]): [string, string] => [label, pesos(cents)]),
    ['Total para ponerte al corriente', pesos(figures.overdueCents)],
  ]
}

/**
 * The collection conduct the customer is told of (CONDUSEF's general provisions on collection agencies,
 * "Disposiciones de carácter general en materia de despachos de cobranza"): no threats, hours, who may be
 * contacted, payments only to the lender, and where to complain (the UNE, CONDUSEF's REDECO).
 */
export const collectionConduct = (lender: LenderIdentity) =>
  `La cobranza de ${lender.shortName}, propia o por despachos que contrate, se apega a las disposiciones de la ` +
  'CONDUSEF en materia de despachos de cobranza: quien te contacte se identificará, nunca te amenazará, ' +
  'ofenderá ni intimidará, no buscará a terceros distintos de tus referencias, avales u obligados solidarios, ' +
  'y solo te contactará de lunes a sábado de 7:00 a 22:00 h (hora de tu domicilio). Nunca entregues efectivo ' +
  `a un gestor: paga solo a las cuentas de ${lender.legalName} con tu referencia. Si una gestión de cobranza ` +
  'no cumple estas reglas, denúnciala ante nuestra UNE o en el Registro de Despachos de Cobranza (REDECO) de la CONDUSEF.'

/** A dunning letter (carta de cobranza), in Spanish like every customer document. */
export function renderDunningLetterPdf(letter: DunningLetter): Promise<Buffer> {
  const { doc, bytes } = openPdf(`${titles[letter.kind]} ${letter.folio}`)
  const { lender, figures } = letter
  documentHeader(doc, {
    brand: lender.shortName,
    brandDetail: `${lender.legalName} · RFC ${lender.rfc} · ${lender.address}`,
    title: titles[letter.kind],
    lines: [`Crédito ${letter.folio} · ${letter.customerName}`, `Fecha: ${day(figures.on)}`],
  })
  boxRow(doc, [
    ['Monto vencido', pesos(figures.overdueCents)],
    ['Días de atraso', String(figures.daysPastDue)],
    ['Saldo total del crédito', pesos(figures.balanceCents)],
  ])
  note(doc, bodyOf(letter))
  section(doc, `Detalle del adeudo al ${day(figures.on)}`)
  figureRows(doc, letterRows(figures), 'Total para ponerte al corriente')
  howToPayBlock(doc, { reference: figures.reference, clabe: figures.clabe, beneficiary: lender.legalName })
  section(doc, 'Tus derechos frente a la cobranza')
  note(doc, collectionConduct(lender))
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
