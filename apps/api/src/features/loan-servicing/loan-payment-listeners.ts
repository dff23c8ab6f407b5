import type { Allocation } from '@mesa/contracts'
import type { Transaction } from '../../db/client'

/**
 * What happened to a loan's payment, told to the features that follow payments (issues 34–35: the CFDI of the
 * interest and fees it collected, a promise to pay it keeps) without loan servicing importing them. Listeners run
 * in the payment's transaction, after its figures, allocation and journal entry are written; a listener that throws
 * undoes the payment, so a listener does only its own bookkeeping there and leaves slow work (stamping, mail) to a
 * job it enqueues.
 */
export interface LoanPaymentEvent {
  kind: 'recorded' | 'reversed'
  loanId: number
  applicationId: number
  paymentId: number
  amountCents: number
  /** The payment's value date. */
  paidOn: string
  method: string
  /** How the payment was applied (null on a written-off loan's recovery, and on a reversal). */
  allocation: Allocation | null
  /** The business date the event happened on. */
  businessDate: string
  actorUserId: number
}

type LoanPaymentListener = (tx: Transaction, event: LoanPaymentEvent) => Promise<void>

const listeners = new Map<string, LoanPaymentListener>()

/** Registers (or replaces, by name) a listener of every recorded and reversed payment. */
export function onLoanPayment(name: string, listener: LoanPaymentListener) {
  listeners.set(name, listener)
}

export async function announceLoanPayment(tx: Transaction, event: LoanPaymentEvent) {
  for (const listener of listeners.values()) await listener(tx, event)
}
