import { desc, eq } from 'drizzle-orm'
import { fieldError, type ContactAttempt, type ContactAttemptRequest } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { contactAttempts } from './validation-desk.schema'
import { badRequest } from '../../lib/http-errors'
import type { ApplicationRow } from '../credit-applications'
import { recordDeskChange } from './desk-change'
import { peopleById, personOf } from './desk-people'

/** Contactation: every attempt to reach the applicant, newest first. */
export async function listContactAttempts(db: Executor, applicationId: number): Promise<ContactAttempt[]> {
  const rows = await db
    .select()
    .from(contactAttempts)
    .where(eq(contactAttempts.applicationId, applicationId))
    .orderBy(desc(contactAttempts.attemptedAt), desc(contactAttempts.id))
  const people = await peopleById(
    db,
    rows.map((attempt) => attempt.attemptedByUserId),
  )
  return rows.map((attempt) => ({
    id: attempt.id,
    channel: attempt.channel,
    outcome: attempt.outcome,
    notes: attempt.notes,
    nextAttemptAt: attempt.nextAttemptAt?.toISOString() ?? null,
    attemptedAt: attempt.attemptedAt.toISOString(),
    attemptedBy: personOf(people, attempt.attemptedByUserId),
  }))
}

/** Logs an attempt; the next attempt, when given, lies after this one. */
export async function recordContactAttempt(
  db: Database,
  row: ApplicationRow,
  actorUserId: number,
  attempt: ContactAttemptRequest,
  now = new Date(),
) {
  const nextAttemptAt = attempt.nextAttemptAt ? new Date(attempt.nextAttemptAt) : null
  if (nextAttemptAt && nextAttemptAt.getTime() <= now.getTime())
    throw badRequest({ nextAttemptAt: [fieldError('date_out_of_range')] })
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contactAttempts)
      .values({
        applicationId: row.id,
        channel: attempt.channel,
        outcome: attempt.outcome,
        notes: attempt.notes,
        nextAttemptAt,
        attemptedAt: now,
        attemptedByUserId: actorUserId,
      })
      .returning({ id: contactAttempts.id })
    await recordDeskChange(tx, row, actorUserId, 'validation.contact_attempted', {
      contactAttemptId: created!.id,
      channel: attempt.channel,
      outcome: attempt.outcome,
    })
    return created!.id
  })
}
