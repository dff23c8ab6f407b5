import { asc, eq } from 'drizzle-orm'
import {
  businessDayOf,
  complaintCauses,
  complaintChannels,
  ticketCategories,
  ticketDueAt,
  ticketPriorities,
  ticketStatuses,
  type TicketStatus,
} from '@mesa/contracts'
import type { Database } from '../../db/client'
import { applicationDirectory } from '../credit-applications'
import { userDirectory } from '../users'
import { ticketComments, ticketComplaints, ticketHistory, tickets } from './tickets.schema'

const HOUR = 3_600_000
const SEED_TICKETS = 20

const subjects: Record<(typeof ticketCategories)[number], string> = {
  payment: 'Pago por SPEI no reflejado',
  documents: 'Solicita copia del contrato',
  insurance: 'Duda sobre la renovación de la póliza',
  claim: 'Siniestro: choque menor, pide orientación',
  complaint: 'Queja por trato en sucursal del aliado',
  other: 'Cambio de número de teléfono',
}

/** The statuses a ticket went through to reach `status`, from open (the path the desk usually takes). */
const pathTo: Record<TicketStatus, TicketStatus[]> = {
  open: [],
  in_progress: ['in_progress'],
  waiting_customer: ['in_progress', 'waiting_customer'],
  resolved: ['in_progress', 'resolved'],
  closed: ['in_progress', 'resolved', 'closed'],
}

/**
 * Demo tickets: every status, priority and category, on the first applications, some past due. Idempotent
 * (nothing happens once any ticket exists) and deterministic by position (the clock is the seed's now).
 */
export async function seedTickets(db: Database, now = new Date()) {
  if ((await db.$count(tickets)) > 0) return
  const [desk] = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(eq(userDirectory.email, 'mesa@demo.com'))
  const applications = await db
    .select({ id: applicationDirectory.id, sellerUserId: applicationDirectory.sellerUserId })
    .from(applicationDirectory)
    .orderBy(asc(applicationDirectory.id))
    .limit(SEED_TICKETS)
  for (const [n, application] of applications.entries()) {
    const status = ticketStatuses[n % ticketStatuses.length]!
    const priority = ticketPriorities[n % ticketPriorities.length]!
    const category = ticketCategories[n % ticketCategories.length]!
    // Spread over the last four days, so urgent and high ones still open are past due.
    const openedAt = new Date(now.getTime() - (4 + ((n * 7) % 90)) * HOUR)
    const steps = pathTo[status]
    const stepAt = (index: number) => new Date(openedAt.getTime() + (index + 1) * HOUR)
    const creatorId = application.sellerUserId ?? desk?.id ?? null
    await db.transaction(async (tx) => {
      const [ticket] = await tx
        .insert(tickets)
        .values({
          applicationId: application.id,
          subject: subjects[category],
          description: 'El cliente llamó al centro de atención y pidió seguimiento.',
          category,
          priority,
          status,
          assigneeUserId: status === 'open' && n % 2 === 0 ? null : (desk?.id ?? null),
          createdByUserId: creatorId,
          dueAt: ticketDueAt(openedAt, priority),
          resolvedAt: steps.includes('resolved') ? stepAt(steps.indexOf('resolved')) : null,
          closedAt: steps.includes('closed') ? stepAt(steps.indexOf('closed')) : null,
          createdAt: openedAt,
          updatedAt: steps.length > 0 ? stepAt(steps.length - 1) : openedAt,
        })
        .returning({ id: tickets.id })
      const ticketId = ticket!.id
      await tx.insert(ticketHistory).values([
        { ticketId, kind: 'created', toValue: 'open', actorUserId: creatorId, at: openedAt },
        ...steps.map((to, index) => ({
          ticketId,
          kind: 'status' as const,
          fromValue: index === 0 ? 'open' : steps[index - 1]!,
          toValue: to,
          actorUserId: desk?.id ?? null,
          at: stepAt(index),
        })),
      ])
      // A complaint carries its entry in CONDUSEF's register (issue 36), resolved with its ticket.
      if (category === 'complaint') {
        const resolvedOn = steps.includes('resolved')
          ? businessDayOf(stepAt(steps.indexOf('resolved')))
          : null
        await tx.insert(ticketComplaints).values({
          ticketId,
          receivedOn: businessDayOf(openedAt),
          channel: complaintChannels[n % complaintChannels.length]!,
          product: 'vehicle_credit',
          cause: n % 2 === 0 ? 'service_quality' : complaintCauses[n % complaintCauses.length]!,
          level: 'une',
          claimedCents: n % 3 === 0 ? 0 : 45_000,
          resolvedOn,
          notifiedOn: resolvedOn,
          outcome: resolvedOn ? 'partial' : null,
          condusefFolio:
            complaintChannels[n % complaintChannels.length] === 'condusef' ? `CDF-2026-${n}` : '',
        })
      }
      if (steps.length > 0)
        await tx.insert(ticketComments).values({
          ticketId,
          authorUserId: desk?.id ?? null,
          body: 'Se contactó al cliente por WhatsApp; se revisa el caso.',
          createdAt: stepAt(0),
        })
    })
  }
}
