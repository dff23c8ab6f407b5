import { divideHalfEven, IVA_BPS } from '../../lending'

/*
 * The capacity formula (issue 14, docs/domain.md "Credit policy and payment capacity"), as pure functions of
 * integer centavos and basis points so each figure can be checked by hand:
 *   free income   = verified income − household expenses − existing debt payments
 *   DTI           = (existing debt + proposed payment with IVA) / verified income
 *   max payment   = min(verified income × max DTI − existing debt, free income), not below zero
 *   max amount    = max payment / (annuity factor + IVA × monthly rate), the principal whose first payment
 *                   with the IVA on its interest (the dearest month) is the max payment.
 */

/** Each month's total over the sources (sources hold one amount per month, in month order). */
export function monthTotals(monthCount: number, sources: Array<{ amountsCents: number[] }>): number[] {
  return Array.from({ length: monthCount }, (_, month) =>
    sources.reduce((total, source) => total + (source.amountsCents[month] ?? 0), 0),
  )
}

/** The average of the month totals, half to even at the centavo (0 for no months). */
export function averageMonthly(totals: number[]): number {
  if (totals.length === 0) return 0
  const sum = totals.reduce((total, value) => total + value, 0)
  return divideHalfEven(BigInt(sum), BigInt(totals.length))
}

export const freeIncome = (incomeCents: number, expensesCents: number, debtCents: number) =>
  incomeCents - expensesCents - debtCents

/** All monthly debt service over income, in basis points half to even; null when there is no income. */
export function debtToIncomeBps(debtServiceCents: number, incomeCents: number): number | null {
  if (incomeCents <= 0) return null
  return divideHalfEven(BigInt(debtServiceCents) * 10_000n, BigInt(incomeCents))
}

/** The largest new payment the policy's DTI and the free income both allow (centavos, ≥ 0). */
export function maxPayment(input: {
  incomeCents: number
  maxDebtToIncomeBps: number
  existingDebtCents: number
  freeIncomeCents: number
}): number {
  // Rounded down: the room the policy leaves is never overstated by a centavo.
  const policyRoom =
    Number((BigInt(input.incomeCents) * BigInt(input.maxDebtToIncomeBps)) / 10_000n) - input.existingDebtCents
  return Math.max(0, Math.min(policyRoom, input.freeIncomeCents))
}

/**
 * The principal whose first payment with IVA equals `paymentCents`, at the annual rate (bps, monthly rate a
 * twelfth) over the term: the annuity inverted, rounded down to the centavo (affordable, never a centavo over).
 * Payment with IVA = A·r/(1 − (1+r)^−n) + 16 %·A·r, so A = payment / (r/(1 − (1+r)^−n) + 0.16·r).
 */
export function maxAffordableAmount(paymentCents: number, annualRateBps: number, termMonths: number): number {
  if (paymentCents <= 0 || termMonths <= 0) return 0
  const rate = annualRateBps / 120_000
  const annuityFactor = rate === 0 ? 1 / termMonths : rate / (1 - (1 + rate) ** -termMonths)
  return Math.floor(paymentCents / (annuityFactor + (IVA_BPS / 10_000) * rate))
}
