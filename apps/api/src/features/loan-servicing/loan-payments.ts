import { and, eq } from 'drizzle-orm'
import {
  fieldError,
  type DelinquencyPolicy,
  type LoanPaymentMethod,
  type PaymentRequest,
  type PrepaymentChoice,
} from '@mesa/contracts'
import type { Database, Transaction } from '../../db/client'
import { badRequest, conflict, notFound, staleVersion } from '../../lib/http-errors'
import { recordDutyAct } from '../approvals'
import { recordAudit } from '../audit'
import { publishEvent } from '../events'
import { closeAsPaidOff, reopenAfterReversal, type ApplicationRow } from '../credit-applications'
import { ENGINE_VERSION, loanStateOn, paymentCapOn } from '../../lending'
import { currentPolicy } from '../credit-policy'
import { rewriteReplayedAllocations, type StoredAllocations } from './loan-allocations'
import { delinquencyPolicyIn } from './loan-delinquency'
import { checkValueDate } from './payment-value-date'
import { ledgerPaymentsOf, recordOf, storedAllocationsOf, type LoanRead } from './loan-read'
import {
  loadLedger,
  loanOfApplication,
  refreshLoanFigures,
  type LoadedLedger,
  type LoanRow,
} from './loan-record'
import { loanPayments, loans } from './loan-servicing.schema'
import { refuseBeforeVersionOf } from './loan-versions-view'
import { businessDateOf } from '../business-date'
import { journalPayment } from './loan-payment-journal'
import { announceLoanPayment } from './loan-payment-listeners'
import { forgetSubledgerFrom } from './loan-subledger-stale'
import { recordSettlementOf } from './loan-settled-figures'

/** The loan of an application, or 404 (an application that never reached activo has none). */
export async function requireLoan(db: Database, application: ApplicationRow) {
  const loan = await loanOfApplication(db, application.id)
  if (!loan) throw notFound('This application has no loan')
  return loan
}

/** Bumps the loan's version only if it is still the one the caller read (a payment meanwhile is a 409). */
export async function claimLoanVersion(tx: Transaction, loan: LoanRow, version: number) {
  const claimed = await tx
    .update(loans)
    .set({ version: version + 1, updatedAt: new Date() })
    .where(and(eq(loans.id, loan.id), eq(loans.version, version)))
    .returning({ id: loans.id })
  if (claimed.length === 0) throw staleVersion()
}

/**
 * After a change: the figures as of today; at zero the application moves to liquidada, and a paid-off
 * loan that owes again (a reversal) reopens it, in the same transaction.
 */
export async function settleFigures(
  tx: Transaction,
  loan: LoanRow,
  actorUserId: number,
  reason = '',
  read: Parameters<typeof refreshLoanFigures>[3] = {},
) {
  const today = await businessDateOf(tx)
  const { state, loan: stored } = await refreshLoanFigures(tx, loan, today, read)
  if (state.paidOffOn) await closeAsPaidOff(tx, loan.applicationId, state.paidOffOn, actorUserId)
  else if (loan.status === 'paid_off') await reopenAfterReversal(tx, loan.applicationId, reason, actorUserId)
  return { state, stored, today }
}

/**
 * The most a payment registered today may be: what the loan owes today after every payment on it,
 * whatever the new payment's value date (issue 30: a back-dated payment once exceeded today's debt).
 */
export async function paymentCapOf(db: Database | Transaction, loan: LoanRow) {
  const { ledger, payments } = await loadLedger(db, loan)
  return paymentCapOn(ledger, payments, await businessDateOf(db))
}

export interface NewPayment {
  amountCents: number
  paidOn: string
  method: LoanPaymentMethod
  reference: string
  prepaymentChoice: PrepaymentChoice
}

/**
 * The new payment's id in the replay made before its insert: above every stored id, so on its value date it
 * replays after the payments already there, as its real (later serial) id will.
 */
const NEW_PAYMENT_ID = Number.MAX_SAFE_INTEGER

/** What the request already read, so that posting the payment reads nothing again (issue 33). */
export interface PaymentRead {
  ledger: LoadedLedger
  claimVersion: number
  stored: StoredAllocations
  delinquencyPolicy: DelinquencyPolicy
}

/**
 * Inserts a payment (already checked), replays the ledger, audits and announces; returns its id and the loan
 * after it. With `read` (the ledger the request read, the version it saw, the stored allocations and the
 * policy) nothing is read again: the ledger is replayed with the new payment before its insert, so its row
 * carries its allocation; one update stores the figures and claims the version; only allocations the replay
 * changed are written, in one statement.
 */
