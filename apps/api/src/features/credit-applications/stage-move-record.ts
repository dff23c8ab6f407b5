import type { Transaction } from '../../db/client'
import { creditApplicationHistory as history } from './credit-applications.schema'
import { recordAudit } from '../audit'
import type { ApplicationRow } from './credit-application-record'

type Stage = ApplicationRow['stage']

/** The audit action of every stage move, a person's transition or the system's (activo ↔ liquidada). */
export const STAGE_MOVED = 'credit_application.stage_moved'

/**
 * A stage move's two records, written in the move's transaction so both land or neither: the history row
 * (the read model the application's timeline and SLA figures read) and the tamper-evident audit entry
 * (issue 37), which names its history row. Every move goes through here.
 */
export async function recordStageMove(
  tx: Transaction,
  move: {
    applicationId: number
    from: Stage
    to: Stage
    /** The transition's name (advance, return, reject, …), kept in the history's `field`. */
    transition: string
    recorded: unknown
    reason: string | null
    actorUserId: number | null
  },
) {
  const [row] = await tx
    .insert(history)
    .values({
      applicationId: move.applicationId,
      kind: 'transition',
      actorUserId: move.actorUserId,
      fromStage: move.from,
      toStage: move.to,
      field: move.transition,
      newValue: move.recorded,
      reason: move.reason,
    })
    .returning({ id: history.id })
  await recordAudit(tx, {
    actorUserId: move.actorUserId,
    action: STAGE_MOVED,
    entityType: 'credit_application',
    entityId: move.applicationId,
    data: {
      from: move.from,
      to: move.to,
      transition: move.transition,
      reason: move.reason,
      historyId: row!.id,
    },
  })
}
