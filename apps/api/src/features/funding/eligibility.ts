import type { CreditProduct, EligibilityReason, LineRules } from '@mesa/contracts'

/** What a line's rules look at, from the application, its authorised terms and its bureau report. */
export interface FundingCandidate {
  product: CreditProduct
  /** The authorised financed amount. */
  amountCents: number
  termMonths: number
  /** The BC Score of the latest bureau report; null when there is none or it carries no score. */
  score: number | null
  vehicleYear: number
}

/** A line as the rules read it; `usedCents` must be read under the line's lock when deciding an assignment. */
export interface LineForRules {
  amountCents: number
  usedCents: number
  termMonths: number
  validFrom: string
  validTo: string
  active: boolean
  rules: LineRules
}

const reason = (
  rule: EligibilityReason['rule'],
  limit: EligibilityReason['limit'] = null,
  actual: EligibilityReason['actual'] = null,
): EligibilityReason => ({ rule, limit, actual })

/**
 * Every rule of the line the candidate fails, in a fixed order (empty: eligible). The vehicle's age is
 * today's year minus its model year (a next-year model counts as 0); `today` is the business day (YYYY-MM-DD).
 */
export function failedRules(
  line: LineForRules,
  candidate: FundingCandidate,
  today: string,
): EligibilityReason[] {
  const reasons: EligibilityReason[] = []
  const { rules } = line
  if (!line.active) reasons.push(reason('line_inactive'))
  if (today < line.validFrom || today > line.validTo)
    reasons.push(reason('line_not_in_force', `${line.validFrom}/${line.validTo}`, today))
  if (!rules.products.includes(candidate.product))
    reasons.push(reason('product', rules.products.join(','), candidate.product))
  if (rules.maxAmountCents !== null && candidate.amountCents > rules.maxAmountCents)
    reasons.push(reason('max_amount', rules.maxAmountCents, candidate.amountCents))
  if (rules.minScore !== null) {
    if (candidate.score === null) reasons.push(reason('no_score', rules.minScore))
    else if (candidate.score < rules.minScore)
      reasons.push(reason('min_score', rules.minScore, candidate.score))
  }
  const age = Math.max(0, Number(today.slice(0, 4)) - candidate.vehicleYear)
  if (rules.maxVehicleAgeYears !== null && age > rules.maxVehicleAgeYears)
    reasons.push(reason('vehicle_age', rules.maxVehicleAgeYears, age))
  if (candidate.termMonths > line.termMonths)
    reasons.push(reason('term', line.termMonths, candidate.termMonths))
  const available = line.amountCents - line.usedCents
  if (candidate.amountCents > available) reasons.push(reason('available', available, candidate.amountCents))
  return reasons
}
