import type { AuditAction } from '@mesa/contracts'
import { and, eq } from 'drizzle-orm'
import {
  fieldError,
  mayMoveTicket,
  ticketDueAt,
  type TicketCommentCreate,
  type TicketCreate,
  type TicketMove,
  type TicketUpdate,
} from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { badRequest, conflict, staleVersion } from '../../lib/http-errors'
import type { ReceivedUpload } from '../../lib/uploads'
import { applicationDirectory } from '../credit-applications'
import { recordAudit } from '../audit'
import { publishEvent } from '../events'
import type { ApplicationRow } from '../credit-applications'
import { listAssignees, type TicketRow } from './ticket-record'
import { ticketAttachments, ticketComments, ticketHistory, tickets } from './tickets.schema'

type HistoryKind = (typeof ticketHistory.$inferInsert)['kind']

export async function recordChange(
  tx: Transaction,
  ticket: { id: number; applicationId: number },
  actorUserId: number,
  action: AuditAction,
  entries: Array<{ kind: HistoryKind; from?: string | null; to?: string | null }>,
  data: Record<string, unknown> = {},
) {
  if (entries.length > 0)
    await tx.insert(ticketHistory).values(
      entries.map((entry) => ({
        ticketId: ticket.id,
        kind: entry.kind,
        fromValue: entry.from ?? null,
        toValue: entry.to ?? null,
        actorUserId,
      })),
    )
  await recordAudit(tx, {
    actorUserId,
    action,
    entityType: 'ticket',
    entityId: ticket.id,
    data: { applicationId: ticket.applicationId, ...data },
  })
  // Open screens of the application's readers refetch the ticket (sent once the transaction commits).
  const [application] = await tx
    .select({
      product: applicationDirectory.product,
      ownerId: applicationDirectory.ownerUserId,
      allyId: applicationDirectory.allyId,
    })
    .from(applicationDirectory)
    .where(eq(applicationDirectory.id, ticket.applicationId))
  if (application)
    await publishEvent(tx, {
      type: 'ticket.changed',
      id: ticket.id,
      applicationId: ticket.applicationId,
      ...application,
    })
}

/** Only support staff may be assigned: a 400 naming `assigneeId` otherwise. */
async function assertAssignable(db: Executor, assigneeId: number | null | undefined) {
  if (assigneeId === null || assigneeId === undefined) return
  const { assignees } = await listAssignees(db)
  if (!assignees.some((person) => person.id === assigneeId))
    throw badRequest({ assigneeId: [fieldError('unknown_reference')] })
}

export async function createTicket(
  db: Database,
  application: ApplicationRow,
  actorUserId: number,
  input: TicketCreate,
  now = new Date(),
) {
  await assertAssignable(db, input.assigneeId)
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tickets)
      .values({
        applicationId: application.id,
        subject: input.subject,
        description: input.description,
        category: input.category,
        priority: input.priority,
        assigneeUserId: input.assigneeId,
        createdByUserId: actorUserId,
        dueAt: ticketDueAt(now, input.priority),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await recordChange(tx, created!, actorUserId, 'ticket.created', [{ kind: 'created', to: 'open' }], {
      category: input.category,
      priority: input.priority,
      assigneeId: input.assigneeId,
    })
    return created!.id
  })
}

/** Writes the ticket's new values if its version still matches (409 stale otherwise). */
export async function writeTicket(
  tx: Transaction,
  ticket: TicketRow,
  version: number,
  values: Partial<TicketRow>,
) {
  const updated = await tx
    .update(tickets)
    .set({ ...values, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(tickets.id, ticket.id), eq(tickets.version, version)))
    .returning({ id: tickets.id })
  if (updated.length === 0) throw staleVersion()
}

