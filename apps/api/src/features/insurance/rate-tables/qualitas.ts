import type { RateTable } from './rate-table'

/** Quálitas (sandbox tariff). */
export const qualitasRates: RateTable = {
  vehicleRateBp: { amplia: 380, limitada: 180, rc: 0 },
  ageFactorBp: [10000, 9400, 9000, 8700, 8500, 8300, 8200, 8200, 8300, 8600],
  zoneFactorBp: { alta: 13500, media: 10400, baja: 9100 },
  deductibleFactorBp: { bajo: 10000, alto: 8900 },
  liabilityPremiumCents: 2_200_00,
  assistancePremiumCents: 390_00,
  policyFeeCents: 500_00,
  financingSurchargeBp: { anual: 0, semestral: 320, trimestral: 520, mensual: 780 },
  sumsInsured: { rcPersonasCents: 3_000_000_00, rcBienesCents: 750_000_00, gastosMedicosCents: 250_000_00 },
  policyNumber: (sequence, year) => `Q${String(sequence).padStart(10, '0')}-${year}`,
}
