import type { AuditEvent } from '../audit'

/** An invoice's audit event for the shared audit service (`recordAudit`), in the invoice's own words. */
export const invoiceAuditEvent = (
  actorUserId: number | null,
  action: `invoice.${string}`,
  invoiceId: number,
  data: Record<string, unknown>,
): AuditEvent => ({ actorUserId, action, entityType: 'invoice', entityId: invoiceId, data })
