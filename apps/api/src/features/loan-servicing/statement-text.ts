import { CONDUSEF, type ArrearsBucket, type Statement, type StatementChargeKind } from '@mesa/contracts'

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
/** Centavos as peso text ("$12,345.60"); below 2^53 centavos the division is exact to the centavo shown. */
export const pesos = (cents: number) => money.format(cents / 100)
export const day = (date: string) => date.split('-').reverse().join('/')
const percent = (bps: number) => `${(bps / 100).toFixed(2)} %`

const bucketText: Record<ArrearsBucket, string> = {
  current: 'Al corriente',
  dpd_1_29: '1 a 29 días',
  dpd_30_59: '30 a 59 días',
  dpd_60_89: '60 a 89 días',
  dpd_90_plus: '90 días o más',
}
const chargeText: Record<StatementChargeKind, string> = {
  opening_fee: 'Comisión por apertura',
  late_payment_fee: 'Comisión por pago tardío',
  collection_fee: 'Comisión por gestión de cobranza',
}

/** Every text of the statement (estado de cuenta) but its tables, in Spanish like every customer document. */
export interface StatementText {
  lender: string
  /** The headline boxes: balance at the close, next payment, CAT, rates. */
  headline: Array<[string, string]>
  catLine: string
  /** The period's movements and charges, from the opening balance to the closing one. */
  summary: Array<[string, string]>
  /** The notice on clarifications and complaints: the UNE, then CONDUSEF. */
  notice: [string, string]
  reca: string
}

export function statementTextOf(statement: Statement): StatementText {
  const { lender } = statement
  const { une } = lender
  const paid = statement.payments
    .filter((payment) => payment.reversed === null)
    .reduce((total, payment) => total + payment.amountCents, 0)
  return {
    lender: `${lender.legalName} · RFC ${lender.rfc}`,
    headline: [
      ['Saldo al corte', pesos(statement.closingBalanceCents)],
      [
        'Próximo pago',
        statement.nextDueDate
          ? `${pesos(statement.nextDueCents)} el ${day(statement.nextDueDate)}`
          : 'Sin pagos pendientes',
      ],
      ['CAT sin IVA', `${statement.catPct.toFixed(1)} %`],
      [
        'Tasa anual ordinaria (fija) / moratoria',
        `${percent(statement.annualRateBps)} / ${percent(statement.lateRateBps)}`,
      ],
    ],
    catLine: `CAT: ${statement.catPct.toFixed(1)} % sin IVA. Para fines informativos y de comparación.`,
    summary: [
      ['Saldo inicial', pesos(statement.openingBalanceCents)],
      ['Intereses ordinarios del periodo', pesos(statement.interestCents)],
      ['IVA de los intereses ordinarios', pesos(statement.interestIvaCents)],
      ['Seguro financiado del periodo', pesos(statement.insuranceCents)],
      ['Intereses moratorios del periodo', pesos(statement.lateInterestAccruedCents)],
      ['IVA de los intereses moratorios', pesos(statement.lateInterestIvaCents)],
      ...statement.charges.map((charge): [string, string] => [
        `${chargeText[charge.kind]} (${day(charge.on)})`,
        `${pesos(charge.amountCents)} más IVA ${pesos(charge.ivaCents)}`,
      ]),
      ['Pagos recibidos en el periodo', pesos(paid)],
      ['Saldo final', pesos(statement.closingBalanceCents)],
      ['Días de atraso', `${statement.daysPastDue} (${bucketText[statement.bucket]})`],
    ],
    notice: [
      'Si desea presentar una aclaración o queja sobre este estado de cuenta, tiene 90 días naturales a partir de ' +
        `la fecha de corte para hacerlo ante nuestra Unidad Especializada de Atención a Usuarios (UNE): titular ${une.head}; ` +
        `domicilio ${une.address}; teléfono ${une.phone}; correo ${une.email}; horario ${une.hours}.`,
      `También puede acudir a la ${CONDUSEF.name}: teléfonos ${CONDUSEF.phones.join(' y ')}; página ${CONDUSEF.web}.`,
    ],
    reca:
      statement.recaNumber === null
        ? 'Registro de Contratos de Adhesión (RECA): en trámite'
        : `Registro de Contratos de Adhesión (RECA): ${statement.recaNumber}`,
  }
}
