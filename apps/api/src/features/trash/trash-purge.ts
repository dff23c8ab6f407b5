import { asc, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { recordAudit } from '../audit'
import { registerJobHandler, registerJobSchedule } from '../jobs'
import { trashEntries } from './trash.schema'
import { handlersOf } from './trash-types'

export const TRASH_PURGE_JOB = 'trash.purge'

/** A foreign key still points at the row: history (applications, audit, payments) refers to it. */
function isReferenced(error: unknown): boolean {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    if ((candidate as { code?: string } | undefined)?.code === '23503') return true
  }
  return false
}

/**
 * Purges one entry whose retention has passed (skipping entries another worker holds): the record is erased
 * where nothing refers to it, else it stays hidden for good; the entry goes and the audit trail says which.
 * Answers null when nothing is due.
 */
async function purgeNext(db: Database): Promise<{ erased: boolean } | null> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(trashEntries)
      .where(lte(trashEntries.purgeAfter, sql`now()`))
      .orderBy(asc(trashEntries.purgeAfter), asc(trashEntries.id))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!entry) return null
    let erased: boolean
    try {
      // A savepoint: a refused erase (a foreign key) undoes only itself, not the entry's removal below.
      erased = await tx.transaction((inner) => handlersOf(entry.recordType).purge(inner, entry.recordId))
    } catch (error) {
      if (!isReferenced(error)) throw error
      erased = false
    }
    await tx.delete(trashEntries).where(eq(trashEntries.id, entry.id))
    await recordAudit(tx, {
      actorUserId: null,
      action: `${entry.recordType}.purged`,
      entityType: entry.recordType,
      entityId: entry.recordId,
      data: {
        label: entry.label,
        erased,
        deletedBy: entry.deletedBy,
        deletedAt: entry.deletedAt.toISOString(),
      },
    })
    return { erased }
  })
}

/** Purges every entry past its retention, one transaction each; answers how many were erased and kept. */
export async function purgeExpiredTrash(db: Database, signal?: AbortSignal) {
  const result = { erased: 0, kept: 0 }
  for (;;) {
    signal?.throwIfAborted()
    const purged = await purgeNext(db)
    if (!purged) return result
    if (purged.erased) result.erased += 1
    else result.kept += 1
  }
}

/** Every night the trash is emptied of what has outlived the retention period (TRASH_RETENTION_DAYS). */
export function registerTrashPurge() {
  registerJobSchedule({ name: TRASH_PURGE_JOB, cron: '23 3 * * *', kind: TRASH_PURGE_JOB, payload: {} })
  registerJobHandler(TRASH_PURGE_JOB, async (_payload, job) => {
    await purgeExpiredTrash(job.db, job.signal)
  })
}
