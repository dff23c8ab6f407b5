import { describe, expect, it } from 'vitest'
import { dealDiscount, dealInitialValues, dealStepSchemas } from './create-deal-steps'
import { pricePerM2, propertyInitialValues, propertyStepSchemas } from './property-listing-steps'
import { shareHalfEven } from './wizard-rules'

const problems = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('rounding half to even in integers', () => {
  it('rounds only exact halves to the even neighbour', () => {
    expect(shareHalfEven(250, 1, 100)).toBe(2) // 2.5 → 2
    expect(shareHalfEven(350, 1, 100)).toBe(4) // 3.5 → 4
    expect(shareHalfEven(251, 1, 100)).toBe(3) // 2.51 → 3
    expect(shareHalfEven(249_900, 15, 100)).toBe(37_485) // 15 % of 2 499.00 = 374.85
  })
})

describe('create-deal steps', () => {
  it('a percentage deal needs a whole 1–90 %, a flat one an amount of at least 1.00', () => {
    expect(problems(dealStepSchemas.type.safeParse({ ...dealInitialValues, percent: '95' }))).toEqual([
      ['percent', 'too_big:90'],
    ])
    expect(problems(dealStepSchemas.type.safeParse({ ...dealInitialValues, percent: '12.5' }))).toEqual([
      ['percent', 'not_integer'],
    ])
    expect(
      problems(dealStepSchemas.type.safeParse({ ...dealInitialValues, dealType: 'flat', flatCents: null })),
    ).toEqual([['flatCents', 'required']])
    expect(dealStepSchemas.type.parse({ ...dealInitialValues, percent: '15' })).toEqual({
      dealType: 'percentage',
      percent: 15,
      region: 'all',
    })
  })

  it('names every wrong detail, and an end before the start', () => {
    expect(
      problems(
        dealStepSchemas.details.safeParse({
          ...dealInitialValues,
          title: 'ab',
          code: 'abc',
          startDate: '2026-12-01',
        }),
      ),
    ).toEqual([
      ['title', 'too_short:3'],
      ['code', 'invalid_format'],
      ['endDate', 'invalid_date'],
    ])
    const details = { title: 'Buen Fin', code: 'BUENFIN26', description: '', startDate: '2026-11-20' }
    expect(problems(dealStepSchemas.details.safeParse({ ...details, endDate: '2026-11-19' }))).toEqual([
      ['endDate', 'end_before_start'],
    ])
    expect(dealStepSchemas.details.safeParse({ ...details, endDate: '2026-11-20' }).success).toBe(true)
  })

  it('prices the deal exactly: 15 % of 2 499.00 is 374.85; flat 500.00 never more than the cart', () => {
    expect(dealDiscount({ dealType: 'percentage', percent: 15 }, 249_900, 0)).toBe(37_485)
    expect(dealDiscount({ dealType: 'flat', flatCents: 50_000 }, 249_900, 100_000)).toBe(50_000)
    expect(dealDiscount({ dealType: 'flat', flatCents: 50_000 }, 30_000, 0)).toBe(30_000)
    expect(dealDiscount({ dealType: 'percentage', percent: 15 }, 249_900, 300_000)).toBe(0)
  })
})

describe('property-listing steps', () => {
  it('checks the lister', () => {
    expect(
      problems(
        propertyStepSchemas.lister.safeParse({
          ...propertyInitialValues,
          fullName: 'Ana López',
          email: 'ana@',
          phone: '551234',
        }),
      ),
    ).toEqual([
      ['email', 'invalid_email'],
      ['phone', 'invalid_phone'],
    ])
  })

  it('a home needs a bedroom and a bathroom; land has no rooms', () => {
    const features = { ...propertyInitialValues, bedrooms: '0', bathrooms: '0', parking: '1' }
    expect(problems(propertyStepSchemas.features.safeParse(features))).toEqual([
      ['bedrooms', 'too_small:1'],
      ['bathrooms', 'too_small:1'],
    ])
    expect(propertyStepSchemas.features.safeParse({ ...features, propertyKind: 'land' }).success).toBe(true)
    expect(
      problems(propertyStepSchemas.features.safeParse({ ...features, propertyKind: 'land', bedrooms: '2' })),
    ).toEqual([['bedrooms', 'land_has_no_rooms']])
  })

  it('needs an area and a price; maintenance may be empty; the price per m² is exact', () => {
    expect(problems(propertyStepSchemas.price.safeParse(propertyInitialValues))).toEqual([
      ['areaM2', 'required'],
      ['priceCents', 'required'],
    ])
    expect(
      propertyStepSchemas.price.parse({ areaM2: '120', priceCents: 3_500_000_00, maintenanceCents: null }),
    ).toEqual({ areaM2: 120, priceCents: 3_500_000_00, maintenanceCents: 0 })
    // 3 500 000.00 / 120 m² = 29 166.666… → 29 166.67
    expect(pricePerM2(3_500_000_00, 120)).toBe(2_916_667)
    // 1 000.00 / 8 = 125.00 exactly; 0.25 / 2 = 0.125 → 0.12 (half to even)
    expect(pricePerM2(1_000_00, 8)).toBe(12_500)
    expect(pricePerM2(25, 2)).toBe(12)
  })
})
