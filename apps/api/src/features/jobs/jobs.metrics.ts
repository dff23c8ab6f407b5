import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'

export interface JobKindStats {
  kind: string
  /** Waiting to run: queued, or failed and waiting for its retry. */
  waiting: number
  /** Seconds the longest-waiting due job has been due (0 when none is due). */
  oldestDueSeconds: number
  /** Out of attempts: an administrator must look (retry or drop). */
  dead: number
}

/** The queue by kind, for the metrics (one grouped read of the jobs table's state index). */
export async function jobQueueStats(db: Executor): Promise<JobKindStats[]> {
  const result = await db.execute(sql`
    select kind,
      count(*) filter (where state in ('queued', 'failed'))::int as waiting,
      coalesce(extract(epoch from now() - min(run_at) filter (where state in ('queued', 'failed')
        and run_at <= now())), 0)::float8 as oldest_due_seconds,
      count(*) filter (where state = 'dead')::int as dead
    from jobs where state in ('queued', 'failed', 'dead') group by kind`)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    kind: string
    waiting: number
    oldest_due_seconds: number
    dead: number
  }>
  return rows.map((row) => ({
    kind: row.kind,
    waiting: Number(row.waiting),
    oldestDueSeconds: Number(row.oldest_due_seconds),
    dead: Number(row.dead),
  }))
}
