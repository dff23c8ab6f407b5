import { CONDUSEF, type CreditProduct, type LenderIdentity } from '@mesa/contracts'
import type { ContractCondition, ContractContent } from './contract-content'
import { interestPeriodsPhrase, paymentsPhrase } from './periodicity-text'

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
export const pesos = (cents: number) => money.format(cents / 100)
export const percent = (bps: number) => `${(bps / 100).toFixed(2)} %`

export interface ContractTemplate {
  title: string
  /** What is financed, in the words of the object clause. */
  object: string
  /** Clauses only this product has, after the common ones. */
  extra: Array<[string, string]>
}

export const templates: Record<CreditProduct, ContractTemplate> = {
  auto: {
    title:
      'Contrato de apertura de crédito simple con garantía prendaria para la adquisición de un automóvil nuevo',
    object: 'la adquisición de un automóvil nuevo, de agencia, descrito en la carátula',
    extra: [
      [
        'Garantía del fabricante',
        'El Acreditado conservará vigente la garantía del fabricante y presentará el vehículo a los servicios de mantenimiento que esta exija; la pérdida de la garantía por falta de mantenimiento no libera al Acreditado de sus obligaciones de pago.',
      ],
    ],
  },
  seminuevo: {
    title:
      'Contrato de apertura de crédito simple con garantía prendaria para la adquisición de un automóvil seminuevo',
    object:
      'la adquisición de un automóvil usado (seminuevo), en el estado físico y mecánico en que se encuentra',
    extra: [
      [
        'Estado del vehículo',
        'El Acreditado declara haber revisado el vehículo, su factura y su historial, y que este no tiene reporte de robo ni adeudos de tenencia, verificación o multas; el Acreditante no responde de vicios ocultos, que el Acreditado reclamará al vendedor.',
      ],
      [
        'Verificación vehicular',
        'El Acreditado mantendrá al corriente la verificación vehicular y los derechos de control vehicular de la entidad donde el vehículo esté registrado.',
      ],
    ],
  },
  moto: {
    title:
      'Contrato de apertura de crédito simple con garantía prendaria para la adquisición de una motocicleta',
    object: 'la adquisición de una motocicleta descrita en la carátula',
    extra: [
      [
        'Uso de la motocicleta',
        'El Acreditado usará la motocicleta conforme al reglamento de tránsito aplicable, con casco y equipo de protección, y no la destinará a competencias ni a servicio de reparto sin aviso previo por escrito al Acreditante.',
      ],
    ],
  },
}

