import type { AuditAction } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { recordAudit, type AuditEvent } from '../audit'
import { publishEvent } from '../events'

/** An invoice's audit event for the shared audit service (`recordAudit`), in the invoice's own words. */
export const invoiceAuditEvent = (
  actorUserId: number | null,
  action: Extract<AuditAction, `invoice.${string}`>,
  invoiceId: number,
  data: Record<string, unknown>,
): AuditEvent => ({ actorUserId, action, entityType: 'invoice', entityId: invoiceId, data })

/**
 * Every invoice change is audited and announced live in the same transaction (so an open list, detail or
 * preview refreshes without a reload, and only for committed changes).
 */
export async function recordInvoiceChange(tx: Executor, event: AuditEvent) {
  await recordAudit(tx, event)
  await publishEvent(tx, { type: 'invoice.changed', id: Number(event.entityId) })
}
