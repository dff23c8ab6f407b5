import { and, desc, eq, inArray } from 'drizzle-orm'
import type {
  CollectionContact,
  CollectionVisit,
  CollectionVisitReport,
  VisitRequestCreate,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { conflict } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { userDirectory } from '../users'
import { collectionDesk, type DeskWorker } from './collection-desk'
import { collectionVisitOutcomes, visitBookings, visitRequests } from './field-visits.schema'
import { assertOwnAgent, claimReportableBooking } from './visit-report'
import type { BookingRow, Principal } from './visit-records'
import { longDate } from '../../lib/day-words'

const openStatuses = ['pending', 'booked'] as const

/**
 * The collections desk asks for a collection visit of a loan the person may work (the desk's row scope: a
 * collector's own loans, a supervisor's within their scope; 404 otherwise): one open visit per loan (409). It
 * waits in the coordinators' queue as a visit of kind `cobranza`, booked like any visit.
 */
export async function requestCollectionVisit(
  db: Database,
  viewer: DeskWorker,
  loanId: number,
  body: VisitRequestCreate,
) {
  return db.transaction(async (tx) => {
    const loan = await collectionDesk().visibleLoan(tx, loanId, viewer)
    const open = await tx
      .select({ id: visitRequests.id })
      .from(visitRequests)
      .where(
        and(
          eq(visitRequests.loanId, loanId),
          eq(visitRequests.kind, 'cobranza'),
          inArray(visitRequests.status, [...openStatuses]),
        ),
      )
      .for('update')
    if (open.length > 0) throw conflict('conflict', 'The loan already has an open collection visit')
    const [created] = await tx
      .insert(visitRequests)
      .values({
        applicationId: loan.applicationId,
        loanId,
        kind: 'cobranza',
        requestedByUserId: viewer.userId,
        ...body,
      })
      .returning({ id: visitRequests.id })
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      action: 'field_visit.collection_requested',
      entityType: 'loan',
      entityId: loanId,
      data: { requestId: created!.id, reason: body.reason },
    })
    return created!.id
  })
}

/**
 * The agent's outcome of a collection visit: the booking must be a live collection visit of theirs, its slot
 * started and its version current; it becomes done and the request reported. A promise becomes a promise to pay
 * on the desk (made by the agent, through the visit), judged kept or broken by the payments like any other.
 */
export async function recordCollectionOutcome(
  db: Database,
  principal: Principal,
  booking: BookingRow,
  { version, ...report }: CollectionVisitReport,
) {
  assertOwnAgent(principal, booking)
  await db.transaction(async (tx) => {
    const current = await claimReportableBooking(tx, booking.id, version, 'cobranza')
    const [request] = await tx.select().from(visitRequests).where(eq(visitRequests.id, current.requestId))
    const loanId = request!.loanId!
    if (report.outcome === 'promise')
      await collectionDesk().makePromise(
        tx,
        loanId,
        { amountCents: report.promiseAmountCents!, promisedOn: report.promisedOn!, channel: 'visit' },
        principal.userId,
      )
    await tx
      .update(visitBookings)
      .set({ status: 'done', version: version + 1, updatedAt: new Date() })
      .where(eq(visitBookings.id, booking.id))
    const promise = report.outcome === 'promise'
    await tx.insert(collectionVisitOutcomes).values({
      bookingId: booking.id,
      loanId,
      outcome: report.outcome,
      notes: report.notes,
      promiseAmountCents: promise ? report.promiseAmountCents : null,
      promisedOn: promise ? report.promisedOn : null,
      agentUserId: principal.userId,
    })
    await tx.update(visitRequests).set({ status: 'reported' }).where(eq(visitRequests.id, request!.id))
    await recordAudit(tx, {
      actorUserId: principal.userId,
      action: 'field_visit.collection_reported',
      entityType: 'loan',
      entityId: loanId,
      data: { bookingId: booking.id, outcome: report.outcome },
    })
  })
}

