import { and, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import { pastDueCandidates, businessToday } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { invoices } from './invoices.schema'
import { registerJobHandler, registerJobSchedule } from '../jobs'
import { invoiceAuditEvent, recordInvoiceChange } from './invoice-audit'

export const PAST_DUE_SWEEP = 'invoices.past-due-sweep'

/**
 * Marks Past Due every sent, downloaded or partly paid invoice whose due date (a Mexico City day) has
 * passed with money still owed. Drafts are left alone: the client has not received them. Idempotent:
 * a second run that day finds nothing more to change. Answers the numbers it marked.
 */
export async function markPastDueInvoices(db: Database, today = businessToday()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(invoices)
      .set({ status: 'Past Due', version: sql`${invoices.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          isNull(invoices.deletedAt),
          inArray(invoices.status, [...pastDueCandidates]),
          lt(invoices.dueDate, today),
          gt(invoices.balanceCents, 0),
        ),
      )
      .returning({ id: invoices.id, dueDate: invoices.dueDate })
    for (const row of marked)
      await recordInvoiceChange(
        tx,
        invoiceAuditEvent(null, 'invoice.past-due', row.id, { dueDate: row.dueDate, today }),
      )
    return marked.map((row) => row.id)
  })
}

/** Daily at 06:05 UTC, just after midnight in Mexico City, when the day's due dates have passed. */
export function registerPastDueSweep() {
  registerJobSchedule({ name: PAST_DUE_SWEEP, cron: '5 6 * * *', kind: PAST_DUE_SWEEP, payload: {} })
  registerJobHandler(PAST_DUE_SWEEP, async (_payload, { db }) => {
    await markPastDueInvoices(db)
  })
}
