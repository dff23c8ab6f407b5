import { and, eq, ne, sql } from 'drizzle-orm'
import { fieldError, type ApplyCreditRequest, type RefundRequest } from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { badRequest, conflict, notFound, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import {
  loadApplication,
  type ApplicationRow,
  applicationRecords as applications,
} from '../credit-applications'
import type { Viewer } from '../allies'
import { creditBalanceAfter } from './loan-credit-balance'
import {
  announceLoanChange,
  claimLoanVersion,
  paymentCapOf,
  recordPayment,
  requireLoan,
} from './loan-payments'
import { loanOfApplication, type LoanRow } from './loan-record'
import { loanCreditMovements, loans } from './loan-servicing.schema'
import { businessDateOf } from '../business-date'
import { journalCreditOut } from './loan-credit-journal'
import { forgetSubledgerFrom } from './loan-subledger-stale'

/** Locks the loan row for the rest of the transaction (a refund's approval has no version to compare). */
const lockLoan = (tx: Transaction, loanId: number) =>
  tx
    .update(loans)
    .set({ version: sql`${loans.version} + 1`, updatedAt: new Date() })
    .where(eq(loans.id, loanId))

/** More than the credit balance is a 409 naming the balance (the most that may go out). */
async function requireCredit(db: Executor, loan: LoanRow, amountCents: number) {
  const credit = await creditBalanceAfter(db, loan)
  if (amountCents > credit)
    throw conflict('credit_insufficient', 'More than the loan’s credit balance', {
      amountCents: [fieldError('too_big', Math.max(0, credit))],
    })
}

export interface RefundPayload {
  loanId: number
  applicationId: number
  amountCents: number
  paidOn: string
  reference: string
}

/** Checks a refund before it is asked or done: a date not in the future nor before the loan, within credit. */
export async function checkRefund(db: Database, loan: LoanRow, input: RefundRequest) {
  if (loan.version !== input.version) throw staleVersion()
  if (input.paidOn > (await businessDateOf(db)) || input.paidOn < loan.disbursedOn)
    throw badRequest({ paidOn: [fieldError('date_out_of_range')] })
  await requireCredit(db, loan, input.amountCents)
}

/**
 * Records the refund of credit to the customer (the outgoing transfer and its reference), once a second
 * person approved it: the balance is checked again under the loan's lock, since things may have moved.
 */
export async function executeRefund(
  tx: Transaction,
  payload: RefundPayload,
  who: { requestedBy: number; approvedBy: number | null; approvalId: number | null },
) {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, payload.loanId))
  if (!loan) throw notFound('No such loan')
  await lockLoan(tx, loan.id)
  await requireCredit(tx, loan, payload.amountCents)
  const [movement] = await tx
    .insert(loanCreditMovements)
    .values({
      loanId: loan.id,
      kind: 'refund',
      amountCents: payload.amountCents,
      on: payload.paidOn,
      reference: payload.reference,
      approvalId: who.approvalId,
      requestedByUserId: who.requestedBy,
      recordedByUserId: who.approvedBy ?? who.requestedBy,
    })
    .returning({ id: loanCreditMovements.id })
  // Issue 34: the credit balance of its day on changed (a refund may be dated back; the loan is held).
  await forgetSubledgerFrom(tx, loan.id, payload.paidOn, { keepSettled: true })
  const [application] = await tx.select().from(applications).where(eq(applications.id, loan.applicationId))
  // Issue 34: the refund's entry, in its transaction.
  await journalCreditOut(
    tx,
    { id: movement!.id, loanId: loan.id, amountCents: payload.amountCents, kind: 'refund' },
    {
      product: application!.product,
      businessDate: await businessDateOf(tx),
      createdBy: who.approvedBy ?? who.requestedBy,
    },
  )
  await recordAudit(tx, {
    actorUserId: who.approvedBy ?? who.requestedBy,
    action: 'loan.credit_refunded',
    entityType: 'loan',
    entityId: loan.id,
    data: { ...payload, movementId: movement!.id, requestedBy: who.requestedBy, approvedBy: who.approvedBy },
  })
  await announceLoanChange(tx, application!)
  return { movementId: movement!.id }
}

