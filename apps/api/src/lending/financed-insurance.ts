import type { Periodicity } from '@mesa/contracts'
import { addMonths, dueDatesOf } from './dates'
import { divideHalfEven, type Cents } from './money'

/** When the loan outlives the policy: the renewal financed in the next term's installments, or billed apart. */
export type InsuranceRenewalMode = 'financed' | 'billed'

export interface FinancedInsuranceInput {
  disbursedOn: string
  firstDueDate: string
  /** The number of installments (of the periodicity; monthly when absent). */
  termMonths: number
  periodicity?: Periodicity
  /** The policy's term start (its issue date; the disbursement while it is not issued). A term lasts a year. */
  policyStart: string
  /** The premium of one policy term with its IVA and fees (what the insurer bills for the year). */
  premiumCents: Cents
  /**
   * The premium of each renewal term: the k-th renewal's at index k − 1 (repriced for the vehicle's age at
   * that renewal, loan-servicing/financed-insurance.ts); a term past the list's end takes its last figure.
   */
  renewalPremiumsCents: readonly Cents[]
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
 * pays for the period that ends on its due date, so it belongs to the policy term whose end is on or after its
 * due date (term k runs from policyStart + 12k months to policyStart + 12(k + 1) months, its end included).
 * The first term's premium is spread over its installments; each later term's (the renewal's) too when the
 * product finances renewals, none when it bills them apart.
 */
export function insurancePerInstallment(input: FinancedInsuranceInput): Cents[] {
  const dueDates = dueDatesOf(input.disbursedOn, input.firstDueDate, input.termMonths, input.periodicity)
  const termOf = (dueDate: string) => {
    let term = 0
    while (dueDate > addMonths(input.policyStart, 12 * (term + 1))) term += 1
    return term
  }
  const terms = dueDates.map(termOf)
  const perRow: Cents[] = new Array<Cents>(dueDates.length).fill(0)
  for (const term of new Set(terms)) {
    const rows = terms.flatMap((value, index) => (value === term ? [index] : []))
    const renewals = input.renewalPremiumsCents
    const premium =
      term === 0
        ? input.premiumCents
        : input.renewal === 'financed'
          ? (renewals[Math.min(term, renewals.length) - 1] ?? input.premiumCents)
          : 0
    spreadPremium(premium, rows.length).forEach((share, position) => {
      perRow[rows[position]!] = share
    })
  }
  return perRow
}

/**
 * The start of each renewal term the installments reach (term k starts at policyStart + 12k months): the
 * dates whose premiums the insurer is asked for, one per renewal, in order.
 */
export function renewalStartsOf(input: Omit<FinancedInsuranceInput, 'renewalPremiumsCents' | 'renewal'>) {
  const dueDates = dueDatesOf(input.disbursedOn, input.firstDueDate, input.termMonths, input.periodicity)
  const last = dueDates[dueDates.length - 1] ?? input.firstDueDate
  const starts: string[] = []
  for (let term = 1; last > addMonths(input.policyStart, 12 * term); term += 1)
    starts.push(addMonths(input.policyStart, 12 * term))
  return starts
}
