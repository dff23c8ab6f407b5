import { and, eq, isNull } from 'drizzle-orm'
import type { ReversalRequest } from '@mesa/contracts'
import type { Database, Transaction } from '../../db/client'
import { conflict, notFound, staleVersion } from '../../lib/http-errors'
import { recordDutyAct } from '../approvals'
import { recordAudit } from '../audit'
import type { ApplicationRow } from '../credit-applications'
import { creditBalanceAfter } from './loan-credit-balance'
import { rewriteReplayedAllocations } from './loan-allocations'
import { journalReversal } from './loan-payment-journal'
import { journalCreditReturned } from './loan-credit-journal'
import { announceLoanPayment } from './loan-payment-listeners'
import { announceLoanChange, claimLoanVersion, requireLoan, settleFigures } from './loan-payments'
import type { LoanRow } from './loan-record'
import { loanCreditMovements, loanPayments } from './loan-servicing.schema'
import { refuseBeforeLatestVersion } from './loan-versions-view'
import { forgetSubledgerFrom } from './loan-subledger-stale'
import { recordSettlementOf } from './loan-settled-figures'

/*
 * A payment's reversal (issue 33; its books, issue 34): the payment row marked, the ledger replayed without it,
 * the journal's counter-entry. Now for an active loan, after a second person's approval for a paid-off one
 * (loan-approvals.ts).
 */

/** The payment of a loan, checked reversible: on the loan, not reversed yet. */
export async function reversiblePayment(db: Database | Transaction, loan: LoanRow, paymentId: number) {
  const [payment] = await db
    .select()
    .from(loanPayments)
    .where(and(eq(loanPayments.id, paymentId), eq(loanPayments.loanId, loan.id)))
  if (!payment) throw notFound('No such payment on this loan')
  if (payment.reversedAt) throw conflict('conflict', 'The payment is already reversed')
  await refuseBeforeLatestVersion(db, loan, payment.paidOn)
  return payment
}

/**
 * Reverses a payment in a transaction: the row stays (marked), the ledger is replayed without it; a loan
 * it had paid off owes again and reopens with its application. Refused when the credit balance it leaves
 * was already refunded or applied elsewhere (that money is out; a reversal cannot make it negative).
 */
export async function executeReversal(
  tx: Transaction,
  loan: LoanRow,
  application: ApplicationRow,
  paymentId: number,
  reason: string,
  who: { requestedBy: number; approvedBy: number | null },
) {
  const payment = await reversiblePayment(tx, loan, paymentId)
  await tx
    .update(loanPayments)
    .set({ reversedAt: new Date(), reversedByUserId: who.requestedBy, reversalReason: reason })
    .where(and(eq(loanPayments.id, paymentId), isNull(loanPayments.reversedAt)))
  // Credit applied from another loan goes back to that loan's credit balance.
  const cancelledMovements =
    payment.method === 'credit_balance'
      ? await tx
          .update(loanCreditMovements)
          .set({ cancelledAt: new Date() })
          .where(
            and(eq(loanCreditMovements.targetPaymentId, paymentId), isNull(loanCreditMovements.cancelledAt)),
          )
          .returning({
            id: loanCreditMovements.id,
            loanId: loanCreditMovements.loanId,
            on: loanCreditMovements.on,
          })
      : []
  const credit = await creditBalanceAfter(tx, loan)
  if (credit < 0)
    throw conflict(
      'credit_already_paid_out',
      `Reversing it would take back ${-credit} centavos of credit already refunded or applied`,
    )
  const { state, stored, today } = await settleFigures(tx, loan, who.approvedBy ?? who.requestedBy, reason)
  // Issue 34: the stored sub-ledger figures the reversal changes: this loan's from the payment's value date, and
  // the credit given back to the other loan from the movement's day (the close reads movements FOR SHARE).
  await forgetSubledgerFrom(tx, loan.id, payment.paidOn)
  for (const movement of cancelledMovements)
    await forgetSubledgerFrom(tx, movement.loanId, movement.on, { keepSettled: true })
  const rewritten = await rewriteReplayedAllocations(tx, loan, state, who.approvedBy ?? who.requestedBy, {
    action: 'reversal',
    paymentId,
    paidOn: payment.paidOn,
  })
  // Issue 34: the counter-entry of the payment's (a recovery's), the reallocation of those after it, and the
  // credit applied from another loan given back to it.
  const event = {
    loan,
    nonAccrual: stored.accrualStatus === 'non_accrual',
    product: application.product,
    businessDate: today,
    createdBy: who.approvedBy ?? who.requestedBy,
    rewritten,
  }
  await journalReversal(tx, event, payment, reason)
  for (const movement of cancelledMovements) await journalCreditReturned(tx, movement, event)
  // Still settled (a recovery reversed): its settled figures again; back to active (a payoff reversed): none.
  await recordSettlementOf(tx, stored)
  await recordAudit(tx, {
    actorUserId: who.approvedBy ?? who.requestedBy,
    action: 'loan.payment_reversed',
    entityType: 'loan',
    entityId: loan.id,
    data: {
      applicationId: application.id,
      paymentId,
      amountCents: payment.amountCents,
      reason,
      requestedBy: who.requestedBy,
      approvedBy: who.approvedBy,
      reopened: loan.status === 'paid_off' && state.paidOffOn === null,
    },
  })
  await announceLoanPayment(tx, {
    kind: 'reversed',
    loanId: loan.id,
    applicationId: application.id,
    paymentId,
    amountCents: payment.amountCents,
    paidOn: payment.paidOn,
    method: payment.method,
    allocation: null,
    businessDate: today,
    actorUserId: who.approvedBy ?? who.requestedBy,
  })
  await announceLoanChange(tx, application)
}

/**
 * Reverses a wrongly registered payment of an active loan with a reason, now (a paid-off loan's reversal
 * waits for a second person: loan-approvals.ts). Not by whoever recorded a payment on the loan.
 */
export async function reversePayment(
  db: Database,
  application: ApplicationRow,
  actorUserId: number,
  paymentId: number,
  input: ReversalRequest,
) {
  const loan = await requireLoan(db, application)
  await reversiblePayment(db, loan, paymentId)
  if (loan.version !== input.version) throw staleVersion()
  await db.transaction(async (tx) => {
    await claimLoanVersion(tx, loan, input.version)
    await recordDutyAct(tx, {
      scopeType: 'loan',
      scopeId: String(loan.id),
      act: 'payment.reverse',
      userId: actorUserId,
    })
    await executeReversal(tx, loan, application, paymentId, input.reason, {
      requestedBy: actorUserId,
      approvedBy: null,
    })
  })
}
