import { eq } from 'drizzle-orm'
import type { Complaint } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { ticketComplaints } from './tickets.schema'

type ComplaintRow = typeof ticketComplaints.$inferSelect

export const complaintOf = (row: ComplaintRow): Complaint => ({
  receivedOn: row.receivedOn,
  channel: row.channel,
  product: row.product,
  cause: row.cause,
  level: row.level,
  identityTheft: row.identityTheft,
  claimedCents: row.claimedCents,
  creditedCents: row.creditedCents,
  creditedOn: row.creditedOn,
  resolvedOn: row.resolvedOn,
  notifiedOn: row.notifiedOn,
  outcome: row.outcome,
  condusefFolio: row.condusefFolio,
  concluded: row.resolvedOn !== null,
  updatedAt: row.updatedAt.toISOString(),
})

/** The ticket's register entry, or null while the desk has not filled it. */
export async function readComplaint(db: Executor, ticketId: number) {
  const [row] = await db.select().from(ticketComplaints).where(eq(ticketComplaints.ticketId, ticketId))
  return row ? complaintOf(row) : null
}
