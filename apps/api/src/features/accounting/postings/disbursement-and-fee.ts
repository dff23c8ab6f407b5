import { divideHalfEven } from '../../../lending'
import { balanced, daysBetween, post, type SlotAmounts } from './slot-amounts'

/*
 * The disbursement and its opening fee (docs/accounting.md "Money events"). The engine charges IVA on the
 * opening fee (lending/disclosure.ts openingFeeOf); when the policy deducts both from the amount
 * (funding/candidate.ts disbursementFigures) the bank pays out the rest. The fee is income earned over the
 * loan's life (the CNBV's criterion for origination commissions), so it is deferred on the day it is charged.
 */
export interface DisbursementFigures {
  principalCents: number
  /** The opening fee and its IVA deducted from the amount (zero when the policy does not deduct them). */
  openingFeeCents: number
  openingFeeIvaCents: number
}

/** Dr portfolio.current P; Cr bank P − F − IVA; Cr openingFee.deferred F; Cr iva.payable IVA. */
export function disbursementAmounts(figures: DisbursementFigures): SlotAmounts {
  const { principalCents, openingFeeCents, openingFeeIvaCents } = figures
  const amounts: SlotAmounts = {}
  post(amounts, 'portfolio.current', principalCents)
  post(amounts, 'bank', -(principalCents - openingFeeCents - openingFeeIvaCents))
  post(amounts, 'openingFee.deferred', -openingFeeCents)
  post(amounts, 'iva.payable', -openingFeeIvaCents)
  return balanced(amounts)
}

export interface OpeningFeeTerms {
  openingFeeCents: number
  disbursedOn: string
  /** The last due date of the loan's schedule: the fee is recognised by then. */
  lastDueDate: string
}

/**
 * The part of the fee recognised by the close of `day`, straight line by day: F × elapsed / total days from
 * the disbursement to the last due date, half to even, all of it from the last due date on and once the loan
 * is paid off or written off (`settled`). The disbursement day itself has none (as interest, day 0).
 */
export function openingFeeRecognisedBy(terms: OpeningFeeTerms, day: string, settled: boolean): number {
  const total = daysBetween(terms.disbursedOn, terms.lastDueDate)
  if (settled || total <= 0) return terms.openingFeeCents
  const elapsed = Math.min(total, Math.max(0, daysBetween(terms.disbursedOn, day)))
  return divideHalfEven(BigInt(terms.openingFeeCents) * BigInt(elapsed), BigInt(total))
}

/**
 * The end of day's recognition: the target to date less what is recognised so far, Dr openingFee.deferred /
 * Cr income.openingFee (the other way round when a reversed payoff brings the fee back to deferred).
 */
export function openingFeeRecognitionAmounts(targetCents: number, recognisedCents: number): SlotAmounts {
  const amounts: SlotAmounts = {}
  const cents = targetCents - recognisedCents
  if (cents === 0) return amounts
  post(amounts, 'openingFee.deferred', cents)
  post(amounts, 'income.openingFee', -cents)
  return balanced(amounts)
}
