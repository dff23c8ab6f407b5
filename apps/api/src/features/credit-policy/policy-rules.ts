import type { CreditPolicyTerms } from '@mesa/contracts'

/** What the rules read of a version: its terms (a whole `CreditPolicyVersion` fits). */
type WithTerms = { terms: CreditPolicyTerms }

/**
 * The most a role may authorise under the policy, in centavos; null when the policy names no limit for the
 * role (it may not authorise). Role names compare without case: administrators type them.
 */
export function authorityLimitFor(policy: WithTerms, roleName: string): number | null {
  const wanted = roleName.trim().toLowerCase()
  const limit = policy.terms.authorityLimits.find((row) => row.role.trim().toLowerCase() === wanted)
  return limit ? limit.maxAmountCents : null
}

/** A vehicle's age in whole model years on a date (a model year ahead of the calendar counts as new). */
export const vehicleAgeYears = (vehicleYear: number, onDate: Date) =>
  Math.max(0, onDate.getUTCFullYear() - vehicleYear)

/**
 * The minimum down payment for a vehicle of this model year on this date, in basis points of its price: the
 * first row (ascending maxAgeYears) that covers its age. A vehicle older than every row is outside the
 * policy: 10 000 (the whole price), so no credit fits it.
 */
export function minDownPaymentBpsFor(policy: WithTerms, vehicleYear: number, onDate: Date): number {
  const age = vehicleAgeYears(vehicleYear, onDate)
  const rows = [...policy.terms.minDownPaymentByVehicleAge].sort((a, b) => a.maxAgeYears - b.maxAgeYears)
  return rows.find((row) => age <= row.maxAgeYears)?.minDownPaymentBps ?? 10_000
}

/** A rate brought within the policy's range (the proposal uses the requested rate when the policy allows it). */
export const rateWithinPolicy = (policy: WithTerms, annualRateBps: number) =>
  Math.min(policy.terms.maxRateBps, Math.max(policy.terms.minRateBps, annualRateBps))