export async function recordPayment(
  tx: Transaction,
  loan: LoanRow,
  application: ApplicationRow,
  actorUserId: number,
  payment: NewPayment,
  read?: PaymentRead,
) {
  // Separation of duties: whoever records a payment on a loan does not reverse that loan's payments.
  await recordDutyAct(tx, {
    scopeType: 'loan',
    scopeId: String(loan.id),
    act: 'payment.record',
    userId: actorUserId,
  })
  const today = await businessDateOf(tx)
  const replayed =
    read &&
    loanStateOn(read.ledger.ledger, [...read.ledger.payments, { ...payment, id: NEW_PAYMENT_ID }], today)
  const allocation = replayed?.allocations.get(NEW_PAYMENT_ID)
  const [row] = await tx
    .insert(loanPayments)
    .values({
      loanId: loan.id,
      ...payment,
      registeredByUserId: actorUserId,
      ...(allocation ? { allocation, engineVersion: ENGINE_VERSION } : {}),
    })
    .returning()
  const stored =
    read && new Map(read.stored).set(row!.id, { paidOn: row!.paidOn, allocation: allocation ?? null })
  if (replayed && allocation) {
    replayed.allocations.delete(NEW_PAYMENT_ID)
    replayed.allocations.set(row!.id, allocation)
  }
  const { state, stored: after } = await settleFigures(
    tx,
    loan,
    actorUserId,
    '',
    read && {
      loaded: { ...read.ledger, payments: [...read.ledger.payments, row!] },
      claimVersion: read.claimVersion,
      state: replayed,
      storedAllocations: stored,
      delinquencyPolicy: read.delinquencyPolicy,
    },
  )
  // Issue 34: the loan's stored sub-ledger figures of its value date on no longer tell the truth (the loan's
  // row is held since settleFigures).
  await forgetSubledgerFrom(tx, loan.id, row!.paidOn)
  // A back-dated payment replays the later ones: their stored allocations change with it (issue 33); an
  // ordinary one (the latest) has none after it and leaves every stored allocation as it was.
  const rewritten = await rewriteReplayedAllocations(
    tx,
    loan,
    state,
    actorUserId,
    { action: 'payment', paymentId: row!.id, paidOn: row!.paidOn },
    stored,
  )
  // Issue 34: the payment's entry (and the reallocation of those it rewrote) in its own transaction.
  await journalPayment(
    tx,
    {
      loan,
      nonAccrual: after.accrualStatus === 'non_accrual',
      product: application.product,
      businessDate: today,
      createdBy: actorUserId,
      rewritten,
    },
    row!,
    state,
  )
  // A payoff, or a recovery on a written-off loan: its settled figures recorded (again), the loan held.
  await recordSettlementOf(tx, after)
  await recordAudit(tx, {
    actorUserId,
    action: 'loan.payment_registered',
    entityType: 'loan',
    entityId: loan.id,
    data: {
      applicationId: application.id,
      paymentId: row!.id,
      amountCents: payment.amountCents,
      paidOn: payment.paidOn,
      method: payment.method,
      allocation: state.allocations.get(row!.id) ?? null,
      paidOffOn: state.paidOffOn,
    },
  })
  await announceLoanPayment(tx, {
    kind: 'recorded',
    loanId: loan.id,
    applicationId: application.id,
    paymentId: row!.id,
    amountCents: payment.amountCents,
    paidOn: row!.paidOn,
    method: payment.method,
    allocation: state.allocations.get(row!.id) ?? null,
    businessDate: today,
    actorUserId,
  })
  await announceLoanChange(tx, application)
  return { id: row!.id, row: row!, loan: after }
}

/**
 * Registers a payment (staff). Its value date never in the future, nor before the disbursement, nor more
 * than the credit policy's window before today; never more than the loan owes today after every payment on
 * it; applied by replaying the ledger, so a back-dated payment lands in its place (what it then leaves over
 * is the loan's credit balance). Works on the request's one read of the loan and answers the loan after it
 * (issue 33: the loan and its ledger read once, the detail built from the same state, the credit policy
 * read once for the delinquency standing and the answer).
 */
export async function registerPayment(
  db: Database,
  application: ApplicationRow,
  read: LoanRead,
  actor: { userId: number; fullName: string },
  input: PaymentRequest,
): Promise<LoanRead> {
  const { loan } = read
  if (loan.version !== input.version) throw staleVersion()
  if (loan.status === 'paid_off') throw conflict('wrong_stage', 'The loan is already paid off')
  await checkValueDate(db, application, loan, input.paidOn)
  refuseBeforeVersionOf(read.ledger, input.paidOn)
  const cap = paymentCapOn(read.ledger, read.payments, await businessDateOf(db))
  if (input.amountCents > cap) throw badRequest({ amountCents: [fieldError('too_big', cap)] })
  const policy = read.policy ?? (await currentPolicy(db, application.product))
  return db.transaction(async (tx) => {
    const { version, ...payment } = input
    const recorded = await recordPayment(tx, loan, application, actor.userId, payment, {
      ledger: read,
      claimVersion: version,
      stored: storedAllocationsOf(read.records),
      delinquencyPolicy: delinquencyPolicyIn(policy),
    })
    // The payment's transaction stored its own allocation and rewrote only those after it (a back-dated
    // payment's replay): those answer the replay's; the ones before it keep what was stored.
    const after = (record: { paidOn: string; id: number }) =>
      record.paidOn > input.paidOn || record.id === recorded.id
    const records = [...read.records, recordOf(recorded.row, actor.fullName)].map((record) =>
      after(record) ? { ...record, storedAllocation: null } : record,
    )
    return { ...read, loan: recorded.loan, payments: ledgerPaymentsOf(records), records, policy }
  })
}

/** Open screens of the application's readers refetch its loan and the portfolio (once the transaction commits). */
export const announceLoanChange = (tx: Transaction, application: ApplicationRow) =>
  publishEvent(tx, {
    type: 'loan.changed',
    applicationId: application.id,
    product: application.product,
    ownerId: application.ownerUserId,
    allyId: application.allyId,
  })
