import { and, asc, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { allies, roles, users } from '../../db/schema'
import { recordAudit } from '../audit'
import { registerJobHandler } from '../jobs'
import {
  emailsOf,
  loadAllyRowContext,
  type AllyRowContext,
  type FieldErrors,
  type Importer,
} from './ally-rows'
import { importRows, imports } from './imports.schema'
import { IMPORT_JOB } from './imports.service'
import { checkChunk, earlierRowsOfKeys, type RowVerdict } from './row-checks'

type ImportRecord = typeof imports.$inferSelect
type Outcome = {
  rowNumber: number
  outcome: 'created' | 'updated' | 'skipped' | 'rejected'
  errors: FieldErrors
  recordId: number | null
}

async function importerOf(db: Database | Transaction, record: ImportRecord): Promise<Importer> {
  const [row] = await db
    .select({ email: users.email, scope: roles.scope })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, record.userId))
  return { userId: record.userId, email: row?.email ?? '', scope: row?.scope ?? 'own-allies' }
}

/** The fields a file maps: on update only these change (an unmapped column keeps the ally's value). */
const mappedColumns = (record: ImportRecord, verdict: RowVerdict, context: AllyRowContext) => {
  const ally = verdict.ally!
  const mapped = (field: string) => record.mapping[field] !== null && record.mapping[field] !== undefined
  const emails = emailsOf(ally, context)
  return {
    allyName: ally.allyName,
    legalName: ally.legalName,
    rfc: ally.rfc,
    zoneName: ally.zoneName,
    regionName: ally.regionName,
    type: ally.type,
    ...(mapped('status') && { status: ally.status }),
    ...(mapped('active') && { active: ally.active }),
    ...(mapped('email') && { email: ally.email }),
    ...(mapped('phone') && { phone: ally.phone }),
    sellerUserId: ally.sellerId,
    sellerEmail: emails.sellerEmail,
    supervisorUserId: ally.supervisorId,
    supervisorEmail: emails.supervisorEmail,
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
  const context = await loadAllyRowContext(tx, importer)
  const live = rows.filter((row) => !row.excluded && Object.keys(row.errors).length === 0)
  const keys = [...new Set(live.flatMap((row) => (row.dedupeKey ? [row.dedupeKey] : [])))]
  const earlier = await earlierRowsOfKeys(tx, record.id, keys, from + 1)
  const verdicts = new Map(
    (await checkChunk(tx, live, record.mapping, context, earlier)).map((verdict) => [
      verdict.rowNumber,
      verdict,
    ]),
  )
  const outcomes: Outcome[] = []
  const creates: Array<{ rowNumber: number; values: typeof allies.$inferInsert }> = []
  for (const row of rows) {
    const verdict = verdicts.get(row.rowNumber)
    if (row.excluded)
      outcomes.push({ rowNumber: row.rowNumber, outcome: 'skipped', errors: {}, recordId: null })
    else if (!verdict || !verdict.ally)
      outcomes.push({
        rowNumber: row.rowNumber,
        outcome: 'rejected',
        errors: verdict?.errors ?? row.errors,
        recordId: null,
      })
    else if (verdict.duplicateOf !== null && record.duplicatePolicy === 'skip')
      outcomes.push({
        rowNumber: row.rowNumber,
        outcome: 'skipped',
        errors: {},
        recordId: verdict.duplicateOf,
      })
    else if (verdict.duplicateOf !== null) {
      await tx
        .update(allies)
        .set({
          ...mappedColumns(record, verdict, context),
          version: sql`${allies.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(allies.id, verdict.duplicateOf))
      outcomes.push({
        rowNumber: row.rowNumber,
        outcome: 'updated',
        errors: {},
        recordId: verdict.duplicateOf,
      })
    } else
      creates.push({
        rowNumber: row.rowNumber,
        values: {
          status: 'Pending',
          active: true,
          email: '',
          phone: '',
          ...mappedColumns(record, verdict, context),
        },
      })
  }
  if (creates.length > 0) {
    const ids = await tx
      .insert(allies)
      .values(creates.map((item) => item.values))
      .returning({ id: allies.id })
    creates.forEach((item, index) =>
      outcomes.push({ rowNumber: item.rowNumber, outcome: 'created', errors: {}, recordId: ids[index]!.id }),
    )
  }
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

const BATCH_PAUSE_MS = 20

/** The import job: batch after batch until done; after a restart it starts again at the checkpoint. */
export function registerImportJobs() {
  registerJobHandler<{ importId: number }>(
    IMPORT_JOB,
    async ({ importId }, job) => {
      while (!(await runImportBatch(job.db, importId))) {
        // Embedded PGlite is one connection: a pause between batches lets waiting requests (the lists) in.
        await new Promise((resolve) => setTimeout(resolve, BATCH_PAUSE_MS))
        // Stopping between batches loses nothing: the next run starts after the last committed batch.
        if (job.signal.aborted) throw new Error('Import interrupted; it resumes at the next batch')
      }
    },
    { timeoutMs: 2 * 60 * 60 * 1000, maxAttempts: 20, backoff: { baseMs: 1_000, maxMs: 60_000 } },
  )
}
