import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { addDays } from '../../lending'
import { enqueue } from '../jobs'
import { lockBusinessDate, moveBusinessDate } from './business-date'
import { endOfDayBatches, endOfDayRuns } from './business-date.schema'
import { dayCloserOf, dayClosers } from './end-of-day.registry'

/*
 * The end-of-day run (docs/domain.md "The business date and the end of day", docs/architecture.md
 * "Background jobs"): closing business date D cuts every closer's records into batches, each done in one
 * transaction with its "done" mark, so a crash reruns only the batch it was in; the last batch done moves
 * the date to D + 1 and, when the run was asked to go further, starts the next day's run.
 */

export const END_OF_DAY = 'business-date.end-of-day'
export const END_OF_DAY_BATCH = 'business-date.end-of-day-batch'
/** Records per batch: a few thousand keep each batch's three reads and two writes well under a second each. */
const BATCH_SIZE = 2_000

export interface StartedRun {
  runId: number
  closedOn: string
  /** Ids of the batches still to do. */
  pending: number[]
}

/**
 * Starts (or finds) the run closing the current business date when it is before `until`; null when the date
 * has reached `until`. A run already started for the date is answered as it stands (its batches kept).
 */
export async function startEndOfDay(
  db: Database,
  until: string,
  queued: boolean,
): Promise<StartedRun | null> {
  return db.transaction(async (tx) => {
    const day = await lockBusinessDate(tx)
    if (day >= until) return null
    const [existing] = await tx.select().from(endOfDayRuns).where(eq(endOfDayRuns.closedOn, day))
    // A day closed before and pinned back to (demo and test mode only) is closed again, afresh.
    if (existing?.status === 'succeeded')
      await tx.delete(endOfDayRuns).where(eq(endOfDayRuns.id, existing.id))
    else if (existing)
      return { runId: existing.id, closedOn: day, pending: await pendingBatches(tx, existing.id) }
    const [run] = await tx
      .insert(endOfDayRuns)
      .values({ closedOn: day, until, queued })
      .returning({ id: endOfDayRuns.id })
    let batchCount = 0
    let loanCount = 0
    for (const closer of dayClosers()) {
      const batches = await closer.batches(tx, day, BATCH_SIZE)
      if (batches.length > 0)
        await tx
          .insert(endOfDayBatches)
          .values(batches.map((batch, n) => ({ runId: run!.id, closer: closer.name, n, ...batch })))
      batchCount += batches.length
      loanCount += batches.reduce((total, batch) => total + batch.size, 0)
    }
    await tx.update(endOfDayRuns).set({ batchCount, loanCount }).where(eq(endOfDayRuns.id, run!.id))
    if (batchCount === 0) {
      await finishRun(tx, run!.id)
      return { runId: run!.id, closedOn: day, pending: [] }
    }
    const pending = await pendingBatches(tx, run!.id)
    if (queued)
      for (const batchId of pending)
        await enqueue(tx, END_OF_DAY_BATCH, { batchId }, { singletonKey: `${END_OF_DAY_BATCH}:${batchId}` })
    return { runId: run!.id, closedOn: day, pending }
  })
}

async function pendingBatches(tx: Transaction, runId: number) {
  const rows = await tx
    .select({ id: endOfDayBatches.id })
    .from(endOfDayBatches)
    .where(and(eq(endOfDayBatches.runId, runId), isNull(endOfDayBatches.doneAt)))
    .orderBy(asc(endOfDayBatches.id))
  return rows.map((row) => row.id)
}

/**
 * Closes one batch in one transaction: its records' writes, its done mark and the run's count. A batch
 * already done does nothing (a job delivered twice); the last one finishes the run.
 */
export async function runEndOfDayBatch(db: Database, batchId: number) {
  await db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(endOfDayBatches)
      .where(eq(endOfDayBatches.id, batchId))
      .for('update')
    if (!batch || batch.doneAt) return
    const [run] = await tx.select().from(endOfDayRuns).where(eq(endOfDayRuns.id, batch.runId))
    const closer = dayCloserOf(batch.closer)
    if (!closer) throw new Error(`No end-of-day closer named ${batch.closer} in this process`)
    await closer.close(tx, batch, run!.closedOn)
    await tx.update(endOfDayBatches).set({ doneAt: new Date() }).where(eq(endOfDayBatches.id, batchId))
    const [counted] = await tx
      .update(endOfDayRuns)
      .set({ batchesDone: sql`${endOfDayRuns.batchesDone} + 1` })
      .where(eq(endOfDayRuns.id, batch.runId))
      .returning({ done: endOfDayRuns.batchesDone, count: endOfDayRuns.batchCount })
    if (counted!.done >= counted!.count) await finishRun(tx, batch.runId)
  })
}

/** Every batch done: the run succeeded, the date moves to the next day and a queued chain goes on. */
async function finishRun(tx: Transaction, runId: number) {
  const [run] = await tx
    .update(endOfDayRuns)
    .set({ status: 'succeeded', finishedAt: new Date() })
    .where(and(eq(endOfDayRuns.id, runId), eq(endOfDayRuns.status, 'running')))
    .returning()
  if (!run) return
  const next = addDays(run.closedOn, 1)
  await moveBusinessDate(tx, run.closedOn, next)
  if (run.queued && next < run.until)
    await enqueue(tx, END_OF_DAY, { until: run.until }, { singletonKey: `${END_OF_DAY}:${next}` })
}

/**
 * Demo and test mode's advance: the end of day of every day from the business date to the day before `to`,
 * each batch in this process, one after the other (the same batches and transactions as the queued run).
 */
export async function runEndOfDayUntil(db: Database, to: string) {
  for (;;) {
    const run = await startEndOfDay(db, to, false)
    if (!run) return
    for (const batchId of run.pending) await runEndOfDayBatch(db, batchId)
  }
}

/** A run still going (its batches in the queue): another advance waits for it. */
export async function runningEndOfDay(db: Database) {
  const [run] = await db
    .select({ id: endOfDayRuns.id })
    .from(endOfDayRuns)
    .where(eq(endOfDayRuns.status, 'running'))
    .limit(1)
  return run ?? null
}
