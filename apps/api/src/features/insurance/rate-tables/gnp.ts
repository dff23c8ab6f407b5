import type { RateTable } from './rate-table'

/** GNP Seguros (sandbox tariff). */
export const gnpRates: RateTable = {
  vehicleRateBp: { amplia: 450, limitada: 220, rc: 0 },
  ageFactorBp: [10000, 9700, 9400, 9100, 8800, 8600, 8400, 8300, 8300, 8400, 8600, 8800],
  zoneFactorBp: { alta: 12800, media: 10600, baja: 8900 },
  deductibleFactorBp: { bajo: 10000, alto: 8700 },
  liabilityPremiumCents: 2_600_00,
  assistancePremiumCents: 550_00,
  policyFeeCents: 650_00,
  financingSurchargeBp: { anual: 0, semestral: 400, trimestral: 600, mensual: 900 },
  sumsInsured: { rcPersonasCents: 4_000_000_00, rcBienesCents: 1_500_000_00, gastosMedicosCents: 300_000_00 },
  policyNumber: (sequence, year) => `GNP${year}${String(sequence).padStart(9, '0')}`,
}