/** The clauses every product shares, filled with the version's figures. */
export function commonClauses(content: ContractContent, lender: LenderIdentity): Array<[string, string]> {
  const { terms } = content
  const une = lender.une
  const insurance =
    terms.insuranceMonthlyCents > 0
      ? 'El seguro del vehículo se financia: la prima de la póliza se reparte entre los pagos que vencen dentro de su vigencia, como indica la tabla de amortización del crédito; si el crédito dura más que la póliza, la prima de la renovación se financia igual o se cobra por separado, según el producto.'
      : 'El Acreditado contratará por su cuenta el seguro del vehículo.'
  return [
    [
      'Objeto',
      `El Acreditante otorga al Acreditado un crédito simple por ${pesos(terms.amountCents)} destinado a ${templates[content.template].object}. El Acreditado aporta un enganche de ${pesos(terms.downPaymentCents)}.`,
    ],
    [
      'Disposición',
      `El crédito se dispone en una sola exhibición, pagada directamente al vendedor del vehículo, una vez firmado este contrato. La comisión por apertura de ${pesos(terms.openingFeeCents)} más IVA se descuenta de la disposición.`,
    ],
    [
      'Plazo y pagos',
      `El Acreditado pagará el crédito en ${paymentsPhrase(terms)} de ${pesos(terms.paymentCents)} de capital e interés, más el IVA del interés${terms.insuranceMonthlyCents > 0 ? ' y el seguro' : ''}, en las fechas de la tabla de amortización anexa, que forma parte de este contrato.`,
    ],
    [
      'Intereses ordinarios',
      `El saldo insoluto causa intereses a la tasa fija anual de ${percent(terms.annualRateBps)} sin IVA, calculados sobre ${interestPeriodsPhrase(terms)}. El IVA sobre intereses es a cargo del Acreditado.`,
    ],
    [
      'Intereses moratorios',
      `Si un pago no se cubre en su fecha, el capital vencido causa intereses moratorios a la tasa anual de ${percent(terms.moratoryRateBps)} más IVA, por cada día de atraso, sobre años de 360 días, sin perjuicio de los ordinarios.`,
    ],
    ['Seguro', `${insurance} La póliza designa al Acreditante como beneficiario preferente.`],
    [
      'Garantía prendaria',
      'En garantía del crédito, el Acreditado constituye prenda sin transmisión de posesión sobre el vehículo, que conservará en su poder como depositario, sin venderlo ni gravarlo mientras exista saldo insoluto. La factura quedará endosada en garantía a favor del Acreditante.',
    ],
    [
      'Pagos anticipados',
      'El Acreditado puede pagar anticipadamente, total o parcialmente, sin penalización; los pagos anticipados se aplican a capital y reducen el número de pagos o su importe, a su elección.',
    ],
    [
      'Vencimiento anticipado',
      'El Acreditante podrá dar por vencido el crédito si el Acreditado deja de cubrir tres pagos consecutivos, vende o grava el vehículo, o deja de mantener vigente el seguro.',
    ],
    [
      'Aclaraciones y quejas',
      `El Acreditado puede presentar aclaraciones y quejas ante la Unidad Especializada de Atención a Usuarios (UNE) del Acreditante, a cargo de ${une.head}, en ${une.address}; teléfono ${une.phone}, de ${une.hours}; correo ${une.email}; y acudir a la CONDUSEF (${CONDUSEF.phones.join(' y ')}, ${CONDUSEF.web}).`,
    ],
    [
      'Datos personales',
      'El Acreditante trata los datos personales del Acreditado conforme a su aviso de privacidad y a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
    ],
    [
      'Jurisdicción',
      'Para la interpretación y cumplimiento de este contrato, las partes se someten a las leyes y tribunales de la Ciudad de México, renunciando a cualquier otro fuero que pudiera corresponderles.',
    ],
  ]
}

const conditionWords: Record<ContractCondition['kind'], string> = {
  larger_down_payment: 'Enganche mayor',
  co_signer: 'Obligado solidario (aval)',
  shorter_term: 'Plazo menor',
  other: 'Condición',
}

/** One condition of the committee's approval in the contract's words: what it is, its figure, its note. */
export function conditionText(condition: ContractCondition) {
  const figure =
    condition.value === null
      ? ''
      : condition.kind === 'larger_down_payment'
        ? ` de al menos ${pesos(condition.value)}`
        : condition.kind === 'shorter_term'
          ? ` de ${condition.value} meses como máximo`
          : ''
  const note = condition.text.trim()
  return `${conditionWords[condition.kind]}${figure}${note ? `: ${note.replace(/\.$/, '')}` : ''}`
}

/**
 * Issue 38: the committee approved the credit on conditions, and the contract binds the borrower to them in a
 * clause of their own (a co-signer signs as obligado solidario); none when it approved without conditions.
 */
export function conditionClauses(content: ContractContent): Array<[string, string]> {
  const conditions = content.conditions ?? []
  if (conditions.length === 0) return []
  const listed = conditions
    .map((condition, index) => `${String.fromCharCode(97 + index)}) ${conditionText(condition)}`)
    .join('; ')
  const named = content.coSigner ? `, ${content.coSigner.name},` : ''
  const coSigner = conditions.some((condition) => condition.kind === 'co_signer')
    ? ` El obligado solidario${named} firma este contrato y responde solidariamente de todas las obligaciones del Acreditado.`
    : ''
  return [
    [
      'Condiciones de la autorización',
      `El comité de crédito del Acreditante autorizó este crédito sujeto a las siguientes condiciones, que el Acreditado se obliga a cumplir y mantener durante la vigencia del crédito: ${listed}.${coSigner}`,
    ],
  ]
}
