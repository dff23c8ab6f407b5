import { and, eq, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client'
import { creditApplicationHistory as history, creditApplications as applications } from '../../db/schema'
import { announceChange, announcedColumns } from './credit-application-events'
import { announceStageEntry } from './stage-hooks'

/**
 * The system's move activo → liquidada when the loan's balance reaches zero (loan servicing calls it in
 * the transaction of the final payment): the same row changes, history and stage-entry hooks as a person's
 * advance, with the payoff date recorded in the workflow (`activo.paidOffOn`, and `paidOffOn` as before).
 * Does nothing when the application is no longer in activo.
 */
export async function closeAsPaidOff(
  tx: Transaction,
  applicationId: number,
  paidOffOn: string,
  actorUserId: number | null,
) {
  const [before] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.stage, 'activo')))
  if (!before) return false
  const [moved] = await tx
    .update(applications)
    .set({
      stage: 'liquidada',
      stageEnteredAt: new Date(),
      slaPausedSeconds: 0,
      slaPausedSince: null,
      ownerUserId: null,
      workflow: sql`${applications.workflow} || ${JSON.stringify({ activo: { paidOffOn }, paidOffOn })}::jsonb`,
      version: before.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(applications.id, applicationId))
    .returning(announcedColumns)
  await announceChange(tx, moved!)
  await tx.insert(history).values({
    applicationId,
    kind: 'transition',
    actorUserId,
    fromStage: 'activo',
    toStage: 'liquidada',
    field: 'advance',
    newValue: { paidOffOn },
    reason: null,
  })
  await announceStageEntry(tx, { application: before, from: 'activo', to: 'liquidada' })
  return true
}

/**
 * The system's move back liquidada → activo when a payment that paid the loan off is reversed (issue 30,
 * approved by a second person): the loan owes again, so its application is active again, with the
 * reversal's reason in its history and the payoff date cleared. Does nothing outside liquidada.
 */
export async function reopenAfterReversal(
  tx: Transaction,
  applicationId: number,
  reason: string,
  actorUserId: number | null,
) {
  const [before] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.stage, 'liquidada')))
  if (!before) return false
  const [moved] = await tx
    .update(applications)
    .set({
      stage: 'activo',
      stageEnteredAt: new Date(),
      slaPausedSeconds: 0,
      slaPausedSince: null,
      workflow: sql`(${applications.workflow} - 'paidOffOn') || ${JSON.stringify({ activo: { paidOffOn: null } })}::jsonb`,
      version: before.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(applications.id, applicationId))
    .returning(announcedColumns)
  await announceChange(tx, moved!)
  await tx.insert(history).values({
    applicationId,
    kind: 'transition',
    actorUserId,
    fromStage: 'liquidada',
    toStage: 'activo',
    field: 'return',
    newValue: { reopenedBy: 'payment_reversal' },
    reason,
  })
  await announceStageEntry(tx, { application: before, from: 'liquidada', to: 'activo' })
  return true
}
