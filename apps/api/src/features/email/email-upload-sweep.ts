import { and, eq, lt, notExists } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { emailAttachments, emailMessageAttachments } from './mailbox.schema'
import { jobStorageOf } from '../../lib/job-storage'
import type { FileStorage } from '../../lib/storage'
import { recordAudit } from '../audit'
import { registerJobHandler, registerJobSchedule } from '../jobs'

export const UPLOAD_SWEEP_JOB = 'email.upload-sweep'
/** Hours an upload may wait for its mail (compose left open, a draft never saved) before it is removed. */
export const DEFAULT_UPLOAD_TTL_HOURS = 24

/** EMAIL_UPLOAD_TTL_HOURS when it is a whole number of hours from 1, else the default. */
export function uploadTtlHours(value: string | undefined = process.env.EMAIL_UPLOAD_TTL_HOURS): number {
  const hours = Number(value)
  return Number.isInteger(hours) && hours >= 1 ? hours : DEFAULT_UPLOAD_TTL_HOURS
}

/**
 * Removes uploads that no e-mail links (never sent nor kept in a draft) and older than the limit: the row,
 * then the stored bytes. Files of sent mail and drafts are linked and stay. Audited with the count.
 */
export async function sweepUnsentUploads(
  db: Database,
  storage: FileStorage,
  hours = uploadTtlHours(),
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - hours * 3600 * 1000)
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(emailAttachments)
      .where(
        and(
          lt(emailAttachments.createdAt, before),
          notExists(
            tx
              .select({ one: emailMessageAttachments.emailId })
              .from(emailMessageAttachments)
              .where(eq(emailMessageAttachments.attachmentId, emailAttachments.id)),
          ),
        ),
      )
      .returning({ id: emailAttachments.id, storageKey: emailAttachments.storageKey })
    if (rows.length)
      await recordAudit(tx, {
        actorUserId: null,
        action: 'email.uploads_swept',
        entityType: 'email_attachment',
        entityId: rows.length,
        data: { count: rows.length, olderThanHours: hours, ids: rows.map((row) => row.id) },
      })
    return rows
  })
  // The rows are gone first: a failure here leaves unreachable bytes, never a row without its file.
  for (const row of removed) await storage.delete(row.storageKey)
  return removed.length
}

/** Every hour, at minute 23. */
export function registerUploadSweep() {
  registerJobHandler(UPLOAD_SWEEP_JOB, async (_payload, { db }) => {
    await sweepUnsentUploads(db, jobStorageOf(db))
  })
  registerJobSchedule({ name: UPLOAD_SWEEP_JOB, cron: '23 * * * *', kind: UPLOAD_SWEEP_JOB, payload: {} })
}
