import { balanced, type SlotAmounts } from './slot-amounts'

/*
 * A customer's credit balance going out (loan-servicing/loan-credit.ts, docs/accounting.md "Money events").
 * Every entry belongs to one loan (its sub-ledger) and balances on its own, so credit applied from one loan to
 * another is two entries: the first loan's 'credit_applied' pays the credit out (Dr customer.creditBalance /
 * Cr bank) and the second loan's payment comes in (Dr bank …). Bancos moves in and out the same day and nets
 * to zero; a single entry without the bank would leave each loan's sub-ledger unbalanced.
 */

/** Refund (or the first leg of credit applied elsewhere): Dr customer.creditBalance / Cr bank. */
export function creditOutAmounts(amountCents: number): SlotAmounts {
  if (amountCents === 0) return {}
  return balanced({ 'customer.creditBalance': amountCents, bank: -amountCents })
}
