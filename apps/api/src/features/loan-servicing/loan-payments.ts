import { and, eq, isNull } from 'drizzle-orm'
import { fieldError, type PaymentRequest, type ReversalRequest, businessToday } from '@mesa/contracts'
import type { Database, Transaction } from '../../db/client'
import { badRequest, conflict, notFound, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { publishEvent } from '../events'
import { closeAsPaidOff, type ApplicationRow } from '../credit-applications'
import { loanStateOn, payoffParts } from './loan-ledger'
import { loadLedger, loanOfApplication, refreshLoanFigures, type LoanRow } from './loan-record'
import { loanPayments, loans } from './loan-servicing.schema'

/** The loan of an application, or 404 (an application that never reached activo has none). */
export async function requireLoan(db: Database, application: ApplicationRow) {
  const loan = await loanOfApplication(db, application.id)
  if (!loan) throw notFound('This application has no loan')
  return loan
}

/** Bumps the loan's version only if it is still the one the caller read (a payment meanwhile is a 409). */
async function claimLoanVersion(tx: Transaction, loan: LoanRow, version: number) {
  const claimed = await tx
    .update(loans)
    .set({ version: version + 1, updatedAt: new Date() })
    .where(and(eq(loans.id, loan.id), eq(loans.version, version)))
    .returning({ id: loans.id })
  if (claimed.length === 0) throw staleVersion()
}

/** After a change: the figures as of today, and the move to liquidada in the same transaction at zero balance. */
async function settleFigures(tx: Transaction, loan: LoanRow, actorUserId: number) {
  const { state } = await refreshLoanFigures(tx, loan, businessToday())
  if (state.paidOffOn) await closeAsPaidOff(tx, loan.applicationId, state.paidOffOn, actorUserId)
  return state
}

/**
 * Registers a payment (staff). Never in the future nor before the disbursement, never more than the
 * payoff quote of its day; applied by replaying the ledger, so a back-dated payment lands in its place.
 */
export async function registerPayment(
  db: Database,
  application: ApplicationRow,
  actorUserId: number,
  input: PaymentRequest,
) {
  const loan = await requireLoan(db, application)
  if (loan.version !== input.version) throw staleVersion()
  if (loan.status === 'paid_off') throw conflict('wrong_stage', 'The loan is already paid off')
  if (input.paidOn > businessToday() || input.paidOn < loan.disbursedOn)
    throw badRequest({ paidOn: [fieldError('date_out_of_range')] })
  const { ledger, payments } = await loadLedger(db, loan)
  const before = loanStateOn(ledger, payments, input.paidOn)
  const payoff = payoffParts(before, ledger, input.paidOn).totalCents
  if (input.amountCents > payoff) throw badRequest({ amountCents: [fieldError('too_big', payoff)] })
  return db.transaction(async (tx) => {
    await claimLoanVersion(tx, loan, input.version)
    const [payment] = await tx
      .insert(loanPayments)
      .values({
        loanId: loan.id,
        amountCents: input.amountCents,
        paidOn: input.paidOn,
        method: input.method,
        reference: input.reference,
        prepaymentChoice: input.prepaymentChoice,
        registeredByUserId: actorUserId,
      })
      .returning()
    const state = await settleFigures(tx, loan, actorUserId)
    await recordAudit(tx, {
      actorUserId,
      action: 'loan.payment_registered',
      entityType: 'loan',
      entityId: loan.id,
      data: {
        applicationId: application.id,
        paymentId: payment!.id,
        amountCents: input.amountCents,
        paidOn: input.paidOn,
        method: input.method,
        allocation: state.allocations.get(payment!.id) ?? null,
        paidOffOn: state.paidOffOn,
      },
    })
    await announceLoanChange(tx, application)
    return payment!.id
  })
}

/**
 * Reverses a wrongly registered payment with a reason: the row stays (marked), the ledger is replayed
 * without it. A paid-off loan is closed (its application is liquidada): its payments are final.
 */
export async function reversePayment(
  db: Database,
  application: ApplicationRow,
  actorUserId: number,
  paymentId: number,
  input: ReversalRequest,
) {
  const loan = await requireLoan(db, application)
  const [payment] = await db
    .select()
    .from(loanPayments)
    .where(and(eq(loanPayments.id, paymentId), eq(loanPayments.loanId, loan.id)))
  if (!payment) throw notFound('No such payment on this loan')
  if (loan.version !== input.version) throw staleVersion()
  if (loan.status === 'paid_off')
    throw conflict('wrong_stage', 'The loan is paid off; its payments are final')
  if (payment.reversedAt) throw conflict('conflict', 'The payment is already reversed')
  await db.transaction(async (tx) => {
    await claimLoanVersion(tx, loan, input.version)
    await tx
      .update(loanPayments)
      .set({ reversedAt: new Date(), reversedByUserId: actorUserId, reversalReason: input.reason })
      .where(and(eq(loanPayments.id, paymentId), isNull(loanPayments.reversedAt)))
    await settleFigures(tx, loan, actorUserId)
    await recordAudit(tx, {
      actorUserId,
      action: 'loan.payment_reversed',
      entityType: 'loan',
      entityId: loan.id,
      data: {
        applicationId: application.id,
        paymentId,
        amountCents: payment.amountCents,
        reason: input.reason,
      },
    })
    await announceLoanChange(tx, application)
  })
}

/** Open screens of the application's readers refetch its loan and the portfolio (once the transaction commits). */
const announceLoanChange = (tx: Transaction, application: ApplicationRow) =>
  publishEvent(tx, {
    type: 'loan.changed',
    applicationId: application.id,
    product: application.product,
    ownerId: application.ownerUserId,
    allyId: application.allyId,
  })
