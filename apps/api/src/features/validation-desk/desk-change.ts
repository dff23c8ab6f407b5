import type { AuditAction } from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import { recordAudit } from '../audit'
import type { ApplicationRow } from '../credit-applications'
import { publishEvent } from '../events'

/**
 * What every desk write does besides its own row, in the same transaction: the audit entry, and the
 * application's change event (the row itself is unchanged) so colleagues' open files refetch.
 */
export async function recordDeskChange(
  tx: Transaction,
  row: ApplicationRow,
  actorUserId: number,
  action: AuditAction,
  data: Record<string, unknown>,
) {
  await recordAudit(tx, {
    actorUserId,
    action,
    entityType: 'credit_application',
    entityId: row.id,
    data,
  })
  await publishEvent(tx, {
    type: 'creditApplication.changed',
    id: row.id,
    folio: row.folio,
    product: row.product,
    stage: row.stage,
    ownerId: row.ownerUserId,
    allyId: row.allyId,
    version: row.version,
  })
}
