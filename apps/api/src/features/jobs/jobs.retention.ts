import { and, eq, lt, or } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { deleteInBatches } from '../../lib/batched-delete'
import { jobs } from './jobs.schema'

/**
 * Retention: succeeded jobs finished before `before` go, dead ones only before `deadBefore` (kept longer for
 * an administrator to read and retry, and so the dead-jobs alert has time to fire). Queued, running and
 * failed (to be retried) jobs are never touched. Answers how many rows went.
 */
export function purgeFinishedJobs(
  executor: Executor,
  { before, deadBefore, signal }: { before: Date; deadBefore: Date; signal?: AbortSignal },
) {
  return deleteInBatches(executor, {
    table: jobs,
    key: [jobs.id],
    where: or(
      and(eq(jobs.state, 'succeeded'), lt(jobs.finishedAt, before)),
      and(eq(jobs.state, 'dead'), lt(jobs.finishedAt, deadBefore)),
    )!,
    signal,
  })
}
