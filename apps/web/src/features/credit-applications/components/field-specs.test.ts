import { createApplicationRequestSchema } from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import { formatField, parseField, toPayload, toTexts, type FieldSpec } from './field-specs'
import { termsSpecs } from './section-specs'

describe('field specs', () => {
  it('reads pesos as centavos and percent as basis points', () => {
    expect(parseField({ name: 'a', kind: 'money' }, '250,000.50')).toBe(25_000_050)
    expect(parseField({ name: 'a', kind: 'money' }, '$ 1,200')).toBe(120_000)
    expect(parseField({ name: 'a', kind: 'percent' }, '14.5')).toBe(1450)
    expect(parseField({ name: 'a', kind: 'int' }, '7')).toBe(7)
    expect(parseField({ name: 'a', kind: 'select', options: [12, 24] }, '24')).toBe(24)
    expect(parseField({ name: 'a', kind: 'text' }, '  ')).toBeUndefined()
  })

  it('shows centavos as pesos and round-trips a section', () => {
    expect(formatField({ name: 'a', kind: 'money' }, 25_000_050)).toBe('250000.5')
    const terms = {
      requestedAmountCents: 25_000_000,
      downPaymentCents: 0,
      termMonths: 48,
      annualRateBps: 1450,
    }
    expect(toPayload(termsSpecs, toTexts(termsSpecs, terms))).toEqual(terms)
  })

  it('builds nested payloads the shared schema accepts', () => {
    const specs: FieldSpec[] = [
      { name: 'product', kind: 'select', options: ['auto'] },
      { name: 'allyId', kind: 'int' },
      { name: 'vehicle.priceCents', kind: 'money' },
    ]
    const payload = toPayload(specs, { product: 'auto', allyId: '3', vehicle: { priceCents: '380000' } })
    expect(payload).toEqual({ product: 'auto', allyId: 3, vehicle: { priceCents: 38_000_000 } })
    const issues = createApplicationRequestSchema.safeParse(payload).error?.issues ?? []
    expect(issues.some((issue) => issue.path.join('.') === 'vehicle.priceCents')).toBe(false)
    expect(issues.some((issue) => issue.path.join('.') === 'applicant')).toBe(true)
  })
})
