import type { AuditAction } from '@mesa/contracts'
import { and, asc, eq, gt, gte, inArray, lt, or } from 'drizzle-orm'
import {
  fieldError,
  liveBookingStatuses,
  visitStages,
  type BookingCreate,
  type BookingReschedule,
} from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { visitBookings, visitRequests } from './field-visits.schema'
import { badRequest, conflict, emptyNotFound, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { visibleInRecords, applicationRecords as applications } from '../credit-applications'
import { notify } from '../notifications'
import { assertAgentFree, assertFutureSlot, lockAgents } from './agent-time'
import { addressLine, describeBookings, type BookingRow, type Principal } from './visit-records'
import { selectionOf } from '../../lib/read-models'

const inVisitStage = (stage: string) => (visitStages as readonly string[]).includes(stage)
const wrongStage = (stage: string) =>
  conflict('wrong_stage', `Visits are booked in análisis, validación or visita, not in ${stage}`)

const when = (instant: Date) =>
  instant.toLocaleString('es-MX', {
    timeZone: 'America/Mexico_City',
    dateStyle: 'medium',
    timeStyle: 'short',
  })

/** Tells the agent, in the same transaction, what changed in their agenda. */
async function tellAgent(tx: Transaction, agentId: number, title: string, body: string) {
  await notify(tx, [{ userId: agentId, title, body, link: '/apps/visitas/mis-visitas' }])
}

async function audit(tx: Transaction, actor: number, action: AuditAction, booking: BookingRow, data = {}) {
  await recordAudit(tx, {
    actorUserId: actor,
    action,
    entityType: 'credit_application',
    entityId: booking.applicationId,
    data: { bookingId: booking.id, agentId: booking.agentUserId, ...data },
  })
}

/** Books a pending request: the application within scope and in a visit stage, the agent free (409 otherwise). */
export async function bookVisit(db: Database, principal: Principal, body: BookingCreate, now = new Date()) {
  const startsAt = new Date(body.startsAt)
  const endsAt = new Date(body.endsAt)
  assertFutureSlot(startsAt, now)
  const booking = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ request: visitRequests, application: selectionOf(applications) })
      .from(visitRequests)
      .innerJoin(applications, eq(applications.id, visitRequests.applicationId))
      .where(and(eq(visitRequests.id, body.requestId), visibleInRecords(principal)))
      .for('update', { of: visitRequests })
    if (!found) throw badRequest({ requestId: [fieldError('unknown_reference')] })
    // A collection visit's loan is active (its application past the visit's stages), a credit visit's is not.
    if (found.request.kind === 'credito' && !inVisitStage(found.application.stage))
      throw wrongStage(found.application.stage)
    if (found.request.status !== 'pending')
      throw conflict('visit_closed', 'The request already has a visit', { requestId: ['visit_closed'] })
    const agent = (await lockAgents(tx, [body.agentId])).get(body.agentId)
    if (!agent) throw badRequest({ agentId: [fieldError('unknown_reference')] })
    await assertAgentFree(tx, agent, startsAt, endsAt)
    const [created] = await tx
      .insert(visitBookings)
      .values({
        requestId: found.request.id,
        applicationId: found.application.id,
        kind: found.request.kind,
        agentUserId: agent.userId,
        startsAt,
        endsAt,
        address: addressLine(found.application.address),
        bookedByUserId: principal.userId,
      })
      .returning()
    await tx
      .update(visitRequests)
      .set({ status: 'booked', version: found.request.version + 1 })
      .where(eq(visitRequests.id, found.request.id))
    await audit(tx, principal.userId, 'field_visit.booked', created!, { startsAt, endsAt })
    await tellAgent(
      tx,
      agent.userId,
      `Visita agendada: solicitud ${found.application.folio}`,
      `${when(startsAt)} · ${created!.address}`,
    )
    return created!
  })
  return (await describeBookings(db, [booking]))[0]!
}

/** The live booking, locked, within the caller's scope; its version must match (409 stale otherwise). */
async function claimLiveBooking(tx: Transaction, principal: Principal, bookingId: number, version: number) {
  const [found] = await tx
    .select({ booking: visitBookings, stage: applications.stage })
    .from(visitBookings)
    .innerJoin(applications, eq(applications.id, visitBookings.applicationId))
    .where(and(eq(visitBookings.id, bookingId), visibleInRecords(principal)))
    .for('update', { of: visitBookings })
  if (!found) throw emptyNotFound()
  if (!liveBookingStatuses.includes(found.booking.status))
    throw conflict('visit_closed', `The visit is ${found.booking.status}`)
  if (found.booking.version !== version) throw staleVersion()
  if (found.booking.kind === 'credito' && !inVisitStage(found.stage)) throw wrongStage(found.stage)
  return found.booking
}

