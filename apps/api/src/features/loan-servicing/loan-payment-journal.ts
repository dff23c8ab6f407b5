import type { Allocation, CreditProduct } from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import type { LedgerPayment, LoanState } from '../../lending'
import {
  creditIvaOf,
  needsSplit,
  paymentEntryOf,
  postLoanEntry,
  postPaymentReversal,
  postReallocation,
  postRecovery,
  type LoanEntryContext,
  type RewrittenAllocation,
} from './loan-journal'
import { loadLedger, type LoanRow } from './loan-record'
import { closeLoanBooks } from './loan-books-close'
// Journal memos are read by the lender's accountants: Mexican dates (dd/mm/aaaa).
import { day as dayText } from '../../lib/pdf/pdf-kit'

/*
 * A payment's and a reversal's entries (issue 34, docs/accounting.md "Money events"), posted by loan-payments.ts
 * in their own transaction after the loan's figures and stored allocations: the payment's entry (a recovery on a
 * written-off loan) and one 'reallocation' entry for the later payments the correction rewrote. The ledger is
 * read again only when a payoff's interest credit must be split (rare).
 */

export interface PaymentEvent {
  /** The loan as it was before the event (its status says whether a payment is a recovery). */
  loan: LoanRow
  /** Whether the loan is in non-accrual after the event (its principal sits in portfolio.pastDue). */
  nonAccrual: boolean
  product: CreditProduct
  businessDate: string
  createdBy: number | null
  /** The payments the correction rewrote (loan-allocations.ts). */
  rewritten: readonly RewrittenAllocation[]
}

const contextOf = (event: PaymentEvent): LoanEntryContext => ({
  loanId: event.loan.id,
  product: event.product,
  businessDate: event.businessDate,
  createdBy: event.createdBy,
})

const splitNeeded = (allocations: Array<Allocation | null | undefined>) =>
  allocations.some((allocation) => allocation && needsSplit(allocation))

/** The new payment's entry and the reallocation of those after it (a back-dated payment). */
export async function journalPayment(
  tx: Transaction,
  event: PaymentEvent,
  payment: { id: number; amountCents: number; paidOn: string },
  state: LoanState,
) {
  const context = contextOf(event)
  if (event.loan.status === 'written_off') return postRecovery(tx, context, payment)
  const allocation = state.allocations.get(payment.id)
  if (!allocation) return null
  const rewrittenAllocations = event.rewritten.flatMap((entry) => [entry.before, entry.after])
  // The ledger with the payment (stored now) and without it, for a payoff's credit only.
  const loaded = splitNeeded([allocation, ...rewrittenAllocations]) ? await loadLedger(tx, event.loan) : null
  const ledgers = loaded && {
    ledger: loaded.ledger,
    after: loaded.payments,
    before: loaded.payments.filter((p) => p.id !== payment.id),
  }
  await postLoanEntry(
    tx,
    context,
    'payment',
    { type: 'payment', id: payment.id },
    paymentEntryOf(
      payment,
      allocation,
      event.nonAccrual,
      loaded ? creditIvaOf(loaded.ledger, loaded.payments, payment, allocation) : 0,
    ),
    `Pago ${payment.id} del ${dayText(payment.paidOn)}`,
  )
  await postReallocation(tx, context, { paymentId: payment.id }, event.rewritten, event.nonAccrual, ledgers)
  // Paid off: the end of day no longer visits the loan, so its books close now (the accrual to the payoff,
  // the fee's rest, the allowance released).
  if (state.paidOffOn) {
    const { ledger, payments } = loaded ?? (await loadLedger(tx, event.loan))
    await closeLoanBooks(tx, [
      {
        loan: event.loan,
        product: event.product,
        day: event.businessDate,
        ledger,
        payments,
        state,
        currentPeriodAccruedCents: 0,
        policy: null,
      },
    ])
  }
}

/** A reversed payment's counter-entry and the reallocation of those after it. */
export async function journalReversal(
  tx: Transaction,
  event: PaymentEvent,
  payment: LedgerPayment & { allocation: Allocation | null },
  reason: string,
) {
  const context = contextOf(event)
  const loaded = splitNeeded([payment.allocation, ...event.rewritten.flatMap((e) => [e.before, e.after])])
    ? await loadLedger(tx, event.loan)
    : null
  // Read after the reversal: the live payments without it; before it, with it.
  const ledgers = loaded && {
    ledger: loaded.ledger,
    after: loaded.payments,
    before: [...loaded.payments, payment],
  }
  const creditIva =
    ledgers && payment.allocation
      ? creditIvaOf(ledgers.ledger, ledgers.before, payment, payment.allocation)
      : 0
  // Issue 34: on a written-off loan, a payment of before the write-off reversed (and the payments after it
  // reallocated) adds to the loss instead of putting principal and interest back on the loan.
  const writtenOff = event.loan.status === 'written_off'
  await postPaymentReversal(tx, context, payment, event.nonAccrual, creditIva, reason, writtenOff)
  return postReallocation(
    tx,
    context,
    { paymentId: payment.id },
    event.rewritten,
    event.nonAccrual,
    ledgers,
    writtenOff,
  )
}
