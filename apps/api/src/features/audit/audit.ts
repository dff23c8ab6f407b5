import type { AuditAction } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { auditEvents } from './audit.schema'

export interface AuditEvent {
  actorUserId: number | null
  action: AuditAction
  entityType: string
  entityId: string | number
  data?: Record<string, unknown>
}

/** Records an audit event; call it with the transaction that makes the change, so both land or neither. */
export async function recordAudit(db: Executor, event: AuditEvent) {
  await db.insert(auditEvents).values({ ...event, entityId: String(event.entityId), data: event.data ?? {} })
}
