import { and, eq, gte } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { recordAudit } from './audit'
import { auditEvents } from './audit.schema'

/** A person re-opening the same file within this window is one read in the trail, not one per refresh. */
const READ_WINDOW_MS = 10 * 60_000

/**
 * Logs a read of sensitive data (an applicant's file, a document, a bureau report) in the audit trail, as
 * the lender's auditors require. The screens refetch on every live update, so repeated reads of the same
 * record by the same person within ten minutes are logged once.
 */
export async function recordSensitiveRead(
  db: Executor,
  read: {
    actorUserId: number
    action: string
    entityType: string
    entityId: string | number
    data?: Record<string, unknown>
  },
) {
  const since = new Date(Date.now() - READ_WINDOW_MS)
  const [recent] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, read.entityType),
        eq(auditEvents.entityId, String(read.entityId)),
        eq(auditEvents.action, read.action),
        eq(auditEvents.actorUserId, read.actorUserId),
        gte(auditEvents.createdAt, since),
      ),
    )
    .limit(1)
  if (!recent) await recordAudit(db, read)
}
