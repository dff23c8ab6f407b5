import { describe, expect, it } from 'vitest'
import { failedRules, type FundingCandidate, type LineForRules } from './eligibility'

const line: LineForRules = {
  amountCents: 50_000_000_00,
  usedCents: 49_700_000_00,
  termMonths: 48,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  active: true,
  rules: {
    products: ['auto', 'seminuevo'],
    maxAmountCents: 600_000_00,
    minScore: 620,
    maxVehicleAgeYears: 8,
  },
}
const candidate: FundingCandidate = {
  product: 'seminuevo',
  amountCents: 250_000_00,
  termMonths: 48,
  score: 620,
  vehicleYear: 2018,
}
const today = '2026-11-23'

describe('a line’s eligibility rules', () => {
  it('passes a candidate on every limit exactly (amount, score, age 8, term 48, room 300 000.00)', () => {
    expect(failedRules(line, candidate, today)).toEqual([])
    // Room left: 50 000 000.00 − 49 700 000.00 = 300 000.00; 300 000.00 fits exactly.
    expect(failedRules(line, { ...candidate, amountCents: 300_000_00 }, today)).toEqual([])
  })

  it('names every failed rule with the line’s limit and the application’s figure', () => {
    const failed = failedRules(
      { ...line, active: false },
      { product: 'moto', amountCents: 700_000_00, termMonths: 60, score: 580, vehicleYear: 2015 },
      '2027-01-02',
    )
    expect(failed).toEqual([
      { rule: 'line_inactive', limit: null, actual: null },
      { rule: 'line_not_in_force', limit: '2026-01-01/2026-12-31', actual: '2027-01-02' },
      { rule: 'product', limit: 'auto,seminuevo', actual: 'moto' },
      { rule: 'max_amount', limit: 600_000_00, actual: 700_000_00 },
      { rule: 'min_score', limit: 620, actual: 580 },
      // 2027 − 2015 = 12 years > 8.
      { rule: 'vehicle_age', limit: 8, actual: 12 },
      { rule: 'term', limit: 48, actual: 60 },
      { rule: 'available', limit: 300_000_00, actual: 700_000_00 },
    ])
  })

  it('refuses a missing score only where the line asks for one, and an amount one centavo over the room', () => {
    expect(failedRules(line, { ...candidate, score: null }, today)).toEqual([
      { rule: 'no_score', limit: 620, actual: null },
    ])
    const open = { ...line, rules: { ...line.rules, minScore: null, maxVehicleAgeYears: null } }
    expect(failedRules(open, { ...candidate, score: null, vehicleYear: 1990 }, today)).toEqual([])
    expect(failedRules(line, { ...candidate, amountCents: 300_000_01 }, today)).toEqual([
      { rule: 'available', limit: 300_000_00, actual: 300_000_01 },
    ])
  })

  it('counts a next-year model as new and the validity dates as inclusive', () => {
    const newCars = { ...line, rules: { ...line.rules, maxVehicleAgeYears: 0 } }
    expect(failedRules(newCars, { ...candidate, vehicleYear: 2027 }, today)).toEqual([])
    expect(failedRules(newCars, { ...candidate, vehicleYear: 2026 }, today)).toEqual([])
    expect(failedRules(line, candidate, '2026-01-01')).toEqual([])
    expect(failedRules(line, candidate, '2026-12-31')).toEqual([])
    expect(failedRules(line, candidate, '2025-12-31').map((r) => r.rule)).toEqual(['line_not_in_force'])
  })
})
