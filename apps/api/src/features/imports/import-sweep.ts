import { and, eq, inArray, lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { recordAudit } from '../audit'
import { enqueue, registerJobHandler, registerJobSchedule } from '../jobs'
import { imports } from './imports.schema'
import { IMPORT_JOB } from './imports.service'

const IMPORT_SWEEP = 'imports.sweep'
/** A batch takes seconds: an import without progress this long has lost its job (dead, or never run). */
export const STALLED_AFTER_MS = 30 * 60 * 1000
/** Staging 200 000 rows takes minutes: a staging record this old is an upload that was cut off. */
export const ABANDONED_STAGING_AFTER_MS = 2 * 60 * 60 * 1000

/** Marks an import failed (its committed batches stay written; the error report lists the rest). */
export async function failImport(db: Database, importId: number, reason: string) {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(imports)
      .set({
        status: 'failed',
        lastError: reason.slice(0, 2000),
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(imports.id, importId), inArray(imports.status, ['queued', 'running'])))
      .returning()
    if (!failed) return
    await recordAudit(tx, {
      actorUserId: failed.userId,
      action: 'import.failed',
      entityType: 'import',
      entityId: failed.id,
      data: { batchesDone: failed.batchesDone, created: failed.created, updated: failed.updated, reason },
    })
  })
}

/**
 * Tidies imports a crash left behind. A staging record older than two hours is an upload cut off half-way
 * (the server stopped while reading it): it is invisible, so it and its rows are deleted. An import
 * queued or running without progress for 30 minutes has lost its job (it died after its last attempt):
 * it is resumed once from its checkpoint with a new job; if that checkpoint was already resumed and
 * still nothing moved, the import is marked failed instead of staying "running" for ever.
 */
export async function sweepImports(db: Database, now = new Date()) {
  const abandoned = await db
    .delete(imports)
    .where(
      and(
        eq(imports.status, 'staging'),
        lt(imports.createdAt, new Date(now.getTime() - ABANDONED_STAGING_AFTER_MS)),
      ),
    )
    .returning({ id: imports.id, userId: imports.userId, fileName: imports.fileName })
  for (const record of abandoned)
    await recordAudit(db, {
      actorUserId: record.userId,
      action: 'import.abandoned',
      entityType: 'import',
      entityId: record.id,
      data: { fileName: record.fileName },
    })
  const stalled = await db
    .select()
    .from(imports)
    .where(
      and(
        inArray(imports.status, ['queued', 'running']),
        lt(imports.updatedAt, new Date(now.getTime() - STALLED_AFTER_MS)),
      ),
    )
  for (const record of stalled) {
    // One resume per checkpoint: the key refuses a second one when the first moved nothing.
    const resumed = await db.transaction(async (tx) => {
      const job = await enqueue(
        tx,
        IMPORT_JOB,
        { importId: record.id },
        { singletonKey: `import:${record.id}:resume:${record.batchesDone}` },
      )
      if (job === null) return false
      await tx.update(imports).set({ updatedAt: now }).where(eq(imports.id, record.id))
      await recordAudit(tx, {
        actorUserId: record.userId,
        action: 'import.resumed',
        entityType: 'import',
        entityId: record.id,
        data: { batchesDone: record.batchesDone },
      })
      return true
    })
    if (!resumed)
      await failImport(db, record.id, `No progress after resuming at batch ${record.batchesDone + 1}`)
  }
}

export function registerImportSweep() {
  registerJobHandler(IMPORT_SWEEP, (_payload, job) => sweepImports(job.db))
  registerJobSchedule({ name: IMPORT_SWEEP, cron: '*/10 * * * *', kind: IMPORT_SWEEP, payload: {} })
}