/** Moves a live booking to another slot (and maybe another agent), with the reason; the same overlap rule. */
export async function rescheduleVisit(
  db: Database,
  principal: Principal,
  bookingId: number,
  body: BookingReschedule,
  now = new Date(),
) {
  const startsAt = new Date(body.startsAt)
  const endsAt = new Date(body.endsAt)
  assertFutureSlot(startsAt, now)
  const moved = await db.transaction(async (tx) => {
    const booking = await claimLiveBooking(tx, principal, bookingId, body.version)
    const agentId = body.agentId ?? booking.agentUserId
    const agents = await lockAgents(tx, [booking.agentUserId, agentId])
    const agent = agents.get(agentId)
    if (!agent) throw badRequest({ agentId: [fieldError('unknown_reference')] })
    await assertAgentFree(tx, agent, startsAt, endsAt, booking.id)
    const [updated] = await tx
      .update(visitBookings)
      .set({
        agentUserId: agentId,
        startsAt,
        endsAt,
        status: 'rescheduled',
        statusReason: body.reason,
        version: booking.version + 1,
        updatedAt: now,
      })
      .where(eq(visitBookings.id, booking.id))
      .returning()
    await audit(tx, principal.userId, 'field_visit.rescheduled', updated!, {
      from: { agentId: booking.agentUserId, startsAt: booking.startsAt, endsAt: booking.endsAt },
      startsAt,
      endsAt,
      reason: body.reason,
    })
    if (agentId !== booking.agentUserId)
      await tellAgent(
        tx,
        booking.agentUserId,
        'Visita reasignada',
        `${when(booking.startsAt)} · ${body.reason}`,
      )
    await tellAgent(
      tx,
      agentId,
      'Visita reprogramada',
      `${when(startsAt)} · ${updated!.address} · ${body.reason}`,
    )
    return updated!
  })
  return (await describeBookings(db, [moved]))[0]!
}

/** Cancels a live booking with its reason; the request waits for a new booking. */
export async function cancelVisit(
  db: Database,
  principal: Principal,
  bookingId: number,
  body: { reason: string; version: number },
) {
  const cancelled = await db.transaction(async (tx) => {
    const booking = await claimLiveBooking(tx, principal, bookingId, body.version)
    const [updated] = await tx
      .update(visitBookings)
      .set({
        status: 'cancelled',
        statusReason: body.reason,
        version: booking.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(visitBookings.id, booking.id))
      .returning()
    await tx.update(visitRequests).set({ status: 'pending' }).where(eq(visitRequests.id, booking.requestId))
    await audit(tx, principal.userId, 'field_visit.cancelled', updated!, { reason: body.reason })
    await tellAgent(tx, booking.agentUserId, 'Visita cancelada', `${when(booking.startsAt)} · ${body.reason}`)
    return updated!
  })
  return (await describeBookings(db, [cancelled]))[0]!
}

/** Bookings in a window (not the cancelled ones), within the caller's scope, optionally of one agent. */
export async function calendarBookings(
  db: Executor,
  principal: Principal,
  range: { from: string; to: string; agentId?: number | undefined },
) {
  const rows = await db
    .select({ booking: visitBookings })
    .from(visitBookings)
    .innerJoin(applications, eq(applications.id, visitBookings.applicationId))
    .where(
      and(
        lt(visitBookings.startsAt, new Date(range.to)),
        gt(visitBookings.endsAt, new Date(range.from)),
        inArray(visitBookings.status, ['scheduled', 'rescheduled', 'done']),
        range.agentId ? eq(visitBookings.agentUserId, range.agentId) : undefined,
        visibleInRecords(principal),
      ),
    )
    .orderBy(asc(visitBookings.startsAt))
  return describeBookings(
    db,
    rows.map((row) => row.booking),
  )
}

/**
 * The agent's own agenda, soonest first: every live visit (one whose slot passed without a report is still
 * theirs to report) and the visits done since yesterday.
 */
export async function myVisits(db: Executor, principal: Principal, now = new Date()) {
  const startOfToday = new Date(now.getTime() - 24 * 3_600_000)
  const rows = await db
    .select({ booking: visitBookings })
    .from(visitBookings)
    .innerJoin(applications, eq(applications.id, visitBookings.applicationId))
    .where(
      and(
        eq(visitBookings.agentUserId, principal.userId),
        or(
          inArray(visitBookings.status, [...liveBookingStatuses]),
          and(eq(visitBookings.status, 'done'), gte(visitBookings.endsAt, startOfToday)),
        ),
        visibleInRecords(principal),
      ),
    )
    .orderBy(asc(visitBookings.startsAt))
    .limit(100)
  return describeBookings(
    db,
    rows.map((row) => row.booking),
  )
}
