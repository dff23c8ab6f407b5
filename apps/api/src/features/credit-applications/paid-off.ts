import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Transaction } from '../../db/client'
import { creditApplications as applications } from './credit-applications.schema'
import { announceChange, announcedColumns } from './credit-application-events'
import { announceStageEntry } from './stage-hooks'
import { recordStageMove } from './stage-move-record'

type Stage = 'activo' | 'liquidada'

/**
 * A move the system makes (not a person's transition) between activo and liquidada: the same row changes,
 * history, audit entry and stage-entry hooks as a person's move. Does nothing when the application is not in `from`.
 */
async function systemMove(
  tx: Transaction,
  move: {
    applicationId: number
    from: Stage
    to: Stage
    workflow: SQL
    clearOwner: boolean
    history: { field: string; newValue: unknown; reason: string | null; actorUserId: number | null }
  },
) {
  const [before] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.id, move.applicationId), eq(applications.stage, move.from)))
  if (!before) return false
  const [moved] = await tx
    .update(applications)
    .set({
      stage: move.to,
      stageEnteredAt: new Date(),
      slaPausedSeconds: 0,
      slaPausedSince: null,
      ...(move.clearOwner ? { ownerUserId: null } : {}),
      workflow: move.workflow,
      version: before.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(applications.id, move.applicationId))
    .returning(announcedColumns)
  await announceChange(tx, moved!)
  await recordStageMove(tx, {
    applicationId: move.applicationId,
    from: move.from,
    to: move.to,
    transition: move.history.field,
    recorded: move.history.newValue,
    reason: move.history.reason,
    actorUserId: move.history.actorUserId,
  })
  await announceStageEntry(tx, { application: before, from: move.from, to: move.to })
  return true
}

/**
 * The system's move activo → liquidada when the loan's balance reaches zero (loan servicing calls it in
 * the transaction of the final payment), with the payoff date recorded in the workflow
 * (`activo.paidOffOn`, and `paidOffOn` as before).
 */
export function closeAsPaidOff(
  tx: Transaction,
  applicationId: number,
  paidOffOn: string,
  actorUserId: number | null,
) {
  return systemMove(tx, {
    applicationId,
    from: 'activo',
    to: 'liquidada',
    workflow: sql`${applications.workflow} || ${JSON.stringify({ activo: { paidOffOn }, paidOffOn })}::jsonb`,
    clearOwner: true,
    history: { field: 'advance', newValue: { paidOffOn }, reason: null, actorUserId },
  })
}

/**
 * The system's move back liquidada → activo when a payment that paid the loan off is reversed (issue 30,
 * approved by a second person): the loan owes again, so its application is active again, with the
 * reversal's reason in its history and the payoff date cleared.
 */
export function reopenAfterReversal(
  tx: Transaction,
  applicationId: number,
  reason: string,
  actorUserId: number | null,
) {
  return systemMove(tx, {
    applicationId,
    from: 'liquidada',
    to: 'activo',
    workflow: sql`(${applications.workflow} - 'paidOffOn') || ${JSON.stringify({ activo: { paidOffOn: null } })}::jsonb`,
    clearOwner: false,
    history: { field: 'return', newValue: { reopenedBy: 'payment_reversal' }, reason, actorUserId },
  })
}
