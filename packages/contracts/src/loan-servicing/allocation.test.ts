import { describe, expect, it } from 'vitest'
import {
  allocationStrategyOf,
  chargesOf,
  defaultOriginationPolicy,
  policyChanges,
  type CreditPolicyTerms,
} from '../credit-policy/credit-policy'

/** A policy saved before issue 33: no allocation strategy, no charges. */
const before: CreditPolicyTerms = {
  minAmountCents: 5_000_000,
  maxAmountCents: 150_000_000,
  minTermMonths: 12,
  maxTermMonths: 72,
  minRateBps: 1_299,
  maxRateBps: 2_499,
  openingFeeBps: 200,
  maxDebtToIncomeBps: 4_000,
  minDownPaymentByVehicleAge: [{ maxAgeYears: 1, minDownPaymentBps: 1_000 }],
  minBcScore: 600,
  origination: defaultOriginationPolicy,
  authorityLimits: [{ role: 'analista', maxAmountCents: 30_000_000 }],
  committeeQuorum: 3,
  committeeMajorityBps: 5_001,
}

describe("a policy's allocation strategy and charges", () => {
  it('absent, are the default order and no charges', () => {
    expect(allocationStrategyOf(before)).toBe('late_first_horizontal')
    expect(chargesOf(before)).toEqual({
      latePaymentFeeCents: 0,
      collectionFeeCents: 0,
      defaultEventFee: 'late_payment',
    })
  })

  it('naming the defaults is no change; another strategy or a fee is', () => {
    const explicit = {
      ...before,
      allocationStrategy: 'late_first_horizontal' as const,
      charges: { collectionFeeCents: 0, latePaymentFeeCents: 0 },
    }
    expect(policyChanges(before, explicit)).toEqual([])
    expect(
      policyChanges(before, {
        ...before,
        allocationStrategy: 'installment_by_installment',
        charges: { latePaymentFeeCents: 25_000, collectionFeeCents: 0 },
      }),
    ).toEqual(['allocationStrategy', 'charges'])
    // Choosing the collection fee for a missed installment (instead of the late-payment fee) is a change.
    expect(
      policyChanges(before, { ...before, charges: { ...explicit.charges, defaultEventFee: 'collection' } }),
    ).toEqual(['charges'])
    expect(
      policyChanges(before, { ...before, charges: { ...explicit.charges, defaultEventFee: 'late_payment' } }),
    ).toEqual([])
  })
})
