import { and, between, desc, eq, gt, lt, sql } from 'drizzle-orm'
import { fieldError, type PromiseCreate, type PromiseStatus, type PromiseToPay } from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import { recordAudit } from '../audit'
import { loanDirectory, type LoanPaymentEvent } from '../loan-servicing'
import { userDirectory } from '../users'
import { badRequest, conflict } from '../../lib/http-errors'
import { capturedMoment } from './captured-time'
import { collectionAssignments, collectionPayments, collectionPromises } from './collections.schema'

/*
 * Promises to pay (issue 35 item 4, docs/domain.md "Collections"): a promise of amount A by date D made on
 * business date M is kept as soon as the loan's payments with a value date from M to D (inclusive, reversals
 * taken out) reach A; it is broken when the business date passes D without that. A reversal can take a kept
 * promise back: to pending while its date has not passed, else to broken.
 */

/** A promise's standing from the amount paid toward it and the business date. */
export function promiseStanding(
  promise: { amountCents: number; promisedOn: string },
  paidCents: number,
  today: string,
): PromiseStatus {
  if (paidCents >= promise.amountCents) return 'kept'
  return promise.promisedOn < today ? 'broken' : 'pending'
}

/** Re-judges every promise of the loan from its payments (after a payment, a reversal, or a new promise). */
export async function rejudgeLoanPromises(db: Executor, loanId: number, today: string) {
  // Each promise with what the loan's live payments valued from the day it was made to its date add up to: one
  // statement, however many promises the loan has.
  const promises = await db
    .select({
      id: collectionPromises.id,
      amountCents: collectionPromises.amountCents,
      promisedOn: collectionPromises.promisedOn,
      status: collectionPromises.status,
      paidCents: collectionPromises.paidCents,
      decidedOn: collectionPromises.decidedOn,
      paid: sql<number>`coalesce(sum(${collectionPayments.amountCents}), 0)::bigint`,
    })
    .from(collectionPromises)
    .leftJoin(
      collectionPayments,
      and(
        eq(collectionPayments.loanId, collectionPromises.loanId),
        eq(collectionPayments.reversed, false),
        between(collectionPayments.paidOn, collectionPromises.madeOn, collectionPromises.promisedOn),
      ),
    )
    .where(eq(collectionPromises.loanId, loanId))
    .groupBy(collectionPromises.id)
  for (const promise of promises) {
    const paidCents = Number(promise.paid)
    const status = promiseStanding(promise, paidCents, today)
    if (status === promise.status && paidCents === promise.paidCents) continue
    await db
      .update(collectionPromises)
      .set({
        status,
        paidCents,
        decidedOn: status === 'pending' ? null : status === promise.status ? promise.decidedOn : today,
      })
      .where(eq(collectionPromises.id, promise.id))
  }
}

/**
 * Loan servicing's payment listener (in the payment's transaction): keeps the payment (or marks its reversal)
 * and re-judges the loan's promises on the business date of the event.
 */
export async function followPayment(tx: Transaction, event: LoanPaymentEvent) {
  if (event.kind === 'recorded')
    await tx
      .insert(collectionPayments)
      .values({
        paymentId: event.paymentId,
        loanId: event.loanId,
        amountCents: event.amountCents,
        paidOn: event.paidOn,
        // The loan's collector when the payment came in, read in the same statement.
        collectorUserId: sql`(select ${collectionAssignments.collectorUserId} from ${collectionAssignments}
          where ${collectionAssignments.loanId} = ${event.loanId})`,
      })
      .onConflictDoUpdate({ target: collectionPayments.paymentId, set: { reversed: false } })
  else
    await tx
      .update(collectionPayments)
      .set({ reversed: true })
      .where(eq(collectionPayments.paymentId, event.paymentId))
  await rejudgeLoanPromises(tx, event.loanId, event.businessDate)
}

/** The daily judgement: pending promises whose date is before the business date are broken. */
export async function judgePromises(db: Executor, today: string) {
  await db
    .update(collectionPromises)
    .set({ status: 'broken', decidedOn: today })
    .where(and(eq(collectionPromises.status, 'pending'), lt(collectionPromises.promisedOn, today)))
}

/**
 * Records a promise on a loan the caller may work, made when it was captured (a phone without a signal sends it
 * later, issue 39): its date not before the day it was made (400 on `promisedOn`); refused on a loan no longer
 * active (409 `loan_closed`) and when a promise made after it is pending on the loan (409 `promise_open`: the
 * customer's later word stands). Its `createdAt` is the moment it was made.
 */
export async function makePromise(
  tx: Transaction,
  loanId: number,
  body: PromiseCreate,
  actorUserId: number,
): Promise<number> {
  const { capturedAt, ...promise } = body
  const { at, on: madeOn, today } = await capturedMoment(tx, capturedAt)
  if (promise.promisedOn < madeOn) throw badRequest({ promisedOn: [fieldError('date_out_of_range')] })
  const [loan] = await tx
    .select({ status: loanDirectory.status })
    .from(loanDirectory)
    .where(eq(loanDirectory.id, loanId))
  if (loan?.status !== 'active') throw conflict('loan_closed', 'The loan was paid off or written off')
  const [later] = await tx
    .select({ id: collectionPromises.id })
    .from(collectionPromises)
    .where(
      and(
        eq(collectionPromises.loanId, loanId),
        eq(collectionPromises.status, 'pending'),
        gt(collectionPromises.createdAt, at),
      ),
    )
    .limit(1)
  if (later) throw conflict('promise_open', 'A promise made after this one is pending on the loan')
  const [created] = await tx
    .insert(collectionPromises)
    .values({ loanId, ...promise, madeOn, actorUserId, createdAt: at })
    .returning({ id: collectionPromises.id })
  // A payment already in (valued from the day it was made) counts toward it.
  await rejudgeLoanPromises(tx, loanId, today)
  await recordAudit(tx, {
    actorUserId,
    action: 'collections.promise_made',
    entityType: 'loan',
    entityId: loanId,
    data: {
      promiseId: created!.id,
      amountCents: promise.amountCents,
      promisedOn: promise.promisedOn,
      capturedAt: capturedAt ?? null,
    },
  })
  return created!.id
}

/** The loan's promises, newest first. */
export async function promisesOf(db: Executor, loanId: number): Promise<PromiseToPay[]> {
  return db
    .select({
      id: collectionPromises.id,
      amountCents: collectionPromises.amountCents,
      promisedOn: collectionPromises.promisedOn,
      madeOn: collectionPromises.madeOn,
      channel: collectionPromises.channel,
      status: collectionPromises.status,
      paidCents: collectionPromises.paidCents,
      decidedOn: collectionPromises.decidedOn,
      actorName: userDirectory.fullName,
    })
    .from(collectionPromises)
    .leftJoin(userDirectory, eq(userDirectory.id, collectionPromises.actorUserId))
    .where(eq(collectionPromises.loanId, loanId))
    .orderBy(desc(collectionPromises.id))
}
