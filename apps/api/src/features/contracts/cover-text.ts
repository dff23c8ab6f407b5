import { CONDUSEF, CREDIT_WARNINGS } from '@mesa/contracts'
import type { ContractContent } from './contract-content'
import type { CoverContext } from './cover-context'
import { coverCommissionsOf } from './cover-commissions'
import { percent, pesos, templates } from './contract-templates'
import { paymentsPhrase, paymentWord } from './periodicity-text'

const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/')
const productNames = {
  auto: 'Crédito automotriz (auto nuevo)',
  seminuevo: 'Crédito automotriz (seminuevo)',
  moto: 'Crédito para motocicleta',
} as const

/** Every text of the carátula, in the order CONDUSEF's transparency rules list it (the PDF draws these). */
export interface CoverText {
  lenderName: string
  productName: string
  contractTitle: string
  /** The four headline boxes: CAT, rates, amount of credit, total to pay. */
  headline: Array<[string, string]>
  /** "CAT: 32.1 % sin IVA. Para fines informativos y de comparación." (never "CAT promedio" on a contract). */
  catLine: string
  payments: Array<[string, string]>
  /** Concept, rate, amount, IVA, when; one row per commission. */
  commissions: Array<[string, string, string, string, string]>
  insurance: Array<[string, string]>
  warnings: readonly string[]
  /** The UNE and CONDUSEF, each as one paragraph. */
  complaints: [string, string]
  reca: string
}

const catText = (catPct: number) => `${catPct.toFixed(1)} %`

function insuranceRows(content: ContractContent, context: CoverContext): Array<[string, string]> {
  const { terms } = content
  if (terms.insuranceMonthlyCents <= 0)
    return [['Seguro del vehículo', 'Contratado por el Acreditado; no se financia']]
  const policy = context.insurance
  return [
    ['Seguro del vehículo', 'Financiado; el Acreditante es beneficiario preferente'],
    ['Aseguradora', policy ? policy.insurerName : 'La que elija el Acreditado al contratar la póliza'],
    [
      'Póliza',
      policy?.policyNumber
        ? `${policy.policyNumber}${policy.termStart && policy.termEnd ? `, vigente del ${day(policy.termStart)} al ${day(policy.termEnd)}` : ''}`
        : 'Por emitir',
    ],
    [
      'Prima anual con IVA',
      policy ? pesos(policy.premiumCents) : `Estimada en ${pesos(terms.insuranceMonthlyCents * 12)}`,
    ],
    [
      'Prima incluida en cada pago',
      `${pesos(terms.insuranceMonthlyCents)} (estimada; la tabla de amortización del crédito la fija según la póliza)`,
    ],
  ]
}

/** The carátula's texts for a contract version and what surrounds it (lender, RECA, policy). */
export function coverTextOf(content: ContractContent, context: CoverContext, generatedAt: string): CoverText {
  const { terms } = content
  const une = context.lender.une
  return {
    lenderName: context.lender.legalName,
    productName: productNames[content.template],
    contractTitle: templates[content.template].title,
    headline: [
      ['CAT (Costo Anual Total)', `${catText(terms.catPct)} sin IVA`],
      [
        'Tasa anual ordinaria (fija) / moratoria, sin IVA',
        `${percent(terms.annualRateBps)} / ${percent(terms.moratoryRateBps)}`,
      ],
      ['Monto del crédito', pesos(terms.amountCents)],
      ['Monto total a pagar', pesos(terms.totalPaidCents)],
    ],
    catLine:
      `CAT: ${catText(terms.catPct)} sin IVA. Para fines informativos y de comparación. ` +
      `Calculado el ${day(generatedAt)} conforme a la metodología del Banco de México.`,
    payments: [
      ['Plazo del crédito', `${terms.termMonths} meses`],
      ['Número y periodicidad de los pagos', paymentsPhrase(terms)],
      [`Monto de cada pago ${paymentWord(terms)} (capital e interés)`, pesos(terms.paymentCents)],
      ['Primer pago con IVA y seguro', pesos(terms.paymentWithIvaCents)],
      [
        'Fechas límite de pago',
        terms.firstDueDate
          ? `A partir del ${day(terms.firstDueDate)}; ver tabla de amortización`
          : // Before the disbursement the dates are not fixed yet: the annex then numbers the payments only.
            `Cada pago ${paymentWord(terms)} a partir de la disposición; las fechas se fijan al disponer y las indica cada estado de cuenta`,
      ],
      ['Monto neto dispuesto', pesos(terms.netDisbursedCents)],
    ],
    commissions: coverCommissionsOf(terms, context.defaultEventFee).map((commission) => [
      commission.concept,
      commission.rateBps === null ? '—' : `${percent(commission.rateBps)} ${commission.rateBasis}`,
      commission.amountCents === null ? 'Según el atraso' : pesos(commission.amountCents),
      commission.ivaCents === null
        ? `${percent(commission.ivaBps)} de IVA`
        : `${pesos(commission.ivaCents)} (${percent(commission.ivaBps)})`,
      commission.timing,
    ]),
    insurance: insuranceRows(content, context),
    warnings: CREDIT_WARNINGS,
    complaints: [
      `Unidad Especializada de Atención a Usuarios (UNE) de ${context.lender.shortName}: titular ${une.head}; ` +
        `domicilio ${une.address}; teléfono ${une.phone}; correo ${une.email}; horario ${une.hours}.`,
      `${CONDUSEF.name}: teléfonos ${CONDUSEF.phones.join(' y ')}; página ${CONDUSEF.web}.`,
    ],
    reca:
      context.recaNumber === null
        ? 'Registro de Contratos de Adhesión (RECA): en trámite'
        : `Registro de Contratos de Adhesión (RECA): ${context.recaNumber}`,
  }
}
