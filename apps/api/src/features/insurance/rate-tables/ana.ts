import type { RateTable } from './rate-table'

/** ANA Seguros (sandbox tariff). */
export const anaRates: RateTable = {
  vehicleRateBp: { amplia: 420, limitada: 190, rc: 0 },
  ageFactorBp: [10000, 9600, 9200, 8900, 8600, 8400, 8200, 8000, 8000, 8200, 8500],
  zoneFactorBp: { alta: 13000, media: 10500, baja: 9000 },
  deductibleFactorBp: { bajo: 10000, alto: 8800 },
  liabilityPremiumCents: 2_350_00,
  assistancePremiumCents: 480_00,
  policyFeeCents: 600_00,
  financingSurchargeBp: { anual: 0, semestral: 350, trimestral: 550, mensual: 800 },
  sumsInsured: { rcPersonasCents: 3_000_000_00, rcBienesCents: 1_000_000_00, gastosMedicosCents: 200_000_00 },
  policyNumber: (sequence, year) => `ANA-${year}-${String(sequence).padStart(7, '0')}`,
}
