import { describe, expect, it } from 'vitest'
import { defaultDelinquencyPolicy } from '../loan-servicing/delinquency'
import {
  accelerationAfterMissedOf,
  creditPolicyTermsSchema,
  delinquencyPolicyOf,
  defaultOriginationPolicy,
  policyChanges,
  type CreditPolicyTerms,
} from './credit-policy'
import { incomeMatrixRequestSchema } from './payment-capacity'

const terms: CreditPolicyTerms = {
  minAmountCents: 5_000_000,
  maxAmountCents: 150_000_000,
  minTermMonths: 12,
  maxTermMonths: 72,
  minRateBps: 1_299,
  maxRateBps: 2_499,
  openingFeeBps: 200,
  maxDebtToIncomeBps: 4_000,
  minDownPaymentByVehicleAge: [
    { maxAgeYears: 1, minDownPaymentBps: 1_000 },
    { maxAgeYears: 5, minDownPaymentBps: 2_000 },
  ],
  minBcScore: 600,
  origination: defaultOriginationPolicy,
  authorityLimits: [{ role: 'analista', maxAmountCents: 30_000_000 }],
  committeeQuorum: 3,
  committeeMajorityBps: 5_001,
}
const issuesOf = (value: unknown) =>
  creditPolicyTermsSchema
    .safeParse(value)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('credit policy terms', () => {
  it('accept a consistent policy', () => {
    expect(issuesOf(terms)).toEqual([])
  })

  it('name each maximum below its minimum', () => {
    expect(issuesOf({ ...terms, maxAmountCents: 1, maxTermMonths: 6, maxRateBps: 1_000 })).toEqual([
      ['maxAmountCents', 'max_below_min'],
      ['maxTermMonths', 'max_below_min'],
      ['maxRateBps', 'max_below_min'],
    ])
  })

  it('refuse ages out of order and a role named twice (any case)', () => {
    const rows = [...terms.minDownPaymentByVehicleAge].reverse()
    const limits = [...terms.authorityLimits, { role: 'ANALISTA', maxAmountCents: 1 }]
    expect(issuesOf({ ...terms, minDownPaymentByVehicleAge: rows, authorityLimits: limits })).toEqual([
      ['minDownPaymentByVehicleAge.1.maxAgeYears', 'already_used'],
      ['authorityLimits.1.role', 'already_used'],
    ])
  })

  it('list what changed between versions', () => {
    expect(policyChanges(terms, { ...terms, openingFeeBps: 250, authorityLimits: [] })).toEqual([
      'openingFeeBps',
      'authorityLimits',
    ])
    expect(policyChanges(terms, terms)).toEqual([])
    // An absent day count is actual/360: naming it is no change; 30/360 is.
    expect(policyChanges(terms, { ...terms, dayCount: 'actual_360' })).toEqual([])
    expect(policyChanges(terms, { ...terms, dayCount: '30_360' })).toEqual(['dayCount'])
  })

  it('list the delinquency policy and acceleration, naming the defaults being no change (issue 33)', () => {
    // Absent: acceleration after 3 missed installments, non-accrual at 90 days, cured by 3 in a row.
    expect(policyChanges(terms, { ...terms, accelerationAfterMissed: 3 })).toEqual([])
    expect(policyChanges(terms, { ...terms, delinquency: defaultDelinquencyPolicy })).toEqual([])
    expect(policyChanges(terms, { ...terms, accelerationAfterMissed: 4 })).toEqual([
      'accelerationAfterMissed',
    ])
    const stricter = { ...defaultDelinquencyPolicy, nonAccrualDays: 60 }
    expect(policyChanges(terms, { ...terms, delinquency: stricter })).toEqual(['delinquency'])
    // The same table written in another key order (as a stored JSON may come back) is no change.
    const { current, ...others } = defaultDelinquencyPolicy.provisionTable
    const reordered = { ...defaultDelinquencyPolicy, provisionTable: { ...others, current } }
    expect(
      policyChanges(
        { ...terms, delinquency: defaultDelinquencyPolicy },
        { ...terms, delinquency: reordered },
      ),
    ).toEqual([])
    expect(delinquencyPolicyOf(terms)).toEqual(defaultDelinquencyPolicy)
    expect(accelerationAfterMissedOf(terms)).toBe(3)
  })
})

describe('income matrix request', () => {
  const matrix = {
    version: null,
    months: ['2026-07', '2026-08', '2026-09'],
    sources: [{ kind: 'payroll', description: 'Nómina', amountsCents: [1, 2, 3] }],
    acceptedIncomeCents: null,
    householdExpensesCents: 0,
  }
  it('accepts 3 months with one amount each per source, the note defaulting to empty', () => {
    expect(incomeMatrixRequestSchema.parse(matrix).note).toBe('')
  })

  it('names months out of order and a source whose amounts do not match the months', () => {
    const result = incomeMatrixRequestSchema.safeParse({
      ...matrix,
      months: ['2026-07', '2026-07', '2026-09'],
      sources: [{ kind: 'payroll', description: 'Nómina', amountsCents: [1, 2, 3, 4] }],
    })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['months.1', 'already_used'],
      ['sources.0.amountsCents', 'too_many:3'],
    ])
  })

  it('refuses fewer than three months and a month that does not exist', () => {
    const result = incomeMatrixRequestSchema.safeParse({ ...matrix, months: ['2026-13', '2026-08'] })
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['months', 'months.0']))
  })
})
