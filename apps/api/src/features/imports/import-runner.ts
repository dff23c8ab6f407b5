import { and, asc, eq, gt, lte, sql } from 'drizzle-orm'
import { connectionIdleMs, isEmbedded, type Database, type Transaction } from '../../db/client'
import { roleDirectory } from '../roles'
import { userDirectory } from '../users'
import { recordAudit } from '../audit'
import { effectiveRulesOf } from '../permissions'
import { registerJobHandler } from '../jobs'
import { entityRowsOf } from './entities'
import type { FieldErrors, ImportRecord, Importer, RowWrite } from './entity-rows'
import { importRows, imports } from './imports.schema'
import { IMPORT_JOB } from './imports.service'
import { failImport, registerImportSweep } from './import-sweep'
import { checkChunk, earlierRowsOfKeys } from './row-checks'

type Outcome = {
  rowNumber: number
  outcome: 'created' | 'updated' | 'skipped' | 'rejected'
  errors: FieldErrors
  recordId: number | null
}

/** The importer as they are now (a role changed since the upload applies to the rows not yet written). */
async function importerOf(db: Database | Transaction, record: ImportRecord): Promise<Importer> {
  const [row] = await db
    .select({
      email: userDirectory.email,
      scope: roleDirectory.scope,
      rules: effectiveRulesOf(roleDirectory),
    })
    .from(userDirectory)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
    .where(eq(userDirectory.id, record.userId))
  return {
    userId: record.userId,
    email: row?.email ?? '',
    scope: row?.scope ?? 'own-allies',
    rules: row?.rules ?? [],
  }
}

/**
 * Writes one batch in ONE transaction: the rows are checked again against the database as it is now (an
 * ally created since the preview is a duplicate now), then created, updated or skipped by the import's
 * choice, their outcomes stored, the counters and the checkpoint moved and one audit event written. Either
 * all of it commits or none; a second run of the same batch finds the checkpoint moved and writes nothing.
 */
async function writeBatch(tx: Transaction, record: ImportRecord, batch: number, importer: Importer) {
  const from = batch * record.batchSize
  const rows = await tx
    .select()
    .from(importRows)
    .where(
      and(
        eq(importRows.importId, record.id),
        gt(importRows.rowNumber, from),
        lte(importRows.rowNumber, from + record.batchSize),
      ),
    )
    .orderBy(asc(importRows.rowNumber))
  const entity = entityRowsOf[record.entity]
  const context = await entity.loadContext(tx, importer)
  const live = rows.filter((row) => !row.excluded && Object.keys(row.errors).length === 0)
  const keys = [...new Set(live.flatMap((row) => (row.dedupeKey ? [row.dedupeKey] : [])))]
  const earlier = await earlierRowsOfKeys(tx, record.id, keys, from + 1)
  const checked = await checkChunk(tx, entity, live, record.mapping, context, earlier, importer)
  const verdicts = new Map(checked.map((verdict) => [verdict.rowNumber, verdict]))
  const outcomes: Outcome[] = []
  const creates: RowWrite<unknown>[] = []
  const outcome = (rowNumber: number, kind: Outcome['outcome'], recordId: number | null, errors = {}) =>
    outcomes.push({ rowNumber, outcome: kind, errors, recordId })
  for (const row of rows) {
    const verdict = verdicts.get(row.rowNumber)
    if (row.excluded) outcome(row.rowNumber, 'skipped', null)
    else if (!verdict || verdict.value === null)
      outcome(row.rowNumber, 'rejected', null, verdict?.errors ?? row.errors)
    else if (verdict.duplicateOf !== null && record.duplicatePolicy === 'skip')
      outcome(row.rowNumber, 'skipped', verdict.duplicateOf)
    else if (verdict.duplicateOf !== null) {
      if (await entity.update(tx, record, { ...verdict, value: verdict.value }, context))
        outcome(row.rowNumber, 'updated', verdict.duplicateOf)
      // The record moved on since the check (an application left capture): refused, named on its key.
      else outcome(row.rowNumber, 'rejected', null, { [entity.keyField]: ['wrong_stage'] })
    } else creates.push({ rowNumber: row.rowNumber, value: verdict.value, duplicateOf: null })
  }
  const ids = await entity.create(tx, record, creates, context)
  creates.forEach((item, index) => outcome(item.rowNumber, 'created', ids[index]!))
  await storeOutcomes(tx, record.id, outcomes)
  const tally = tallyOf(outcomes)
  await tx
    .update(imports)
    .set({
      status: 'running',
      batchesDone: batch + 1,
      created: sql`${imports.created} + ${tally.created}`,
      updated: sql`${imports.updated} + ${tally.updated}`,
      skipped: sql`${imports.skipped} + ${tally.skipped}`,
      rejected: sql`${imports.rejected} + ${tally.rejected}`,
      updatedAt: new Date(),
    })
    .where(eq(imports.id, record.id))
  await recordAudit(tx, {
    actorUserId: record.userId,
    action: 'import.batch',
    entityType: 'import',
    entityId: record.id,
    data: { batch: batch + 1, firstRow: from + 1, lastRow: from + rows.length, ...tally },
  })
}

const tallyOf = (outcomes: Outcome[]) => {
  const tally = { created: 0, updated: 0, skipped: 0, rejected: 0 }
  for (const item of outcomes) tally[item.outcome] += 1
  return tally
}

async function storeOutcomes(tx: Transaction, importId: number, outcomes: Outcome[]) {
  if (outcomes.length === 0) return
  const records = outcomes.map((item) => ({
    row_number: item.rowNumber,
    outcome: item.outcome,
    errors: item.errors,
    record_id: item.recordId,
  }))
  await tx.execute(sql`
    update import_rows r set outcome = x.outcome, errors = x.errors, record_id = x.record_id
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      as x(row_number int, outcome text, errors jsonb, record_id int)
    where r.import_id = ${importId} and r.row_number = x.row_number`)
}

