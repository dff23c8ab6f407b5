import { addMonths, dueDatesOf } from './dates'
import { divideHalfEven, type Cents } from './money'

/** When the loan outlives the policy: the renewal financed in the next term's installments, or billed apart. */
export type InsuranceRenewalMode = 'financed' | 'billed'

export interface FinancedInsuranceInput {
  disbursedOn: string
  firstDueDate: string
  termMonths: number
  /** The policy's term start (its issue date; the disbursement while it is not issued). A term lasts a year. */
  policyStart: string
  /** The premium of one policy term with its IVA and fees (what the insurer bills for the year). */
  premiumCents: Cents
  /** The premium of each renewal term (the renewal's, or the policy's own until one is priced). */
  renewalPremiumCents: Cents
  renewal: InsuranceRenewalMode
}

/** `premium` over `count` installments: level shares half to even, the last one carrying the remainder. */
export function spreadPremium(premiumCents: Cents, count: number): Cents[] {
  if (count === 0) return []
  const level = divideHalfEven(BigInt(premiumCents), BigInt(count))
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? premiumCents - level * (count - 1) : level,
  )
}

/**
 * The financed insurance of each installment (issue 33, docs/domain.md "Financed insurance"): an installment
 * pays for the month that ends on its due date, so it belongs to the policy term whose end is on or after its
 * due date (term k runs from policyStart + 12k months to policyStart + 12(k + 1) months, its end included).
 * The first term's premium is spread over its installments; each later term's (the renewal's) too when the
 * product finances renewals, none when it bills them apart.
 */
export function insurancePerInstallment(input: FinancedInsuranceInput): Cents[] {
  const dueDates = dueDatesOf(input.disbursedOn, input.firstDueDate, input.termMonths)
  const termOf = (dueDate: string) => {
    let term = 0
    while (dueDate > addMonths(input.policyStart, 12 * (term + 1))) term += 1
    return term
  }
  const terms = dueDates.map(termOf)
  const perRow: Cents[] = new Array<Cents>(dueDates.length).fill(0)
  for (const term of new Set(terms)) {
    const rows = terms.flatMap((value, index) => (value === term ? [index] : []))
    const premium =
      term === 0 ? input.premiumCents : input.renewal === 'financed' ? input.renewalPremiumCents : 0
    spreadPremium(premium, rows.length).forEach((share, position) => {
      perRow[rows[position]!] = share
    })
  }
  return perRow
}
