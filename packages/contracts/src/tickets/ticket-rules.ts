/**
 * The rules of a support ticket (docs/domain.md "Support"): its kinds, its clock and its life cycle. Pure
 * data and functions, shared by the API (which enforces them) and the web (which offers only legal moves).
 */
export const ticketCategories = ['payment', 'documents', 'insurance', 'claim', 'complaint', 'other'] as const
export type TicketCategory = (typeof ticketCategories)[number]

export const ticketPriorities = ['low', 'normal', 'high', 'urgent'] as const
export type TicketPriority = (typeof ticketPriorities)[number]

export const ticketStatuses = ['open', 'in_progress', 'waiting_customer', 'resolved', 'closed'] as const
export type TicketStatus = (typeof ticketStatuses)[number]

/**
 * Hours to resolve by priority, counted on the clock from the ticket's opening (not business hours:
 * customers call on weekends too, and the desk works a rota).
 */
export const TICKET_RESOLUTION_HOURS: Record<TicketPriority, number> = {
  low: 72,
  normal: 24,
  high: 8,
  urgent: 4,
}

const HOUR_MS = 3_600_000

/** When a ticket of this priority opened at `openedAt` must be resolved. */
export const ticketDueAt = (openedAt: Date, priority: TicketPriority) =>
  new Date(openedAt.getTime() + TICKET_RESOLUTION_HOURS[priority] * HOUR_MS)

/**
 * The allowed moves. A resolved ticket may be reopened (the customer says it is not fixed) or closed
 * (confirmed, or after silence); closed is final: a new problem is a new ticket.
 */
export const ticketMoves: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'waiting_customer', 'resolved'],
  in_progress: ['waiting_customer', 'resolved', 'open'],
  waiting_customer: ['in_progress', 'resolved'],
  resolved: ['closed', 'open'],
  closed: [],
}

export const mayMoveTicket = (from: TicketStatus, to: TicketStatus) => ticketMoves[from].includes(to)

/** Statuses where the resolution clock no longer runs. */
export const settledTicketStatuses: readonly TicketStatus[] = ['resolved', 'closed']

/** Past its due time and not yet resolved. */
export const ticketIsOverdue = (ticket: { status: TicketStatus; dueAt: string | Date }, now = new Date()) =>
  !settledTicketStatuses.includes(ticket.status) && new Date(ticket.dueAt).getTime() < now.getTime()
