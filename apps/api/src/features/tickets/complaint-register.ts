import { fieldError, type ComplaintRecord } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { conflict, staleVersion } from '../../lib/http-errors'
import { recordChange, writeTicket } from './ticket-writes'
import type { TicketRow } from './ticket-record'
import { ticketComplaints } from './tickets.schema'

/**
 * Writes the ticket's register entry (issue 36). Only a complaint has one (409 naming `category`); the ticket's
 * version guards it like any change of the ticket, and the change is audited in the same transaction.
 */
export async function recordComplaint(
  db: Database,
  ticket: TicketRow,
  actorUserId: number,
  { version, ...record }: ComplaintRecord,
) {
  if (ticket.category !== 'complaint')
    throw conflict('ticket_not_a_complaint', 'Only a complaint goes to the CONDUSEF register', {
      category: [fieldError('ticket_not_a_complaint')],
    })
  if (version !== ticket.version) throw staleVersion()
  const values = { ...record, updatedAt: new Date() }
  await db.transaction(async (tx) => {
    await writeTicket(tx, ticket, version, {})
    await tx
      .insert(ticketComplaints)
      .values({ ticketId: ticket.id, ...values })
      .onConflictDoUpdate({ target: ticketComplaints.ticketId, set: values })
    await recordChange(tx, ticket, actorUserId, 'ticket.complaint_recorded', [], {
      cause: record.cause,
      outcome: record.outcome,
    })
  })
}
