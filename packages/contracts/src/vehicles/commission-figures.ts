/**
 * A dealership's commission on one application (issue 15, "a commission rule per ally type"): a share in
 * basis points of the financed amount, held between the rule's optional minimum and maximum, plus IVA at 16 %
 * on top (a commission is a service the ally invoices). Integer centavos throughout; every division rounds half
 * to even (banker's rounding), as the loan calculator does. Pure and zod-free.
 */

export const COMMISSION_IVA_BPS = 1600

export interface CommissionRuleTerms {
  rateBps: number
  minimumCents: number | null
  maximumCents: number | null
}

export interface CommissionFigures {
  /** The rate's share before the bounds. */
  rawCents: number
  /** After the minimum and maximum: the commission without IVA. */
  baseCents: number
  ivaCents: number
  totalCents: number
  /** Which bound applied, if any. */
  bound: 'minimum' | 'maximum' | null
}

/** numerator / denominator rounded half to even, both non-negative integers. */
export function roundHalfEven(numerator: number, denominator: number): number {
  const n = BigInt(numerator)
  const d = BigInt(denominator)
  const quotient = n / d
  const twice = (n % d) * 2n
  if (twice > d || (twice === d && quotient % 2n === 1n)) return Number(quotient + 1n)
  return Number(quotient)
}

export function commissionFigures(financedCents: number, rule: CommissionRuleTerms): CommissionFigures {
  const rawCents = roundHalfEven(financedCents * rule.rateBps, 10_000)
  let baseCents = rawCents
  let bound: CommissionFigures['bound'] = null
  if (rule.minimumCents !== null && baseCents < rule.minimumCents) {
    baseCents = rule.minimumCents
    bound = 'minimum'
  }
  if (rule.maximumCents !== null && baseCents > rule.maximumCents) {
    baseCents = rule.maximumCents
    bound = 'maximum'
  }
  const ivaCents = roundHalfEven(baseCents * COMMISSION_IVA_BPS, 10_000)
  return { rawCents, baseCents, ivaCents, totalCents: baseCents + ivaCents, bound }
}
