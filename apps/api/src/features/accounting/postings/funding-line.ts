import { balanced, type SlotAmounts } from './slot-amounts'

/*
 * A funding line's own money (funding/line-movements.ts, docs/accounting.md "Funding"): the funder's money is
 * a liability of the lender (Préstamos bancarios y de otros organismos), its interest a financing cost.
 * Entries of no loan: they belong to the funding sub-ledger (the lines' principal drawn and not repaid).
 */

/** Drawdown: the funder's money into the bank, Dr bank / Cr funding.liability. */
export function fundingDrawdownAmounts(amountCents: number): SlotAmounts {
  return balanced({ bank: amountCents, 'funding.liability': -amountCents })
}

/**
 * Repayment: the principal returned takes the liability down and the interest paid with it is the funding
 * cost: Dr funding.liability (principal), Dr expense.fundingInterest (interest) / Cr bank (both).
 */
export function fundingRepaymentAmounts(principalCents: number, interestCents: number): SlotAmounts {
  return balanced({
    'funding.liability': principalCents,
    'expense.fundingInterest': interestCents,
    bank: -(principalCents + interestCents),
  })
}
