import { and, asc, desc, eq, inArray, or } from 'drizzle-orm'
import {
  fieldError,
  visitStages,
  type VisitRequestCreate,
  type VisitValidationRequest,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { visitBookings, visitRequests, visitValidations } from './field-visits.schema'
import { conflict, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import {
  visibleInRecords,
  type ApplicationRow,
  applicationRecords as applications,
} from '../credit-applications'
import { applicationRefOf, namesById, type Principal } from './visit-records'

type RequestRow = typeof visitRequests.$inferSelect
const openStatuses = ['pending', 'booked', 'reported'] as const

export const assertVisitStage = (row: ApplicationRow) => {
  if (!(visitStages as readonly string[]).includes(row.stage))
    throw conflict(
      'wrong_stage',
      `The visit is worked in análisis, validación or visita, not in ${row.stage}`,
    )
}

/** A new request: one open request per application at a time (409 otherwise). */
export async function requestVisit(
  db: Database,
  row: ApplicationRow,
  actor: number,
  body: VisitRequestCreate,
) {
  assertVisitStage(row)
  return db.transaction(async (tx) => {
    const open = await tx
      .select({ id: visitRequests.id })
      .from(visitRequests)
      .where(
        and(
          eq(visitRequests.applicationId, row.id),
          eq(visitRequests.kind, 'credito'),
          inArray(visitRequests.status, [...openStatuses]),
        ),
      )
      .for('update')
    if (open.length > 0) throw conflict('conflict', 'The application already has an open visit request')
    const [created] = await tx
      .insert(visitRequests)
      .values({ applicationId: row.id, requestedByUserId: actor, ...body })
      .returning()
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'field_visit.requested',
      entityType: 'credit_application',
      entityId: row.id,
      data: { requestId: created!.id, reason: body.reason },
    })
    return created!
  })
}

/** Requests as the API answers them. */
export async function describeRequests(db: Executor, rows: RequestRow[], application?: ApplicationRow) {
  const people = await namesById(
    db,
    rows.map((row) => row.requestedByUserId),
  )
  const refs = application
    ? new Map([[application.id, applicationRefOf(application)]])
    : new Map(
        (
          await db
            .select()
            .from(applications)
            .where(inArray(applications.id, rows.map((row) => row.applicationId).concat(0)))
        ).map((app) => [app.id, applicationRefOf(app)]),
      )
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    application: refs.get(row.applicationId)!,
    status: row.status,
    reason: row.reason,
    preferredFrom: row.preferredFrom,
    preferredTo: row.preferredTo,
    requestedBy: row.requestedByUserId ? (people.get(row.requestedByUserId) ?? null) : null,
    requestedAt: row.requestedAt.toISOString(),
    version: row.version,
  }))
}

/** Requests waiting for a booking, within the caller's scope, oldest first (the coordinators' queue). */
export async function pendingRequests(db: Executor, principal: Principal) {
  const rows = await db
    .select({ request: visitRequests })
    .from(visitRequests)
    .innerJoin(applications, eq(applications.id, visitRequests.applicationId))
    .where(
      and(
        eq(visitRequests.status, 'pending'),
        // A credit visit while its application is in the visit's stages; a collection visit of an active loan.
        or(inArray(applications.stage, [...visitStages]), eq(visitRequests.kind, 'cobranza')),
        visibleInRecords(principal),
      ),
    )
    .orderBy(asc(visitRequests.requestedAt))
    .limit(200)
  return describeRequests(
    db,
    rows.map((row) => row.request),
  )
}

/** The application's credit visits (a collection visit of its loan is the desk's, not the file's). */
export async function requestsOf(db: Executor, applicationId: number) {
  return db
    .select()
    .from(visitRequests)
    .where(and(eq(visitRequests.applicationId, applicationId), eq(visitRequests.kind, 'credito')))
    .orderBy(desc(visitRequests.requestedAt), desc(visitRequests.id))
}

/**
 * The analyst's validation of a reported visit: accepted closes it (the visita gate then holds); a revisit
 * records why and opens a new pending request for the coordinators to book.
 */
export async function validateVisit(
  db: Database,
  row: ApplicationRow,
  actor: number,
  body: VisitValidationRequest,
  now = new Date(),
) {
  assertVisitStage(row)
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(visitRequests)
      .where(and(eq(visitRequests.id, body.requestId), eq(visitRequests.applicationId, row.id)))
      .for('update')
    if (!request)
      throw conflict('not_found', 'No such visit request', { requestId: [fieldError('unknown_reference')] })
    if (request.version !== body.version) throw staleVersion()
    if (request.status !== 'reported')
      throw conflict('visit_closed', `The visit is ${request.status}, not waiting for validation`)
    await tx.insert(visitValidations).values({
      requestId: request.id,
      applicationId: row.id,
      decision: body.decision,
      reason: body.reason,
      validatedByUserId: actor,
      validatedAt: now,
    })
    await tx
      .update(visitRequests)
      .set({ status: body.decision === 'accepted' ? 'accepted' : 'revisit', version: request.version + 1 })
      .where(eq(visitRequests.id, request.id))
    if (body.decision === 'revisit') {
      const today = now.toISOString().slice(0, 10)
      const week = new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10)
      await tx.insert(visitRequests).values({
        applicationId: row.id,
        requestedByUserId: actor,
        reason: body.reason,
        preferredFrom: today,
        preferredTo: week,
      })
    }
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'field_visit.validated',
      entityType: 'credit_application',
      entityId: row.id,
      data: { requestId: request.id, decision: body.decision, reason: body.reason },
    })
  })
}

/** The gate of visita: some visit of the application was reported and accepted by the analyst. */
export async function hasAcceptedVisit(db: Executor, applicationId: number) {
  const [accepted] = await db
    .select({ id: visitRequests.id })
    .from(visitRequests)
    .where(and(eq(visitRequests.applicationId, applicationId), eq(visitRequests.status, 'accepted')))
    .limit(1)
  return accepted !== undefined
}

export const bookingsOfRequests = (db: Executor, requestIds: number[]) =>
  db
    .select()
    .from(visitBookings)
    .where(inArray(visitBookings.requestId, requestIds.concat(0)))
    .orderBy(desc(visitBookings.startsAt))

export const validationsOf = (db: Executor, applicationId: number) =>
  db.select().from(visitValidations).where(eq(visitValidations.applicationId, applicationId))
