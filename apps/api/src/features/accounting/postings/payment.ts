import type { Allocation } from '@mesa/contracts'
import { balanced, differenceOf, post, withoutZeros, type SlotAmounts } from './slot-amounts'

/*
 * A payment with its stored allocation (docs/accounting.md "Money events"). Interest collected ahead of its
 * accrual (a payment taking the current installment's interest before its days elapsed) is credited to
 * interest.receivable all the same: the receivable goes negative (interest received in advance) and the
 * daily accrual brings it back to zero as the days pass; a payoff's interest credit gives the excess back.
 */
export interface PaymentPosting {
  amountCents: number
  allocation: Allocation
  /** Principal sits in portfolio.pastDue while the loan is in non-accrual, in portfolio.current otherwise. */
  nonAccrual: boolean
  /**
   * The IVA part of allocation.interestCreditCents (interest-accrual.ts interestCreditSplitOf); the rest of
   * the credit is interest. Zero when the allocation has no credit.
   */
  interestCreditIvaCents?: number
  /**
   * Where the money came from: the bank, or another loan's credit balance (that loan's entry posts
   * credit_applied; see credit-balance.ts).
   */
  from?: 'bank' | 'customer.creditBalance'
}

/**
 * Dr bank amount; Cr interest.receivable interest (+ its share of the credit); Cr iva.payable iva + late
 * interest's + fees' IVA (+ the credit's IVA); Cr insurer.payable insurance; Cr portfolio principal +
 * prepayment; Cr income.lateInterest; Cr income.fees; Cr customer.creditBalance unapplied.
 */
export function paymentAmounts(payment: PaymentPosting): SlotAmounts {
  const a = payment.allocation
  const creditIva = payment.interestCreditIvaCents ?? 0
  const amounts: SlotAmounts = {}
  post(amounts, payment.from ?? 'bank', payment.amountCents)
  post(amounts, 'interest.receivable', -(a.interestCents + a.interestCreditCents - creditIva))
  post(amounts, 'iva.payable', -(a.ivaCents + a.lateInterestIvaCents + a.feesIvaCents + creditIva))
  post(amounts, 'insurer.payable', -a.insuranceCents)
  post(
    amounts,
    payment.nonAccrual ? 'portfolio.pastDue' : 'portfolio.current',
    -(a.principalCents + a.prepaymentCents),
  )
  post(amounts, 'income.lateInterest', -a.lateInterestCents)
  post(amounts, 'income.fees', -a.feesCents)
  post(amounts, 'customer.creditBalance', -a.unappliedCents)
  return balanced(withoutZeros(amounts))
}

/**
 * A correction rewrote a later payment's stored allocation (loan-servicing/loan-allocations.ts): the
 * 'reallocation' entry posts the difference slot by slot (the bank's line cancels: the amount did not change),
 * so the journal always follows the stored allocations.
 */
export const reallocationAmounts = (after: PaymentPosting, before: PaymentPosting): SlotAmounts =>
  balanced(differenceOf(paymentAmounts(after), paymentAmounts(before)))

/** A payment on a written-off loan is a recovery: Dr bank / Cr income.recoveries, whatever its allocation. */
export function recoveryAmounts(amountCents: number): SlotAmounts {
  return balanced(withoutZeros({ bank: amountCents, 'income.recoveries': -amountCents }))
}
