import {
  installmentsPerYear,
  type Coverage,
  type InsuredVehicle,
  type Premium,
  type QuoteOptions,
} from '@mesa/contracts'
import { IVA_BPS } from '../../lending'
import { postalZone, type PostalZone } from './rate-tables/postal-zones'
import { deductibleBp, type RateTable } from './rate-tables/rate-table'

/** What a provider prices: the insured vehicle, where it sleeps, the options and the year it is priced in. */
export interface QuoteInput {
  vehicle: InsuredVehicle
  postalCode: string
  options: QuoteOptions
  /** The calendar year of the quote: the vehicle's age counts from it (a fixed input keeps quotes repeatable). */
  asOfYear: number
}

export interface PricedQuote {
  zone: PostalZone
  premium: Premium
  coverages: Coverage[]
}

const BP = 10_000n
/**
 * IVA on insurance premiums, fees and surcharges: the lending module's one rate (Ley del IVA, 16 %). The
 * tariff keeps its own rounding (applyBp, half up once at the end), as the insurers' tariffs compute their
 * premiums; loan arithmetic rounds half to even through the lending module.
 */
export const IVA_BP = IVA_BPS

/** cents × every factor (basis points), rounded half up once at the end: exact in integers. */
export function applyBp(cents: number, ...factorsBp: number[]): number {
  let numerator = BigInt(cents)
  let denominator = 1n
  for (const factor of factorsBp) {
    numerator *= BigInt(factor)
    denominator *= BP
  }
  return Number((numerator * 2n + denominator) / (denominator * 2n))
}

export const ageFactorBp = (table: RateTable, modelYear: number, asOfYear: number) => {
  const age = Math.max(0, asOfYear - modelYear)
  return table.ageFactorBp[Math.min(age, table.ageFactorBp.length - 1)]!
}

/**
 * The premium of one insurer's tariff (docs/domain.md "Insurance"):
 * vehicle part = value × package rate × age × zone × deductible factors; liability = RC premium × zone;
 * net = vehicle part + liability + assistance; surcharge = net × frequency rate; IVA 16 % on net + surcharge
 * + policy fee; the first instalment carries what the equal later ones leave over.
 */
export function priceQuote(table: RateTable, input: QuoteInput): PricedQuote {
  const { vehicle, options } = input
  const zone = postalZone(input.postalCode)
  const vehiclePart = applyBp(
    vehicle.valueCents,
    table.vehicleRateBp[options.package],
    ageFactorBp(table, vehicle.year, input.asOfYear),
    table.zoneFactorBp[zone],
    table.deductibleFactorBp[options.deductibleLevel],
  )
  const liability = applyBp(table.liabilityPremiumCents, table.zoneFactorBp[zone])
  const netPremiumCents = vehiclePart + liability + table.assistancePremiumCents
  const financingSurchargeCents = applyBp(
    netPremiumCents,
    table.financingSurchargeBp[options.paymentFrequency],
  )
  const policyFeeCents = table.policyFeeCents
  const taxable = netPremiumCents + financingSurchargeCents + policyFeeCents
  const ivaCents = applyBp(taxable, IVA_BP)
  const totalCents = taxable + ivaCents
  const installments = installmentsPerYear[options.paymentFrequency]
  const laterInstallmentCents = Math.floor(totalCents / installments)
  return {
    zone,
    premium: {
      netPremiumCents,
      policyFeeCents,
      financingSurchargeCents,
      ivaCents,
      totalCents,
      installments,
      firstInstallmentCents: totalCents - laterInstallmentCents * (installments - 1),
      laterInstallmentCents,
    },
    coverages: coveragesOf(table, input),
  }
}

/** Sums insured and deductibles per coverage; the package decides which coverages it holds. */
function coveragesOf(table: RateTable, { vehicle, options }: QuoteInput): Coverage[] {
  const deductibles = deductibleBp[options.deductibleLevel]
  const own = (kind: Coverage['kind'], bp: number): Coverage => ({
    kind,
    sumInsuredCents: vehicle.valueCents,
    deductibleBp: bp,
    deductibleCents: applyBp(vehicle.valueCents, bp),
  })
  const flat = (kind: Coverage['kind'], sumInsuredCents: number | null): Coverage => ({
    kind,
    sumInsuredCents,
    deductibleBp: null,
    deductibleCents: null,
  })
  const { rcPersonasCents, rcBienesCents, gastosMedicosCents } = table.sumsInsured
  return [
    ...(options.package === 'amplia' ? [own('danos_materiales', deductibles.danosMateriales)] : []),
    ...(options.package !== 'rc' ? [own('robo_total', deductibles.roboTotal)] : []),
    flat('rc_personas', rcPersonasCents),
    flat('rc_bienes', rcBienesCents),
    flat('gastos_medicos', gastosMedicosCents),
    flat('asistencia_legal', null),
    flat('asistencia_vial', null),
  ]
}
