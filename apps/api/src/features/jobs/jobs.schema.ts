import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** The background job queue (see jobs.queue.ts for the semantics). */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** queued | running | succeeded | failed (will be retried) | dead (gave up after max attempts). */
    state: text('state', { enum: ['queued', 'running', 'succeeded', 'failed', 'dead'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not taken before this time (scheduled jobs, and the backoff after a failure). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lease of a running job: past it, the worker is presumed dead and another one retries. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one job per key: a second enqueue with the same key is ignored (recurring ticks, dedupe). */
    singletonKey: text('singleton_key'),
    /** The recurring schedule that enqueued it, if any. */
    schedule: text('schedule'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.state} in ('queued', 'failed', 'running')`),
    index('jobs_kind_state_idx').on(table.kind, table.state, table.id),
    uniqueIndex('jobs_singleton_key_idx').on(table.singletonKey),
  ],
)
