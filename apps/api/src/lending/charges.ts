import { DEFAULT_DEFAULT_EVENT_FEE, type DefaultEventFee } from '@mesa/contracts'
import { addDays } from './dates'
import { ivaOf } from './money'
import { rowOutstanding, type LedgerLoan, type LoanState } from './ledger'

/*
 * Charges as data (issue 33, docs/domain.md "Charges"): the one fee a default event carries, a fixed amount
 * plus IVA per installment not fully paid by the end of its due date. Banxico's Circular 22/2010 forbids two
 * charges for the same event and caps the fee at what the customer failed to pay, so the product chooses
 * either the late-payment fee (comisión por pago tardío) or the collection fee (comisión por gestión de
 * cobranza), and the fee of an installment is never more than the installment left unpaid.
 */

/** The fee a missed installment of this loan carries: its kind and amount before IVA (zero: none). */
export function defaultEventFeeOf(loan: {
  defaultEventFee?: DefaultEventFee
  latePaymentFeeCents?: number
  collectionFeeCents?: number
}) {
  const kind = loan.defaultEventFee ?? DEFAULT_DEFAULT_EVENT_FEE
  const amountCents = (kind === 'collection' ? loan.collectionFeeCents : loan.latePaymentFeeCents) ?? 0
  return { kind, amountCents }
}

/** One fee assessed by the replay: the installment, the day it was charged, the amount and its IVA. */
export interface AssessedFee {
  n: number
  on: string
  amountCents: number
  ivaCents: number
}

/**
 * Assesses the default-event fee of each installment that fell due in [accruedThrough, to) and still owes
 * something: the day after its due date, the lesser of the product's fee and what the installment owes.
 * Each due date lies in exactly one such window of the replay (the windows follow each other), so an
 * installment is charged at most once. Called before the window closes.
 */
export function assessDefaultEventFees(state: LoanState, loan: LedgerLoan, to: string) {
  const fee = defaultEventFeeOf(loan).amountCents
  if (fee <= 0) return
  for (const row of state.installments) {
    const missed = rowOutstanding(row)
    if (row.dueDate < state.accruedThrough || row.dueDate >= to || missed === 0) continue
    const amountCents = Math.min(fee, missed)
    const ivaCents = ivaOf(amountCents)
    state.feesCents += amountCents
    state.feesIvaCents += ivaCents
    state.feesAssessedCents += amountCents
    state.feesAssessed.push({ n: row.n, on: addDays(row.dueDate, 1), amountCents, ivaCents })
  }
}