/**
 * A batch whose transaction failed wrote nothing: its rows that would have been written are reported
 * (`batch_failed`, with the database's reason in the import's last error) and the job goes on with the next.
 */
async function reportFailedBatch(db: Database, record: ImportRecord, batch: number, reason: string) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(imports).where(eq(imports.id, record.id)).for('update')
    if (!current || current.batchesDone !== batch) return
    const from = batch * record.batchSize
    const result = await tx.execute(sql`
      update import_rows set outcome = 'rejected',
        errors = case when errors = '{}'::jsonb then '{"row":["batch_failed"]}'::jsonb else errors end
      where import_id = ${record.id} and row_number > ${from} and row_number <= ${from + record.batchSize}
        and not excluded
      returning row_number`)
    const rejected = (result as unknown as { rows: unknown[] }).rows.length
    await tx
      .update(imports)
      .set({
        status: 'running',
        batchesDone: batch + 1,
        rejected: sql`${imports.rejected} + ${rejected}`,
        skipped: sql`${imports.skipped} + (select count(*)::int from import_rows where import_id = ${record.id}
          and row_number > ${from} and row_number <= ${from + record.batchSize} and excluded)`,
        lastError: reason.slice(0, 2000),
        updatedAt: new Date(),
      })
      .where(eq(imports.id, record.id))
    await recordAudit(tx, {
      actorUserId: record.userId,
      action: 'import.batch_failed',
      entityType: 'import',
      entityId: record.id,
      data: { batch: batch + 1, firstRow: from + 1, rejected, reason: reason.slice(0, 500) },
    })
  })
}

async function finish(db: Database, record: ImportRecord) {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(imports)
      .set({ status: 'done', finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(imports.id, record.id), sql`${imports.status} in ('queued', 'running')`))
      .returning()
    if (!done) return
    await recordAudit(tx, {
      actorUserId: record.userId,
      action: 'import.finished',
      entityType: 'import',
      entityId: record.id,
      data: {
        entity: done.entity,
        fileName: done.fileName,
        rows: done.totalRows,
        created: done.created,
        updated: done.updated,
        skipped: done.skipped,
        rejected: done.rejected,
        duplicatePolicy: done.duplicatePolicy,
      },
    })
  })
}

/**
 * Runs the next batch of an import (the one after the checkpoint); answers whether the import is over.
 * Exported for tests, which run a few batches by hand to stand for a server stopped half-way.
 */
export async function runImportBatch(db: Database, importId: number): Promise<boolean> {
  const [record] = await db.select().from(imports).where(eq(imports.id, importId))
  if (!record || (record.status !== 'queued' && record.status !== 'running')) return true
  const batch = record.batchesDone
  if (batch >= Math.ceil(record.totalRows / record.batchSize)) {
    await finish(db, record)
    return true
  }
  const importer = await importerOf(db, record)
  try {
    await db.transaction(async (tx) => {
      // The lock makes two workers on one import take turns; the second sees the checkpoint moved.
      const [current] = await tx.select().from(imports).where(eq(imports.id, importId)).for('update')
      if (!current || current.batchesDone !== batch) return
      await writeBatch(tx, current, batch, importer)
    })
  } catch (error) {
    await reportFailedBatch(db, record, batch, error instanceof Error ? error.message : String(error))
  }
  return false
}

const IMPORT_ATTEMPTS = 20
/**
 * How long the embedded database's connection must stay free before the next batch takes it: longer than the
 * gap between two queries of one request, so a list's page and count both get in.
 */
const QUIET_MS = 25
/** The longest the runner yields between two batches, however long the last one took. */
const MAX_YIELD_MS = 2_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Embedded PGlite is ONE connection: while a batch's transaction runs, every request waits for it. Between
 * batches the runner lets them in: it waits until no call has waited for or used the connection for QUIET_MS,
 * but at most as long as the last batch took (so under steady load the requests get at least half of
 * the connection). On PostgreSQL the import and the requests use separate pooled connections: no wait.
 */
async function yieldConnection(db: Database, batchMs: number) {
  if (!isEmbedded(db)) return
  const deadline = performance.now() + Math.min(MAX_YIELD_MS, Math.max(QUIET_MS, batchMs))
  do await sleep(QUIET_MS / 5)
  while (connectionIdleMs(db) < QUIET_MS && performance.now() < deadline)
}

/** The import job: batch after batch until done; after a restart it starts again at the checkpoint. */
export function registerImportJobs() {
  registerJobHandler<{ importId: number }>(
    IMPORT_JOB,
    async ({ importId }, job) => {
      try {
        for (let started = performance.now(); !(await runImportBatch(job.db, importId));) {
          // Embedded PGlite is one connection: the requests waiting for it (the lists) go before the next batch.
          await yieldConnection(job.db, performance.now() - started)
          started = performance.now()
          // Stopping between batches loses nothing: the next run starts after the last committed batch.
          if (job.signal.aborted) throw new Error('Import interrupted; it resumes at the next batch')
        }
      } catch (error) {
        // The last attempt failing (not a stop): the import says so instead of staying "running".
        if (job.attempt >= IMPORT_ATTEMPTS && !job.signal.aborted)
          await failImport(job.db, importId, error instanceof Error ? error.message : String(error))
        throw error
      }
    },
    {
      timeoutMs: 2 * 60 * 60 * 1000,
      maxAttempts: IMPORT_ATTEMPTS,
      backoff: { baseMs: 1_000, maxMs: 60_000 },
    },
  )
  registerImportSweep()
}
