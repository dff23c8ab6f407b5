import type { CoveragePackage, DeductibleLevel, PaymentFrequency } from '@mesa/contracts'
import type { PostalZone } from './postal-zones'

/**
 * One insurer's tariff (sandbox figures, shaped like a Mexican auto tariff). Factors are basis points
 * (10 000 = ×1.0); money is centavos. docs/domain.md "Insurance" gives the formula with a worked example.
 */
export interface RateTable {
  /** Annual rate of daños materiales + robo total on the vehicle value, per package (RC covers neither). */
  vehicleRateBp: Record<CoveragePackage, number>
  /** Vehicle age in years → factor; the last entry applies to every older vehicle. */
  ageFactorBp: readonly number[]
  zoneFactorBp: Record<PostalZone, number>
  /** A higher deductible makes a cheaper premium. */
  deductibleFactorBp: Record<DeductibleLevel, number>
  /** Annual liability (RC) and medical-expenses premium, before the zone factor. */
  liabilityPremiumCents: number
  /** Annual legal and road assistance premium, flat. */
  assistancePremiumCents: number
  /** Derecho de póliza: a flat fee per policy. */
  policyFeeCents: number
  /** Recargo por pago fraccionado on the net premium, by how often the insured pays. */
  financingSurchargeBp: Record<PaymentFrequency, number>
  sumsInsured: { rcPersonasCents: number; rcBienesCents: number; gastosMedicosCents: number }
  /** The insurer's policy number for our n-th policy with it, issued in a given year. */
  policyNumber: (sequence: number, year: number) => string
}

/** Deductibles in basis points of the vehicle value (design: 5 %/10 % daños materiales, 10 %/20 % robo total). */
export const deductibleBp: Record<DeductibleLevel, { danosMateriales: number; roboTotal: number }> = {
  bajo: { danosMateriales: 500, roboTotal: 1000 },
  alto: { danosMateriales: 1000, roboTotal: 2000 },
}
