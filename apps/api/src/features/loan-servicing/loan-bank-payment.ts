import { eq, sql } from 'drizzle-orm'
import { fieldError, type LoanPaymentMethod } from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import { badRequest, conflict, notFound } from '../../lib/http-errors'
import { lockApplication } from '../credit-applications'
import { paymentCapOf, recordPayment } from './loan-payments'
import { checkValueDate } from './payment-value-date'
import { loans } from './loan-servicing.schema'
import { refuseBeforeLatestVersion } from './loan-versions-view'

/**
 * A payment a bank statement line (or a collected direct debit, issue 35) became: its value date, amount, how
 * it came and the bank's reference.
 */
export interface StatementPayment {
  amountCents: number
  paidOn: string
  method: Extract<LoanPaymentMethod, 'spei' | 'bank_cash' | 'domiciliacion'>
  reference: string
}

/**
 * Posts a payment read from a bank statement (issue 35) inside the caller's transaction, so that the line is
 * marked posted in the same one. The loan is locked (its version bumped, as any payment does) and checked as
 * the payment route checks it: not paid off, the value date within the window and not before a schedule
 * version, at most what the loan owes today. A refusal throws (400/409 with its code) before anything is
 * written; the caller runs this in a savepoint and keeps the line in its queue with the reason.
 */
export async function postStatementPayment(
  tx: Transaction,
  applicationId: number,
  actorUserId: number,
  payment: StatementPayment,
) {
  const application = await lockApplication(tx, applicationId)
  if (!application) throw notFound('No such application')
  const [loan] = await tx
    .update(loans)
    .set({ version: sql`${loans.version} + 1`, updatedAt: new Date() })
    .where(eq(loans.applicationId, applicationId))
    .returning()
  if (!loan) throw notFound('This application has no loan')
  if (loan.status === 'paid_off') throw conflict('wrong_stage', 'The loan is already paid off')
  await checkValueDate(tx, application, loan, payment.paidOn)
  await refuseBeforeLatestVersion(tx, loan, payment.paidOn)
  const cap = await paymentCapOf(tx, loan)
  if (payment.amountCents > cap) throw badRequest({ amountCents: [fieldError('too_big', cap)] })
  const recorded = await recordPayment(tx, loan, application, actorUserId, {
    ...payment,
    prepaymentChoice: 'reduce_term',
  })
  return { paymentId: recorded.id, loanId: loan.id }
}
