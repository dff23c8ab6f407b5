import { CONDUSEF, type LenderProfile, type Periodicity } from '@mesa/contracts'
import { boxRow, documentHeader, figureRows, note, openPdf, section } from '../../lib/pdf/pdf-kit'
import { howToPayBlock, type HowToPay } from './how-to-pay-pdf'
import { day, pesos } from './statement-text'

/** What the welcome letter (carta de bienvenida) says: who lends, to whom, the terms, and how to pay. */
export interface WelcomeLetter {
  lender: LenderProfile
  folio: number
  applicantName: string
  principalCents: number
  annualRateBps: number
  catPct: number
  periodicity: Periodicity
  termPeriods: number
  /** The first installment: its due date and what it asks (principal, interest, IVA, insurance). */
  firstDueDate: string
  firstPaymentCents: number
  disbursedOn: string
  pay: Omit<HowToPay, 'beneficiary'>
}

const periodText: Record<Periodicity, [string, string]> = {
  monthly: ['pago mensual', 'pagos mensuales'],
  semimonthly: ['pago quincenal', 'pagos quincenales'],
  biweekly: ['pago catorcenal', 'pagos catorcenales'],
  weekly: ['pago semanal', 'pagos semanales'],
}

/** The letter's figures as label and value, in Spanish like every customer document. */
export function welcomeTermsOf(letter: WelcomeLetter): Array<[string, string]> {
  const [one, many] = periodText[letter.periodicity]
  return [
    ['Monto del crédito', pesos(letter.principalCents)],
    ['Tasa de interés anual ordinaria (fija), sin IVA', `${(letter.annualRateBps / 100).toFixed(2)} %`],
    ['CAT sin IVA, informativo y de comparación', `${letter.catPct.toFixed(1)} %`],
    ['Plazo', `${letter.termPeriods} ${letter.termPeriods === 1 ? one : many}`],
    ['Fecha de disposición', day(letter.disbursedOn)],
    ['Primer pago', `${pesos(letter.firstPaymentCents)} el ${day(letter.firstDueDate)}`],
  ]
}

/**
 * The welcome letter as an A4 PDF (issue 35): the lender's greeting, the loan's terms, how to pay (the
 * loan's CLABE, its reference and the reference's barcode for convenience stores), and where to turn.
 */
export function renderWelcomeLetterPdf(letter: WelcomeLetter): Promise<Buffer> {
  const { lender } = letter
  const { doc, bytes } = openPdf(`Carta de bienvenida ${letter.folio}`, 'A4', lender.legalName)
  documentHeader(doc, {
    brand: lender.shortName,
    brandDetail: `${lender.legalName} · RFC ${lender.rfc}`,
    title: 'Carta de bienvenida',
    lines: [`Crédito ${letter.folio} · ${letter.applicantName}`, lender.address],
  })
  note(
    doc,
    `Estimado(a) ${letter.applicantName}: le damos la bienvenida a ${lender.shortName}. Su crédito quedó ` +
      `dispuesto el ${day(letter.disbursedOn)}. Aquí tiene sus condiciones y la forma de pagar; consérvela.`,
    false,
    'left',
  )
  doc.moveDown(0.6)
  boxRow(doc, [
    ['Monto del crédito', pesos(letter.principalCents)],
    ['Primer pago', day(letter.firstDueDate)],
    ['CAT sin IVA', `${letter.catPct.toFixed(1)} %`],
  ])
  section(doc, 'Su crédito')
  figureRows(doc, welcomeTermsOf(letter))
  howToPayBlock(doc, { ...letter.pay, beneficiary: lender.legalName })
  section(doc, 'Aclaraciones y quejas')
  const { une } = lender
  note(
    doc,
    `Unidad Especializada de Atención a Usuarios (UNE): titular ${une.head}; domicilio ${une.address}; ` +
      `teléfono ${une.phone}; correo ${une.email}; horario ${une.hours}. ${CONDUSEF.name}: teléfonos ` +
      `${CONDUSEF.phones.join(' y ')}; página ${CONDUSEF.web}.`,
  )
  doc.end()
  return bytes
}
