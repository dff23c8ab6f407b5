import { and, eq, lt } from 'drizzle-orm'
import type { CloseRun } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { HttpError, conflict } from '../../lib/http-errors'
import { enqueue, registerJobHandler } from '../jobs'
import { accountingCloseRuns } from './accounting.schema'
import { markCloseRun, runOut, runsQuery } from './close-run-store'
import { closePeriod, refuseEarlyClose } from './period-close'

/*
 * The month-end close as a durable job (issue 34, docs/accounting.md "Period lock and close"): asking for it
 * judges at once what costs nothing (already closed, the business date) and queues the run; the job runs the
 * close's one transaction (the reconciliation, the trial balance, the package, the lock) and writes how it went
 * on the run, which the close screen shows. A queued run survives a restart (it is a row of the job queue).
 */
export const PERIOD_CLOSE_JOB = 'accounting.period-close'
/** A close that throws (not a refusal: a lost connection) is tried again, then recorded as failed. */
const MAX_ATTEMPTS = 3
/** A close attempt's limit (the job's timeout); a run marked running longer than this and its lease is over. */
const CLOSE_TIMEOUT_MS = 15 * 60_000
const STALE_RUNNING_MS = CLOSE_TIMEOUT_MS + 5 * 60_000

/**
 * Asks for a month's close: 409 period_not_closable when it is closed or the business date is not past it, 409
 * close_in_progress while another close of the month is queued or running (one active run per month, kept by a
 * unique index, so two asks at once queue one). The run and its job are written in one transaction.
 */
export async function askPeriodClose(db: Database, period: string, userId: number): Promise<CloseRun> {
  return db.transaction(async (tx) => {
    await refuseEarlyClose(tx, period)
    // A run whose worker died on its last attempt stays "running": past the attempt's limit it is failed, so it
    // never blocks the month (its job, were it ever taken again, finds it done and does nothing).
    await tx
      .update(accountingCloseRuns)
      .set({ status: 'failed', errors: { close: ['close_failed'] }, finishedAt: new Date() })
      .where(
        and(
          eq(accountingCloseRuns.period, period),
          eq(accountingCloseRuns.status, 'running'),
          lt(accountingCloseRuns.startedAt, new Date(Date.now() - STALE_RUNNING_MS)),
        ),
      )
    const [run] = await tx
      .insert(accountingCloseRuns)
      .values({ period, requestedBy: userId })
      .onConflictDoNothing()
      .returning({ id: accountingCloseRuns.id })
    if (!run) throw conflict('close_in_progress', 'A close of this month is already under way')
    await enqueue(tx, PERIOD_CLOSE_JOB, { runId: run.id }, { singletonKey: `${PERIOD_CLOSE_JOB}:${run.id}` })
    const [row] = await runsQuery(tx).where(eq(accountingCloseRuns.id, run.id))
    return runOut(row!)
  })
}

/**
 * The job: a run already done does nothing (a job delivered twice); a refusal of the close is the run's
 * outcome (failed, with the checks it named), not the job's error; anything else throws so the queue tries
 * again, and the last attempt records the run as failed.
 */
export async function runPeriodClose(db: Database, runId: number, attempt: number) {
  const [run] = await db
    .select({
      period: accountingCloseRuns.period,
      status: accountingCloseRuns.status,
      requestedBy: accountingCloseRuns.requestedBy,
    })
    .from(accountingCloseRuns)
    .where(eq(accountingCloseRuns.id, runId))
  if (!run || run.status === 'succeeded' || run.status === 'failed') return
  await markCloseRun(db, runId, 'running')
  try {
    await closePeriod(db, run.period, run.requestedBy, runId)
  } catch (error) {
    if (error instanceof HttpError && error.code === 'period_not_closable') {
      await markCloseRun(db, runId, 'failed', error.errors ?? {})
      return
    }
    if (attempt >= MAX_ATTEMPTS) await markCloseRun(db, runId, 'failed', { close: ['close_failed'] })
    throw error
  }
}

/** Registered from job-kinds.ts (the API and `npm run worker`): a big book's close may take minutes. */
export function registerPeriodCloseJob() {
  registerJobHandler<{ runId: number }>(
    PERIOD_CLOSE_JOB,
    (payload, job) => runPeriodClose(job.db, payload.runId, job.attempt),
    { timeoutMs: CLOSE_TIMEOUT_MS, maxAttempts: MAX_ATTEMPTS, backoff: { baseMs: 5_000, maxMs: 60_000 } },
  )
}
