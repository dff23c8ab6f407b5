import type { Allocation } from '@mesa/contracts'
import type { ChargeKind } from './cfdi-input'
import { ivaSatCents, ivaToleranceCents } from './iva'

/** One concepto the invoice will carry: a base and its IVA, both in centavos. */
export interface PaymentCharge {
  kind: ChargeKind
  amountCents: number
  ivaCents: number
}

/**
 * A base and IVA whose sum is `grossCents` and whose IVA is the SAT's 16 % of the base: the largest base b
 * with b + IVA(b) ≤ gross. Used when a payment collected a charge's base and IVA in other proportions than
 * 100 : 16 (the allocation pays every overdue interest before every IVA, so a short payment may collect the
 * interest whole and part of its IVA). A centavo the split cannot reach (b + IVA(b) jumps by 2 at some b)
 * stays out of the invoice rather than make an IVA the SAT refuses.
 */
export function splitGross(grossCents: number): { amountCents: number; ivaCents: number } {
  let base = Math.floor((grossCents * 100) / 116) + 1
  while (base > 0 && base + ivaSatCents(base) > grossCents) base -= 1
  return { amountCents: base, ivaCents: base > 0 ? ivaSatCents(base) : 0 }
}

/** A charge as collected when its IVA is one the SAT accepts for its base, else the gross re-split. */
function chargeOf(kind: ChargeKind, baseCents: number, ivaCents: number): PaymentCharge | null {
  if (baseCents <= 0 && ivaCents <= 0) return null
  const [lower, upper] = ivaToleranceCents(baseCents)
  const split =
    baseCents > 0 && ivaCents >= lower && ivaCents <= upper
      ? { amountCents: baseCents, ivaCents }
      : splitGross(baseCents + ivaCents)
  return split.amountCents > 0 ? { kind, ...split } : null
}

/**
 * What a payment collected that the CFDI invoices: ordinary interest, late interest (moratorios) and fees, each
 * with its IVA, as the allocation applied them. Principal, insurance (the insurer's premium, not the lender's
 * service), prepayment and money left over are not the lender's income and are left out; a payment of
 * principal only has no charge (and no invoice). A payoff's interest credit (interest and IVA collected ahead
 * of the days elapsed, given back) is taken off the interest it collected.
 */
export function chargesOfAllocation(allocation: Allocation): PaymentCharge[] {
  const interest =
    allocation.interestCreditCents === 0
      ? chargeOf('ordinary_interest', allocation.interestCents, allocation.ivaCents)
      : chargeOf(
          'ordinary_interest',
          0,
          allocation.interestCents + allocation.ivaCents + allocation.interestCreditCents,
        )
  return [
    interest,
    chargeOf('late_interest', allocation.lateInterestCents, allocation.lateInterestIvaCents),
    chargeOf('fee', allocation.feesCents, allocation.feesIvaCents),
  ].filter((charge): charge is PaymentCharge => charge !== null)
}
