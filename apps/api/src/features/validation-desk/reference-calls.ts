import { asc, desc, eq } from 'drizzle-orm'
import {
  fieldError,
  VERIFIED_REFERENCES_REQUIRED,
  type ReferenceCallRequest,
  type ReferenceCallsResponse,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { referenceCalls } from './validation-desk.schema'
import { badRequest, conflict } from '../../lib/http-errors'
import type { ApplicationRow } from '../credit-applications'
import { recordDeskChange } from './desk-change'
import { peopleById, personOf } from './desk-people'

/** Customer investigation happens while the desk validates; afterwards the record is closed. */
export function assertInValidation(row: ApplicationRow) {
  if (row.stage !== 'validacion')
    throw conflict('wrong_stage', `The validation desk works in validacion, not in ${row.stage}`, {
      stage: [fieldError('wrong_stage')],
    })
}

/**
 * References whose LATEST call verified them: a reference verified and later found inconsistent
 * no longer counts.
 */
export async function verifiedReferenceCount(db: Executor, applicationId: number) {
  const calls = await db
    .select({ referenceIndex: referenceCalls.referenceIndex, outcome: referenceCalls.outcome })
    .from(referenceCalls)
    .where(eq(referenceCalls.applicationId, applicationId))
    .orderBy(asc(referenceCalls.calledAt), asc(referenceCalls.id))
  const latest = new Map(calls.map((call) => [call.referenceIndex, call.outcome]))
  return [...latest.values()].filter((outcome) => outcome === 'verified').length
}

export async function listReferenceCalls(
  db: Executor,
  applicationId: number,
): Promise<ReferenceCallsResponse> {
  const rows = await db
    .select()
    .from(referenceCalls)
    .where(eq(referenceCalls.applicationId, applicationId))
    .orderBy(desc(referenceCalls.calledAt), desc(referenceCalls.id))
  const people = await peopleById(
    db,
    rows.map((call) => call.calledByUserId),
  )
  return {
    calls: rows.map((call) => ({
      id: call.id,
      referenceIndex: call.referenceIndex,
      referenceName: call.referenceName,
      referencePhone: call.referencePhone,
      relationship: call.relationship,
      outcome: call.outcome,
      notes: call.notes,
      calledAt: call.calledAt.toISOString(),
      calledBy: personOf(people, call.calledByUserId),
    })),
    verifiedReferences: await verifiedReferenceCount(db, applicationId),
    required: VERIFIED_REFERENCES_REQUIRED,
  }
}

/** Logs one call to a reference of the application (validación only; the reference must exist). */
export async function recordReferenceCall(
  db: Database,
  row: ApplicationRow,
  actorUserId: number,
  call: ReferenceCallRequest,
  now = new Date(),
) {
  assertInValidation(row)
  const reference = (row.references as Array<{ fullName: string; phone: string; relationship: string }>)[
    call.referenceIndex
  ]
  if (!reference) throw badRequest({ referenceIndex: [fieldError('unknown_reference')] })
  const calledAt = call.calledAt ? new Date(call.calledAt) : now
  if (calledAt.getTime() > now.getTime() + 60_000)
    throw badRequest({ calledAt: [fieldError('date_out_of_range')] })
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(referenceCalls)
      .values({
        applicationId: row.id,
        referenceIndex: call.referenceIndex,
        referenceName: reference.fullName,
        referencePhone: reference.phone,
        relationship: reference.relationship,
        outcome: call.outcome,
        notes: call.notes,
        calledAt,
        calledByUserId: actorUserId,
      })
      .returning({ id: referenceCalls.id })
    await recordDeskChange(tx, row, actorUserId, 'validation.reference_called', {
      referenceCallId: created!.id,
      referenceIndex: call.referenceIndex,
      outcome: call.outcome,
    })
    return created!.id
  })
}
