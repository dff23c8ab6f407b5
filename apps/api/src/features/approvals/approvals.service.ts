import { eq } from 'drizzle-orm'
import {
  rulesAllow,
  type ApprovalRequest,
  type ApproveRequest,
  type CancelRequest,
  type RejectRequest,
} from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { badRequest, conflict, forbidden, notFound, staleVersion } from '../../lib/http-errors'
import { fieldErrorsOf } from '../../lib/zod-errors'
import { recordAudit } from '../audit'
import { publishEvent } from '../events'
import { approvalRequests } from './approvals.schema'
import { approvalKindOf, type ApprovalKindDefinition } from './approval-kinds'
import { selectRequests, toApprovalRequest, type ApprovalViewer } from './approval-rows'
import { recordDutyAct, type DutyAct } from './duties'

export interface ApprovalAsk {
  kind: string
  subjectType: string
  subjectId: string | number
  payload: unknown
  requestedBy: number
  /** The act of asking, for separation of duties (e.g. `disburse` on the application), if it is one. */
  dutyAct?: Omit<DutyAct, 'userId'>
}

const notPending = () =>
  conflict('approval_not_pending', 'This request was already decided or withdrawn', {
    version: ['approval_not_pending'],
  })

const changed = (tx: Executor, request: { id: number; kind: string; status: string }, ability: object) =>
  publishEvent(tx, {
    type: 'approval.changed',
    id: request.id,
    kind: request.kind,
    status: request.status as ApprovalRequest['status'],
    ability: ability as ApprovalKindDefinition<unknown>['ability'],
  })

/**
 * Stores a sensitive write as a pending request instead of doing it (called by the owning feature's route
 * within its transaction, after its own checks). The payload is validated by the kind's schema (400 naming
 * its fields); a second request of the kind on the same subject while one waits is 409 approval_pending.
 * Audited; the queue's readers are told live.
 */
export async function requestApproval(tx: Executor, ask: ApprovalAsk): Promise<ApprovalRequest> {
  const definition = approvalKindOf(ask.kind)
  const parsed = definition.payload.safeParse(ask.payload)
  if (!parsed.success) throw badRequest(fieldErrorsOf(parsed.error, ['payload']))
  const subjectId = String(ask.subjectId)
  if (ask.dutyAct) await recordDutyAct(tx, { ...ask.dutyAct, userId: ask.requestedBy })
  const [created] = await tx
    .insert(approvalRequests)
    .values({
      kind: ask.kind,
      subjectType: ask.subjectType,
      subjectId,
      payload: JSON.parse(JSON.stringify(parsed.data ?? null)),
      requestedBy: ask.requestedBy,
    })
    .onConflictDoNothing()
    .returning({ id: approvalRequests.id })
  if (!created)
    throw conflict('approval_pending', 'A request of this kind is already waiting for approval here')
  await recordAudit(tx, {
    actorUserId: ask.requestedBy,
    action: 'approval.requested',
    entityType: 'approval_request',
    entityId: created.id,
    data: { kind: ask.kind, subjectType: ask.subjectType, subjectId },
  })
  await changed(tx, { id: created.id, kind: ask.kind, status: 'pending' }, definition.ability)
  const [row] = await selectRequests(tx).where(eq(approvalRequests.id, created.id))
  return toApprovalRequest(row!, { userId: ask.requestedBy, rules: [] })
}

/** Locks the request for a decision and checks who decides: never the requester, always the kind's ability. */
async function lockForDecision(tx: Executor, id: number, viewer: ApprovalViewer, version: number) {
  const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update')
  if (!row) throw notFound('No such approval request')
  if (row.requestedBy === viewer.userId)
    throw forbidden('four_eyes_same_person', 'A second person must decide a request you made')
  const definition = approvalKindOf(row.kind)
  if (!rulesAllow(viewer.rules, definition.ability)) throw forbidden()
  if (row.status !== 'pending') throw notPending()
  if (row.version !== version) throw staleVersion()
  return { row, definition }
}

async function answer(tx: Executor, id: number, viewer: ApprovalViewer) {
  const [row] = await selectRequests(tx).where(eq(approvalRequests.id, id))
  return toApprovalRequest(row!, viewer)
}

/**
 * Approves and runs the kind's write in ONE transaction: when the write refuses (an AppError), nothing is
 * written and the request stays pending; when it succeeds the request is approved with its result. Audited.
 */
export async function approveRequest(
  db: Database,
  id: number,
  viewer: ApprovalViewer,
  { note, version }: ApproveRequest,
): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    const { row, definition } = await lockForDecision(tx, id, viewer, version)
    const payload = definition.payload.parse(row.payload)
    const result = await definition.execute(tx, payload, {
      requestedBy: row.requestedBy,
      approvedBy: viewer.userId,
      approvalId: row.id,
    })
    await closeRequest(tx, row, viewer, definition.ability, {
      status: 'approved',
      note: note ?? null,
      result: JSON.parse(JSON.stringify(result ?? null)),
      audit: { requestedBy: row.requestedBy, note: note ?? null },
    })
    return answer(tx, id, viewer)
  })
}

/** Rejects with a note saying why; nothing of the kind's write happens. Audited. */
export async function rejectRequest(
  db: Database,
  id: number,
  viewer: ApprovalViewer,
  { note, version }: RejectRequest,
): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    const { row, definition } = await lockForDecision(tx, id, viewer, version)
    await closeRequest(tx, row, viewer, definition.ability, { status: 'rejected', note, audit: { note } })
    return answer(tx, id, viewer)
  })
}

/** The requester withdraws their own pending request (nobody else may). Audited. */
export async function cancelRequest(
  db: Database,
  id: number,
  viewer: ApprovalViewer,
  { version }: CancelRequest,
): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update')
    if (!row) throw notFound('No such approval request')
    if (row.requestedBy !== viewer.userId)
      throw forbidden('forbidden', 'Only the requester withdraws a request')
    if (row.status !== 'pending') throw notPending()
    if (row.version !== version) throw staleVersion()
    await closeRequest(tx, row, viewer, approvalKindOf(row.kind).ability, { status: 'cancelled', audit: {} })
    return answer(tx, id, viewer)
  })
}

/**
 * Ends a pending request (approved, rejected or withdrawn): its row, the audit entry naming the kind and
 * subject, and the live event for those who may decide it.
 */
async function closeRequest(
  tx: Transaction,
  row: typeof approvalRequests.$inferSelect,
  viewer: ApprovalViewer,
  ability: { action: string; subject: string },
  close: {
    status: 'approved' | 'rejected' | 'cancelled'
    note?: string | null
    result?: unknown
    audit: Record<string, unknown>
  },
) {
  await tx
    .update(approvalRequests)
    .set({
      status: close.status,
      decidedBy: viewer.userId,
      decidedAt: new Date(),
      ...(close.note !== undefined ? { decisionNote: close.note } : {}),
      ...(close.result !== undefined ? { result: close.result } : {}),
      version: row.version + 1,
    })
    .where(eq(approvalRequests.id, row.id))
  await recordAudit(tx, {
    actorUserId: viewer.userId,
    action: `approval.${close.status}`,
    entityType: 'approval_request',
    entityId: row.id,
    data: { kind: row.kind, subjectType: row.subjectType, subjectId: row.subjectId, ...close.audit },
  })
  await changed(tx, { id: row.id, kind: row.kind, status: close.status }, ability)
}
