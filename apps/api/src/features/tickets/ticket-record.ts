import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import {
  mayMoveTicket,
  mayOpenCreditApplication,
  mayWorkTickets,
  rulesAllow,
  ticketStatuses,
  ticketWorker,
  type AbilityRule,
  type TicketAssignees,
  type TicketDetail,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { roleDirectory } from '../roles'
import { userDirectory } from '../users'
import { emptyNotFound } from '../../lib/http-errors'
import type { Viewer } from '../allies'
import { effectiveRulesOf } from '../permissions'
import { listItemOf, ticketSelect, visibleTickets } from './ticket-queries'
import { readComplaint } from './complaint-read'
import { ticketAttachments, ticketComments, ticketHistory, tickets } from './tickets.schema'

export type TicketRow = typeof tickets.$inferSelect
export type LoadedTicket = Awaited<ReturnType<typeof loadTicket>>

/**
 * The ticket with its application's fields, when the viewer sees the application (row scope) and may
 * open its product; otherwise 404 with an empty body, as for the application itself.
 */
export async function loadTicket(db: Executor, id: number, viewer: Viewer & { rules: AbilityRule[] }) {
  const [row] = await ticketSelect(db).where(and(eq(tickets.id, id), visibleTickets(viewer)))
  if (!row || !mayOpenCreditApplication(viewer.rules, row.origin)) throw emptyNotFound()
  return row
}

type Person = { id: number; fullName: string; avatar: string | null }

async function peopleById(db: Executor, ids: Array<number | null>) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map<number, Person>()
  const rows = await db
    .select({ id: userDirectory.id, fullName: userDirectory.fullName, avatar: userDirectory.avatar })
    .from(userDirectory)
    .where(inArray(userDirectory.id, wanted))
  return new Map(rows.map((row) => [row.id, row]))
}

/** The ticket page: the ticket, its comments, files and history, and what this user may do with it. */
export async function ticketDetail(
  db: Executor,
  loaded: LoadedTicket,
  rules: AbilityRule[],
): Promise<TicketDetail> {
  const { ticket } = loaded
  const [comments, attachments, history, complaint] = await Promise.all([
    db
      .select()
      .from(ticketComments)
      .where(eq(ticketComments.ticketId, ticket.id))
      .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id)),
    db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, ticket.id))
      .orderBy(asc(ticketAttachments.id)),
    db
      .select()
      .from(ticketHistory)
      .where(eq(ticketHistory.ticketId, ticket.id))
      .orderBy(asc(ticketHistory.at), asc(ticketHistory.id)),
    ticket.category === 'complaint' ? readComplaint(db, ticket.id) : null,
  ])
  const people = await peopleById(db, [
    ticket.createdByUserId,
    ...comments.map((comment) => comment.authorUserId),
    ...attachments.map((file) => file.uploadedByUserId),
    ...history.map((entry) => entry.actorUserId),
  ])
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null))
  const mayWork = mayWorkTickets(rules)
  return {
    ...listItemOf(loaded),
    description: ticket.description,
    createdBy: person(ticket.createdByUserId),
    resolvedAt: ticket.resolvedAt?.toISOString() ?? null,
    closedAt: ticket.closedAt?.toISOString() ?? null,
    version: ticket.version,
    mayWork,
    allowedMoves: mayWork ? ticketStatuses.filter((to) => mayMoveTicket(ticket.status, to)) : [],
    comments: comments.map((comment) => ({
      id: comment.id,
      body: comment.body,
      author: person(comment.authorUserId),
      createdAt: comment.createdAt.toISOString(),
    })),
    attachments: attachments.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      uploadedBy: person(file.uploadedByUserId),
      createdAt: file.createdAt.toISOString(),
    })),
    history: history.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      from: entry.fromValue,
      to: entry.toValue,
      actor: person(entry.actorUserId),
      at: entry.at.toISOString(),
    })),
    complaint,
  }
}

/** Who may be assigned a ticket: active head-office staff whose rules let them work tickets. */
export async function listAssignees(db: Executor): Promise<TicketAssignees> {
  const rows = await db
    .select({
      id: userDirectory.id,
      fullName: userDirectory.fullName,
      avatar: userDirectory.avatar,
      scope: roleDirectory.scope,
      rules: effectiveRulesOf(roleDirectory),
    })
    .from(userDirectory)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
    .where(
      and(
        isNull(userDirectory.deletedAt),
        eq(userDirectory.status, 'active'),
        eq(roleDirectory.scope, 'all'),
      ),
    )
    .orderBy(asc(userDirectory.fullName))
  return {
    assignees: rows
      .filter((row) => rulesAllow(row.rules, ticketWorker))
      .map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
  }
}
