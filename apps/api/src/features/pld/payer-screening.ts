import { blockingListKinds, businessToday, type LoanPaymentMethod } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { blockingAlertsOf, screenSubject } from './subject-screening'
import { thresholdOn } from './thresholds'

export interface PayerScreening {
  /** The payer is on a blocking list (UIF or OFAC) and no officer dismissed it: hold the payment. */
  held: boolean
  /** Cash at or above the day's threshold: a relevant operation, reported monthly. */
  flagged: boolean
  alertIds: number[]
  thresholdCents: number
}

/**
 * The door issue 35 calls for each payment that comes in, inside its transaction: the payer's name screened
 * against the blocking lists (an alert raised on a hit, the payment held until an officer dismisses it), and
 * cash at or above the threshold flagged. Cash is `bank_cash` (a deposit at a branch) or `cash`.
 */
export async function screenPayer(
  tx: Executor,
  payment: {
    name: string
    amountCents: number
    method: LoanPaymentMethod | 'cash'
    loanId: number
    paidOn?: string
  },
): Promise<PayerScreening> {
  const subjectKey = await screenSubject(
    tx,
    { kind: 'payer', applicationId: null, loanId: payment.loanId, name: payment.name },
    'payment',
    blockingListKinds,
  )
  const alerts = await blockingAlertsOf(tx, subjectKey)
  const threshold = await thresholdOn(tx, payment.paidOn ?? businessToday())
  const cash = payment.method === 'bank_cash' || payment.method === 'cash'
  return {
    held: alerts.length > 0,
    flagged: cash && payment.amountCents >= threshold.thresholdCents,
    alertIds: alerts.map((alert) => alert.id),
    thresholdCents: threshold.thresholdCents,
  }
}
