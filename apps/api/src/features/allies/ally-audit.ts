import type { AuditAction } from '@mesa/contracts'
import type { AuditEvent } from '../audit'

/** An ally's audit event for the shared audit service (`recordAudit`), in the ally's own words. */
export const allyAuditEvent = (
  actorUserId: number | null,
  action: Extract<AuditAction, `ally.${string}`>,
  allyId: number,
  data: Record<string, unknown>,
): AuditEvent => ({ actorUserId, action, entityType: 'ally', entityId: allyId, data })
