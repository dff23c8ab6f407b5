import type { ContractTerms } from '@mesa/contracts'
import { IVA_BPS } from '../../lending'

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

/**
 * The commissions the carátula lists, in order: today the opening fee and the late interest. The credit
 * policy's charges as data (opening, late-payment and collection fees with their IVA) join this list: it is
 * the one place the cover reads them from.
 */
export function coverCommissionsOf(terms: ContractTerms): CoverCommission[] {
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
  ]
}
