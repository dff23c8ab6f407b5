import type { RateTable } from './rate-table'

/** General de Seguros (sandbox tariff). */
export const generalRates: RateTable = {
  vehicleRateBp: { amplia: 395, limitada: 205, rc: 0 },
  ageFactorBp: [10000, 9500, 9100, 8800, 8600, 8500, 8400, 8400, 8600, 8900],
  zoneFactorBp: { alta: 12600, media: 10300, baja: 9200 },
  deductibleFactorBp: { bajo: 10000, alto: 9000 },
  liabilityPremiumCents: 2_480_00,
  assistancePremiumCents: 420_00,
  policyFeeCents: 550_00,
  financingSurchargeBp: { anual: 0, semestral: 300, trimestral: 500, mensual: 750 },
  sumsInsured: { rcPersonasCents: 2_500_000_00, rcBienesCents: 1_000_000_00, gastosMedicosCents: 150_000_00 },
  policyNumber: (sequence, year) => `GS${String(year).slice(2)}${String(sequence).padStart(8, '0')}`,
}
