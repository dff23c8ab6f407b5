import type { AuditAction } from '@mesa/contracts'
import { eq } from 'drizzle-orm'
import { fieldError, type ErrorCode, type Stage } from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import { creditApplications } from '../../db/schema'
import { conflict } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { announceUnchanged, type ApplicationRow } from '../credit-applications'

/** A 409 with its code, also on the field it concerns (the web words it beside that field or alone). */
export const refuse = (code: ErrorCode, message: string, field: string) =>
  conflict(code, message, { [field]: [fieldError(code)] })

/**
 * The application row, locked until the transaction ends, so decision writes on one application run one
 * after the other (two last votes, two authorisers); 409 `wrong_stage` unless it is in `stage`.
 */
export async function lockInStage(tx: Transaction, applicationId: number, stage: Stage) {
  const [row] = await tx
    .select()
    .from(creditApplications)
    .where(eq(creditApplications.id, applicationId))
    .for('update')
  if (row!.stage !== stage)
    throw refuse('wrong_stage', `This is done in ${stage}, not in ${row!.stage}`, 'stage')
  return row!
}

/**
 * Besides its own rows, every decision write records its audit entry and announces the application as
 * changed (its row is untouched), in the same transaction, so open files of colleagues refetch.
 */
export async function recordDecisionChange(
  tx: Transaction,
  application: ApplicationRow,
  actorUserId: number | null,
  action: AuditAction,
  data: Record<string, unknown>,
) {
  await recordAudit(tx, {
    actorUserId,
    action,
    entityType: 'credit_application',
    entityId: application.id,
    data,
  })
  await announceUnchanged(tx, application)
}
