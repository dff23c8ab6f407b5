import type { Periodicity } from '@mesa/contracts'

/**
 * The engine's input for a set of terms (the same engine as the calculator and the contract): the engine
 * counts payments, so its `termMonths` is the number of payments of the periodicity (issue 33).
 */
export const loanTermsOf = (terms: {
  amountCents: number
  annualRateBps: number
  periodicity: Periodicity
  termPeriods: number
  openingFeeBps: number
  insuranceMonthlyCents: number
  firstDueDate: string | null
}) => ({
  amountCents: terms.amountCents,
  annualRateBps: terms.annualRateBps,
  termMonths: terms.termPeriods,
  periodicity: terms.periodicity,
  openingFeeBps: terms.openingFeeBps,
  insuranceMonthlyCents: terms.insuranceMonthlyCents,
  firstDueDate: terms.firstDueDate ?? undefined,
})