/** The other active loans of the application's customer (same CURP): where its credit may be applied. */
export async function creditTargetsOf(db: Executor, application: ApplicationRow) {
  return db
    .select({
      applicationId: applications.id,
      folio: applications.folio,
      balanceCents: loans.balanceCents,
    })
    .from(loans)
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .where(
      and(
        eq(applications.curp, application.curp),
        ne(applications.id, application.id),
        eq(loans.status, 'active'),
      ),
    )
    .orderBy(applications.folio)
}

/**
 * Applies credit to another active loan of the same customer: an outgoing movement here and, on the
 * other loan, a payment of today by `credit_balance` (at most what that loan owes today). `target` is
 * the receiving application, already loaded within the person's row scope.
 */
export async function applyCredit(
  db: Database,
  application: ApplicationRow,
  target: ApplicationRow,
  actorUserId: number,
  input: ApplyCreditRequest,
) {
  const loan = await requireLoan(db, application)
  if (loan.version !== input.version) throw staleVersion()
  const targetLoan = await loanOfApplication(db, target.id)
  if (target.curp !== application.curp || target.id === application.id || targetLoan?.status !== 'active')
    throw badRequest({ targetApplicationId: [fieldError('invalid_choice')] })
  await requireCredit(db, loan, input.amountCents)
  const cap = await paymentCapOf(db, targetLoan)
  if (input.amountCents > cap) throw badRequest({ amountCents: [fieldError('too_big', cap)] })
  const today = await businessDateOf(db)
  await db.transaction(async (tx) => {
    await claimLoanVersion(tx, loan, input.version)
    await lockLoan(tx, targetLoan.id)
    const { id: paymentId } = await recordPayment(tx, targetLoan, target, actorUserId, {
      amountCents: input.amountCents,
      paidOn: today,
      method: 'credit_balance',
      reference: `Saldo a favor del folio ${application.folio}`,
      prepaymentChoice: 'reduce_term',
    })
    const [movement] = await tx
      .insert(loanCreditMovements)
      .values({
        loanId: loan.id,
        kind: 'applied',
        amountCents: input.amountCents,
        on: today,
        reference: `Folio ${target.folio}`,
        targetLoanId: targetLoan.id,
        targetPaymentId: paymentId,
        requestedByUserId: actorUserId,
        recordedByUserId: actorUserId,
      })
      .returning({ id: loanCreditMovements.id })
    await forgetSubledgerFrom(tx, loan.id, today, { keepSettled: true })
    // Issue 34: the credit leaves this loan's books (the other loan's payment entry brings it in).
    await journalCreditOut(
      tx,
      { id: movement!.id, loanId: loan.id, amountCents: input.amountCents, kind: 'applied' },
      { product: application.product, businessDate: today, createdBy: actorUserId },
    )
    await recordAudit(tx, {
      actorUserId,
      action: 'loan.credit_applied',
      entityType: 'loan',
      entityId: loan.id,
      data: {
        applicationId: application.id,
        amountCents: input.amountCents,
        targetApplicationId: target.id,
        targetPaymentId: paymentId,
        movementId: movement!.id,
      },
    })
    await announceLoanChange(tx, application)
  })
}

/** The receiving application of an apply, within the person's row scope; else 400 naming the field. */
export async function applicationById(db: Database, id: number, viewer: Viewer) {
  const [row] = await db
    .select({ product: applications.product })
    .from(applications)
    .where(eq(applications.id, id))
  if (!row) throw badRequest({ targetApplicationId: [fieldError('invalid_choice')] })
  return loadApplication(db, row.product, id, viewer).catch(() => {
    throw badRequest({ targetApplicationId: [fieldError('invalid_choice')] })
  })
}
