import { and, desc, eq } from 'drizzle-orm'
import {
  fieldError,
  type Clarification,
  type ClarificationAnswer,
  type ClarificationRequest,
  type ClarificationsResponse,
  businessDayOf,
} from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { clarifications } from './validation-desk.schema'
import { badRequest, conflict, emptyNotFound, staleVersion } from '../../lib/http-errors'
import { pauseStageClock, resumeStageClock, type ApplicationRow } from '../credit-applications'
import { recordDeskChange } from './desk-change'
import { peopleById, personOf } from './desk-people'
import { assertInValidation } from './reference-calls'

/** Mexico City's calendar day (the business runs on it), as YYYY-MM-DD. */

export async function hasOpenClarification(db: Executor, applicationId: number) {
  const open = await db
    .select({ id: clarifications.id })
    .from(clarifications)
    .where(and(eq(clarifications.applicationId, applicationId), eq(clarifications.status, 'open')))
    .limit(1)
  return open.length > 0
}

export async function listClarifications(
  db: Executor,
  applicationId: number,
): Promise<ClarificationsResponse> {
  const rows = await db
    .select()
    .from(clarifications)
    .where(eq(clarifications.applicationId, applicationId))
    .orderBy(desc(clarifications.requestedAt), desc(clarifications.id))
  const people = await peopleById(
    db,
    rows.flatMap((row) => [row.requestedByUserId, row.answeredByUserId]),
  )
  const items: Clarification[] = rows.map((row) => ({
    id: row.id,
    stage: row.stage,
    status: row.status,
    items: row.items,
    message: row.message,
    dueOn: row.dueOn,
    requestedBy: personOf(people, row.requestedByUserId),
    requestedAt: row.requestedAt.toISOString(),
    answer: row.answer,
    answeredBy: personOf(people, row.answeredByUserId),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    version: row.version,
  }))
  return { clarifications: items, clockPaused: items.some((item) => item.status === 'open') }
}

/** The desk asks the ally for corrections; the stage's SLA clock stops until the last one is closed. */
export async function openClarification(
  db: Database,
  row: ApplicationRow,
  actorUserId: number,
  request: ClarificationRequest,
  now = new Date(),
) {
  assertInValidation(row)
  if (request.dueOn < businessDayOf(now)) throw badRequest({ dueOn: [fieldError('date_out_of_range')] })
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(clarifications)
      .values({
        applicationId: row.id,
        stage: row.stage,
        items: request.items,
        message: request.message,
        dueOn: request.dueOn,
        requestedByUserId: actorUserId,
        requestedAt: now,
      })
      .returning({ id: clarifications.id })
    await pauseStageClock(tx, row.id, now)
    await recordDeskChange(tx, row, actorUserId, 'validation.clarification_requested', {
      clarificationId: created!.id,
      items: request.items,
      dueOn: request.dueOn,
    })
    return created!.id
  })
}

/** The ally's answer closes the clarification; the clock runs again once none is open. */
export async function answerClarification(
  db: Database,
  row: ApplicationRow,
  clarificationId: number,
  actorUserId: number,
  answer: ClarificationAnswer,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: clarifications.status, version: clarifications.version })
      .from(clarifications)
      .where(and(eq(clarifications.id, clarificationId), eq(clarifications.applicationId, row.id)))
    if (!current) throw emptyNotFound()
    if (current.status !== 'open')
      throw conflict('conflict', 'The clarification is already closed', {
        status: [fieldError('invalid_value')],
      })
    const closed = await tx
      .update(clarifications)
      .set({
        status: 'answered',
        answer: answer.answer,
        answeredByUserId: actorUserId,
        answeredAt: now,
        version: answer.version + 1,
      })
      .where(
        and(
          eq(clarifications.id, clarificationId),
          eq(clarifications.version, answer.version),
          eq(clarifications.status, 'open'),
        ),
      )
      .returning({ id: clarifications.id })
    if (closed.length === 0) throw staleVersion()
    await resumeIfNoneOpen(tx, row.id, now)
    await recordDeskChange(tx, row, actorUserId, 'validation.clarification_answered', { clarificationId })
  })
}

async function resumeIfNoneOpen(tx: Transaction, applicationId: number, now: Date) {
  if (!(await hasOpenClarification(tx, applicationId))) await resumeStageClock(tx, applicationId, now)
}

/**
 * Leaving validación (returned, rejected, cancelled) withdraws what is still open: the question belonged
 * to that pass of the desk, and the new stage's clock starts afresh anyway.
 */
export async function withdrawOpenClarifications(tx: Transaction, applicationId: number) {
  await tx
    .update(clarifications)
    .set({ status: 'withdrawn' })
    .where(and(eq(clarifications.applicationId, applicationId), eq(clarifications.status, 'open')))
}
