import type { ContractTerms } from '@mesa/contracts'
import { IVA_BPS, ivaOf, type defaultEventFeeOf } from '../../lending'

/**
 * One commission or charge as the carátula lists it (CONDUSEF's transparency rules: every commission with its
 * amount or rate, its IVA, and when it is charged). Rates in basis points, amounts in centavos.
 */
export interface CoverCommission {
  concept: string
  /** A rate (of the amount, or annual), when the charge is one; null for a fixed amount. */
  rateBps: number | null
  /** What the rate applies to ("del monto del crédito", "anual sobre el capital vencido"). */
  rateBasis: string
  /** The amount, when it is known at signing; null for a charge that depends on the customer's conduct. */
  amountCents: number | null
  /** The IVA on it, when the amount is known; the IVA rate applies in any case. */
  ivaCents: number | null
  ivaBps: number
  /** When it is charged. */
  timing: string
}

const defaultEventFeeConcept = {
  late_payment: 'Comisión por pago tardío',
  collection: 'Comisión por gestión de cobranza',
} as const

/**
 * The commissions the carátula lists, in order: the opening fee, the late interest and the product's one
 * default-event fee (the late-payment fee or the collection fee, never both: Banxico's Circular 22/2010),
 * when the product charges one. The one place the cover reads them from.
 */
export function coverCommissionsOf(
  terms: ContractTerms,
  defaultEventFee: ReturnType<typeof defaultEventFeeOf> | null = null,
): CoverCommission[] {
  const eventFee: CoverCommission[] =
    defaultEventFee && defaultEventFee.amountCents > 0
      ? [
          {
            concept: defaultEventFeeConcept[defaultEventFee.kind],
            rateBps: null,
            rateBasis: '',
            amountCents: defaultEventFee.amountCents,
            ivaCents: ivaOf(defaultEventFee.amountCents),
            ivaBps: IVA_BPS,
            timing:
              'Una vez por cada pago no cubierto en su fecha, sin exceder lo que quedó sin pagar; ' +
              'nunca junto con otra comisión por el mismo atraso',
          },
        ]
      : []
  return [
    {
      concept: 'Comisión por apertura',
      rateBps: terms.openingFeeBps,
      rateBasis: 'del monto del crédito',
      amountCents: terms.openingFeeCents,
      ivaCents: terms.openingFeeIvaCents,
      ivaBps: IVA_BPS,
      timing:
        terms.openingFeeTreatment === 'first_installment'
          ? 'Una vez, con el primer pago'
          : 'Una vez, descontada del monto dispuesto',
    },
    {
      concept: 'Intereses moratorios',
      rateBps: terms.moratoryRateBps,
      rateBasis: 'anual sobre el capital vencido, por día de atraso (años de 360 días)',
      amountCents: null,
      ivaCents: null,
      ivaBps: IVA_BPS,
      timing: 'Solo si un pago no se cubre en su fecha',
    },
    ...eventFee,
  ]
}
