import { describe, expect, it } from 'vitest'
import type { QuoteInput } from './pricing'
import { applyBp, IVA_BP, priceQuote } from './pricing'
import { anaRates } from './rate-tables/ana'
import { generalRates } from './rate-tables/general'
import { gnpRates } from './rate-tables/gnp'
import { postalZone } from './rate-tables/postal-zones'
import { qualitasRates } from './rate-tables/qualitas'

const vehicle = (valueCents: number, year: number) => ({
  make: 'Nissan',
  model: 'Versa',
  version: 'Advance',
  year,
  vin: '',
  valueCents,
})

describe('postal-code zones', () => {
  it('reads the zone from the first two digits: CDMX and Edomex high, big metros medium, else low', () => {
    expect(postalZone('03100')).toBe('alta')
    expect(postalZone('54000')).toBe('alta')
    expect(postalZone('44100')).toBe('media')
    expect(postalZone('64000')).toBe('media')
    expect(postalZone('91000')).toBe('baja')
  })
})

// Each figure below is worked by hand in docs/domain.md's way: factors multiply, one rounding per amount.
describe('ANA: amplia, 5 % deductible, CDMX, two-year-old car of $350,000', () => {
  const input: QuoteInput = {
    vehicle: vehicle(35_000_000, 2024),
    postalCode: '03100',
    options: { package: 'amplia', deductibleLevel: 'bajo', paymentFrequency: 'anual' },
    asOfYear: 2026,
  }
  it('paid yearly: 35,000,000 × 4.2 % × 0.92 × 1.30 + 235,000 × 1.30 + 48,000, fee and IVA', () => {
    expect(priceQuote(anaRates, input).premium).toEqual({
      netPremiumCents: 2_111_620,
      policyFeeCents: 60_000,
      financingSurchargeCents: 0,
      ivaCents: 347_459,
      totalCents: 2_519_079,
      installments: 1,
      firstInstallmentCents: 2_519_079,
      laterInstallmentCents: 2_519_079,
    })
  })
  it('paid monthly: an 8 % surcharge, IVA on it too, twelve instalments summing to the total', () => {
    const { premium } = priceQuote(anaRates, {
      ...input,
      options: { ...input.options, paymentFrequency: 'mensual' },
    })
    expect(premium).toMatchObject({
      financingSurchargeCents: 168_930,
      ivaCents: 374_488,
      totalCents: 2_715_038,
      installments: 12,
      firstInstallmentCents: 226_255,
      laterInstallmentCents: 226_253,
    })
    expect(premium.firstInstallmentCents + 11 * premium.laterInstallmentCents).toBe(premium.totalCents)
  })
  it('sums insured and 5 % / 10 % deductibles of the amplia package', () => {
    const { coverages } = priceQuote(anaRates, input)
    expect(coverages.map((coverage) => coverage.kind)).toEqual([
      'danos_materiales',
      'robo_total',
      'rc_personas',
      'rc_bienes',
      'gastos_medicos',
      'asistencia_legal',
      'asistencia_vial',
    ])
    expect(coverages[0]).toEqual({
      kind: 'danos_materiales',
      sumInsuredCents: 35_000_000,
      deductibleBp: 500,
      deductibleCents: 1_750_000,
    })
    expect(coverages[1]).toMatchObject({ deductibleBp: 1000, deductibleCents: 3_500_000 })
    expect(coverages[2]).toMatchObject({ sumInsuredCents: 3_000_000_00, deductibleCents: null })
  })
})

describe('General de Seguros: RC only, Guadalajara, new car, paid twice a year', () => {
  it('prices liability and assistance only: 248,000 × 1.03 + 42,000, a 3 % surcharge', () => {
    const priced = priceQuote(generalRates, {
      vehicle: vehicle(18_000_000, 2026),
      postalCode: '44100',
      options: { package: 'rc', deductibleLevel: 'bajo', paymentFrequency: 'semestral' },
      asOfYear: 2026,
    })
    expect(priced.premium).toMatchObject({
      netPremiumCents: 297_440,
      financingSurchargeCents: 8_923,
      policyFeeCents: 55_000,
      ivaCents: 57_818,
      totalCents: 419_181,
      firstInstallmentCents: 209_591,
      laterInstallmentCents: 209_590,
    })
    expect(priced.coverages.map((coverage) => coverage.kind)).not.toContain('danos_materiales')
    expect(priced.coverages.map((coverage) => coverage.kind)).not.toContain('robo_total')
  })
})

