import { and, between, desc, eq, lt, sql } from 'drizzle-orm'
import { fieldError, type PromiseCreate, type PromiseStatus, type PromiseToPay } from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import { recordAudit } from '../audit'
import { businessDateOf } from '../business-date'
import type { LoanPaymentEvent } from '../loan-servicing'
import { userDirectory } from '../users'
import { badRequest } from '../../lib/http-errors'
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

/** Records a promise on a loan the caller may work: its date not before the business date. */
export async function makePromise(
  tx: Transaction,
  loanId: number,
  body: PromiseCreate,
  actorUserId: number,
): Promise<number> {
  const today = await businessDateOf(tx)
  if (body.promisedOn < today) throw badRequest({ promisedOn: [fieldError('date_out_of_range')] })
  const [created] = await tx
    .insert(collectionPromises)
    .values({ loanId, ...body, madeOn: today, actorUserId })
    .returning({ id: collectionPromises.id })
  // A payment already in today (value date today) counts toward it.
  await rejudgeLoanPromises(tx, loanId, today)
  await recordAudit(tx, {
    actorUserId,
    action: 'collections.promise_made',
    entityType: 'loan',
    entityId: loanId,
    data: { promiseId: created!.id, amountCents: body.amountCents, promisedOn: body.promisedOn },
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