/** A loan's collection visits, newest first: the request, its booking and the agent's outcome. */
export async function collectionVisitsOfLoan(db: Executor, loanId: number): Promise<CollectionVisit[]> {
  const rows = await db
    .select({
      request: visitRequests,
      booking: visitBookings,
      outcome: collectionVisitOutcomes,
      agentName: userDirectory.fullName,
    })
    .from(visitRequests)
    .leftJoin(visitBookings, eq(visitBookings.requestId, visitRequests.id))
    .leftJoin(collectionVisitOutcomes, eq(collectionVisitOutcomes.bookingId, visitBookings.id))
    .leftJoin(userDirectory, eq(userDirectory.id, visitBookings.agentUserId))
    .where(and(eq(visitRequests.loanId, loanId), eq(visitRequests.kind, 'cobranza')))
    .orderBy(desc(visitRequests.requestedAt), desc(visitRequests.id), desc(visitBookings.id))
  return rows.map(({ request, booking, outcome, agentName }) => ({
    requestId: request.id,
    status: request.status,
    reason: request.reason,
    preferredFrom: request.preferredFrom,
    preferredTo: request.preferredTo,
    requestedAt: request.requestedAt.toISOString(),
    booking: booking
      ? {
          id: booking.id,
          startsAt: booking.startsAt.toISOString(),
          agentName: agentName ?? '',
          status: booking.status,
        }
      : null,
    outcome: outcome?.outcome ?? null,
    notes: outcome?.notes ?? null,
  }))
}

const outcomeWords = {
  contacted: 'se contactó al cliente',
  promise: 'promesa de pago',
  not_found: 'no se encontró al cliente',
  paid: 'el cliente ya pagó',
} as const

/**
 * A loan's collection visits as contacts of the desk's history (registered by the app root): each request
 * (who asked, why) and each outcome (the agent, what happened, their notes).
 */
export async function collectionVisitContacts(db: Executor, loanId: number): Promise<CollectionContact[]> {
  const rows = await db
    .select({
      request: visitRequests,
      outcome: collectionVisitOutcomes,
      requesterName: userDirectory.fullName,
    })
    .from(visitRequests)
    .leftJoin(visitBookings, eq(visitBookings.requestId, visitRequests.id))
    .leftJoin(collectionVisitOutcomes, eq(collectionVisitOutcomes.bookingId, visitBookings.id))
    .leftJoin(userDirectory, eq(userDirectory.id, visitRequests.requestedByUserId))
    .where(and(eq(visitRequests.loanId, loanId), eq(visitRequests.kind, 'cobranza')))
  const agents = new Map(
    (
      await db
        .select({ id: userDirectory.id, fullName: userDirectory.fullName })
        .from(userDirectory)
        .where(inArray(userDirectory.id, rows.flatMap((row) => row.outcome?.agentUserId ?? []).concat(0)))
    ).map((agent) => [agent.id, agent.fullName]),
  )
  const requests = [...new Map(rows.map((row) => [row.request.id, row])).values()]
  return [
    ...requests.map(({ request, requesterName }) => ({
      at: request.requestedAt.toISOString(),
      channel: 'visit' as const,
      direction: 'out' as const,
      summary: `Visita de cobranza solicitada (${longDate(request.preferredFrom)} a ${longDate(request.preferredTo)}): ${request.reason}`,
      actorName: requesterName,
      source: 'field-visits',
    })),
    ...rows.flatMap(({ outcome }) =>
      outcome
        ? [
            {
              at: outcome.submittedAt.toISOString(),
              channel: 'visit' as const,
              direction: 'out' as const,
              summary:
                `Visita de cobranza: ${outcomeWords[outcome.outcome]}` +
                (outcome.promisedOn ? ` al ${longDate(outcome.promisedOn)}` : '') +
                (outcome.notes ? `. ${outcome.notes}` : ''),
              actorName: outcome.agentUserId ? (agents.get(outcome.agentUserId) ?? null) : null,
              source: 'field-visits',
            },
          ]
        : [],
    ),
  ]
}
