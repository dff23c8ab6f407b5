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

/** Records several events in one statement (the end of day's standing changes of a batch of loans). */
export async function recordAudits(db: Executor, events: AuditEvent[]) {
  if (events.length === 0) return
  await db
    .insert(auditEvents)
    .values(events.map((event) => ({ ...event, entityId: String(event.entityId), data: event.data ?? {} })))
}