/** The desk's triage: subject, category, priority (the due date follows, from the opening) and assignee. */
export async function updateTicket(
  db: Database,
  ticket: TicketRow,
  actorUserId: number,
  input: TicketUpdate,
) {
  if (input.version !== ticket.version) throw staleVersion()
  await assertAssignable(db, input.assigneeId)
  const changes: Array<{ kind: HistoryKind; from: string | null; to: string | null }> = []
  const values: Partial<TicketRow> = {}
  if (input.subject !== undefined && input.subject !== ticket.subject) {
    changes.push({ kind: 'subject', from: ticket.subject, to: input.subject })
    values.subject = input.subject
  }
  if (input.category !== undefined && input.category !== ticket.category) {
    changes.push({ kind: 'category', from: ticket.category, to: input.category })
    values.category = input.category
  }
  if (input.priority !== undefined && input.priority !== ticket.priority) {
    changes.push({ kind: 'priority', from: ticket.priority, to: input.priority })
    values.priority = input.priority
    values.dueAt = ticketDueAt(ticket.createdAt, input.priority)
  }
  if (input.assigneeId !== undefined && input.assigneeId !== ticket.assigneeUserId) {
    const text = (id: number | null) => (id === null ? null : String(id))
    changes.push({ kind: 'assignee', from: text(ticket.assigneeUserId), to: text(input.assigneeId) })
    values.assigneeUserId = input.assigneeId
  }
  if (changes.length === 0) return
  await db.transaction(async (tx) => {
    await writeTicket(tx, ticket, input.version, values)
    await recordChange(tx, ticket, actorUserId, 'ticket.updated', changes, { changes })
  })
}

/** A move along the life cycle; an illegal one is a 409 `ticket_move_not_allowed` naming `status`. */
export async function moveTicket(db: Database, ticket: TicketRow, actorUserId: number, move: TicketMove) {
  if (move.version !== ticket.version) throw staleVersion()
  if (!mayMoveTicket(ticket.status, move.status))
    throw conflict(
      'ticket_move_not_allowed',
      `A ticket cannot move from ${ticket.status} to ${move.status}`,
      { status: [fieldError('ticket_move_not_allowed')] },
    )
  const now = new Date()
  const values: Partial<TicketRow> = { status: move.status }
  if (move.status === 'resolved') values.resolvedAt = now
  if (move.status === 'closed') values.closedAt = now
  if (ticket.status === 'resolved' && move.status === 'open') values.resolvedAt = null
  await db.transaction(async (tx) => {
    await writeTicket(tx, ticket, move.version, values)
    if (move.note)
      await tx
        .insert(ticketComments)
        .values({ ticketId: ticket.id, authorUserId: actorUserId, body: move.note })
    await recordChange(
      tx,
      ticket,
      actorUserId,
      'ticket.status_changed',
      [{ kind: 'status', from: ticket.status, to: move.status }],
      { from: ticket.status, to: move.status, note: move.note },
    )
  })
}

export async function addTicketComment(
  db: Database,
  ticket: TicketRow,
  actorUserId: number,
  comment: TicketCommentCreate,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(ticketComments)
      .values({ ticketId: ticket.id, authorUserId: actorUserId, body: comment.body })
    await tx.update(tickets).set({ updatedAt: new Date() }).where(eq(tickets.id, ticket.id))
    await recordChange(tx, ticket, actorUserId, 'ticket.commented', [{ kind: 'comment' }])
  })
}

export async function addTicketAttachment(
  db: Database,
  ticket: TicketRow,
  actorUserId: number,
  upload: ReceivedUpload,
) {
  await db.transaction(async (tx) => {
    await tx.insert(ticketAttachments).values({
      ticketId: ticket.id,
      storageKey: upload.storageKey,
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.size,
      uploadedByUserId: actorUserId,
    })
    await tx.update(tickets).set({ updatedAt: new Date() }).where(eq(tickets.id, ticket.id))
    await recordChange(tx, ticket, actorUserId, 'ticket.attachment_added', [
      { kind: 'attachment', to: upload.fileName },
    ])
  })
}

export async function findAttachment(db: Executor, ticketId: number, attachmentId: number) {
  const [file] = await db
    .select()
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketAttachments.ticketId, ticketId)))
  return file
}
