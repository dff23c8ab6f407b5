import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { DEFAULT_MAX_ATTEMPTS, handlerOf } from './jobs.registry'
import { jobs } from './jobs.schema'

/**
 * The job queue: rows in `jobs`, taken with `FOR UPDATE SKIP LOCKED`, so each job is handed to one worker
 * whichever API instance or worker process asks.
 *
 * - Enqueued in the caller's transaction: a rolled-back transaction leaves no job. A `NOTIFY jobs` sent in
 *   the same transaction wakes idle workers when it commits (PostgreSQL and PGlite); workers also poll.
 * - Taking a job sets it `running`, counts the attempt and gives the worker a lease (`locked_until`) that the
 *   worker extends while the handler runs. A worker killed with `kill -9` stops extending it: when the lease
 *   expires another worker takes the job again (or it turns `dead` if that was its last attempt).
 * - Delivery is at least once: a handler may run again after a crash, so handlers are idempotent.
 *   Completion is recorded by a statement that checks the lease is still this worker's (same worker, same
 *   attempt, still running), so a job is recorded done once and a worker that lost its lease records nothing.
 * - A failure sets `failed` with `run_at` pushed back exponentially; after `max_attempts` runs it is `dead`
 *   (kept for an administrator to read and retry).
 */

/** The rows of a raw statement (both drivers answer `{ rows }`). */
function rowsOf<Row = unknown>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows
}

export interface EnqueueOptions {
  /** Not before this time (scheduled job). */
  runAt?: Date
  /** Overrides the kind's registered maxAttempts. */
  maxAttempts?: number
  /** At most one job ever carries this key: a second enqueue with it is ignored and answers null. */
  singletonKey?: string
  /** The recurring schedule that asks (set by the scheduler). */
  schedule?: string
}

/**
 * Adds a job in the caller's transaction (pass the transaction `tx`; a rolled-back transaction never runs it).
 * The payload is stored as JSON and shown to administrators on the jobs screen: never put secrets, passwords
 * or live tokens in it; pass ids and let the handler read what it needs. Answers the job id (null when
 * `singletonKey` was already used).
 */
export async function enqueue(
  executor: Executor,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const [row] = await executor
    .insert(jobs)
    .values({
      kind,
      payload: payload ?? null,
      maxAttempts: options.maxAttempts ?? handlerOf(kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      runAt: options.runAt ?? new Date(),
      singletonKey: options.singletonKey ?? null,
      schedule: options.schedule ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id })
  if (!row) return null
  await executor.execute(sql`select pg_notify('jobs', ${kind})`)
  return row.id
}

export interface ClaimedJob {
  id: number
  kind: string
  payload: unknown
  attempts: number
  maxAttempts: number
}

/** Takes up to `limit` due jobs of these kinds for `workerId`, with a lease of `leaseMs`. */
export async function claimJobs(
  executor: Executor,
  { kinds, workerId, leaseMs, limit }: { kinds: string[]; workerId: string; leaseMs: number; limit: number },
): Promise<ClaimedJob[]> {
  if (kinds.length === 0 || limit <= 0) return []
  const result = await executor.execute(sql`
    update jobs set state = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = now() + ${leaseMs} * interval '1 millisecond'
    where id in (
      select id from jobs
      where kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )}) and run_at <= now()
        and (state in ('queued', 'failed') or (state = 'running' and locked_until < now() and attempts < max_attempts))
      order by run_at, id
      limit ${limit}
      for update skip locked)
    returning id, kind, payload, attempts, max_attempts`)
  return rowsOf<{ id: number; kind: string; payload: unknown; attempts: number; max_attempts: number }>(
    result,
  ).map((row) => ({
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  }))
}

/** A job whose worker died during its last attempt is dead (nobody may take it again). */
export async function buryAbandonedJobs(executor: Executor) {
  await executor.execute(sql`
    update jobs set state = 'dead', locked_until = null, finished_at = now(),
      last_error = coalesce(last_error || E'\n', '') || 'The worker stopped during the last attempt (lease expired).'
    where state = 'running' and locked_until < now() and attempts >= max_attempts`)
}

/** Extends the lease while the handler runs; false when the lease is no longer this worker's. */
export async function renewLease(executor: Executor, job: ClaimedJob, workerId: string, leaseMs: number) {
  const result = await executor.execute(sql`
    update jobs set locked_until = now() + ${leaseMs} * interval '1 millisecond'
    where id = ${job.id} and state = 'running' and locked_by = ${workerId} and attempts = ${job.attempts}
    returning id`)
  return rowsOf(result).length > 0
}

/** Records success if the lease is still this worker's; answers whether it was recorded. */
export async function completeJob(executor: Executor, job: ClaimedJob, workerId: string) {
  const result = await executor.execute(sql`
    update jobs set state = 'succeeded', finished_at = now(), locked_until = null, last_error = null
    where id = ${job.id} and state = 'running' and locked_by = ${workerId} and attempts = ${job.attempts}
    returning id`)
  return rowsOf(result).length > 0
}

/** Retry n waits base * 2^(n-1), capped. */
export function backoffMs(attempt: number, backoff: { baseMs: number; maxMs: number }) {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1))
}

/** Records a failure (retried after the backoff, or dead after the last attempt) if the lease is still ours. */
export async function failJob(
  executor: Executor,
  job: ClaimedJob,
  workerId: string,
  error: string,
  retryInMs: number,
) {
  const result = await executor.execute(sql`
    update jobs set
      state = case when attempts >= max_attempts then 'dead' else 'failed' end,
      finished_at = case when attempts >= max_attempts then now() else null end,
      run_at = now() + ${retryInMs} * interval '1 millisecond',
      locked_until = null, last_error = ${error.slice(0, 4000)}
    where id = ${job.id} and state = 'running' and locked_by = ${workerId} and attempts = ${job.attempts}
    returning id`)
  return rowsOf(result).length > 0
}

/** An administrator's retry of a failed or dead job: queued now, with its attempts counted afresh. */
export async function retryJob(executor: Executor, id: number) {
  const result = await executor.execute(sql`
    with target as (select id, state from jobs where id = ${id} for update)
    update jobs set state = 'queued', attempts = 0, run_at = now(), finished_at = null, locked_until = null,
      locked_by = null
    from target where jobs.id = target.id and target.state in ('failed', 'dead')
    returning target.state`)
  if (rowsOf(result).length > 0) {
    await executor.execute(sql`select pg_notify('jobs', 'retry')`)
    return 'retried' as const
  }
  const [existing] = await executor
    .select({ state: jobs.state })
    .from(jobs)
    .where(sql`${jobs.id} = ${id}`)
  return existing ? ('not-retryable' as const) : ('not-found' as const)
}