describe('GNP: amplia, 10 % / 20 % deductibles, Estado de México, next model year', () => {
  it('counts a next-model-year car as new: 42,000,000 × 4.5 % × 1.28 × 0.87 + 332,800 + 55,000', () => {
    const priced = priceQuote(gnpRates, {
      vehicle: vehicle(42_000_000, 2027),
      postalCode: '54000',
      options: { package: 'amplia', deductibleLevel: 'alto', paymentFrequency: 'anual' },
      asOfYear: 2026,
    })
    expect(priced.premium).toMatchObject({
      netPremiumCents: 2_492_504,
      ivaCents: 409_201,
      totalCents: 2_966_705,
    })
    expect(priced.coverages[0]).toMatchObject({ deductibleBp: 1000, deductibleCents: 4_200_000 })
    expect(priced.coverages[1]).toMatchObject({ deductibleBp: 2000, deductibleCents: 8_400_000 })
  })
})

describe('Quálitas: limitada, high deductible, Veracruz, six-year-old car, quarterly', () => {
  it('25,000,000 × 1.8 % × 0.82 × 0.91 × 0.89 + 200,200 + 39,000, a 5.2 % surcharge', () => {
    const priced = priceQuote(qualitasRates, {
      vehicle: vehicle(25_000_000, 2020),
      postalCode: '91000',
      options: { package: 'limitada', deductibleLevel: 'alto', paymentFrequency: 'trimestral' },
      asOfYear: 2026,
    })
    expect(priced.zone).toBe('baja')
    expect(priced.premium).toMatchObject({
      netPremiumCents: 538_053,
      financingSurchargeCents: 27_979,
      ivaCents: 98_565,
      totalCents: 714_597,
      firstInstallmentCents: 178_650,
      laterInstallmentCents: 178_649,
    })
  })
})

describe('every tariff', () => {
  const tables = { anaRates, generalRates, gnpRates, qualitasRates }
  const inputs: QuoteInput[] = [1_000_00, 123_456_78, 999_999_99, 5_000_000_00].flatMap((valueCents, index) =>
    (['amplia', 'limitada', 'rc'] as const).map((coverage) => ({
      vehicle: vehicle(valueCents, 2012 + index * 4),
      postalCode: ['01000', '45010', '97000', '56600'][index]!,
      options: {
        package: coverage,
        deductibleLevel: index % 2 ? ('alto' as const) : ('bajo' as const),
        paymentFrequency: (['anual', 'semestral', 'trimestral', 'mensual'] as const)[index]!,
      },
      asOfYear: 2026,
    })),
  )
  it.each(Object.entries(tables))(
    '%s: IVA is exactly 16 % of premium, surcharge and fee, to the centavo',
    (_, table) => {
      for (const input of inputs) {
        const { premium } = priceQuote(table, input)
        const taxable = premium.netPremiumCents + premium.financingSurchargeCents + premium.policyFeeCents
        expect(premium.ivaCents).toBe(Math.round((taxable * 16) / 100))
        expect(premium.ivaCents).toBe(applyBp(taxable, IVA_BP))
        expect(premium.totalCents).toBe(taxable + premium.ivaCents)
        expect(
          premium.firstInstallmentCents + (premium.installments - 1) * premium.laterInstallmentCents,
        ).toBe(premium.totalCents)
      }
    },
  )
  it.each(Object.entries(tables))('%s: the same input always prices the same', (_, table) => {
    for (const input of inputs)
      expect(priceQuote(table, input)).toEqual(priceQuote(table, structuredClone(input)))
  })
  it('a higher deductible or an older car never costs more', () => {
    for (const table of Object.values(tables)) {
      const base = inputs[0]!
      const priced = (patch: Partial<QuoteInput>) =>
        priceQuote(table, { ...base, ...patch }).premium.netPremiumCents
      expect(priced({ options: { ...base.options, deductibleLevel: 'alto' } })).toBeLessThan(priced({}))
      expect(priced({ vehicle: { ...base.vehicle, year: base.vehicle.year - 3 } })).toBeLessThanOrEqual(
        priced({}),
      )
    }
  })
})

describe('applyBp', () => {
  it('rounds half up once, after every factor', () => {
    expect(applyBp(5, 5000)).toBe(3)
    expect(applyBp(1, 5000, 5000)).toBe(0)
    expect(applyBp(100_000_000_000, 9999, 9999, 9999, 9999)).toBe(99_960_006_000)
  })
})
