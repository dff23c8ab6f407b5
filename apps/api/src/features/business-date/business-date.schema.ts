import { boolean, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { EndOfDayRunStatus } from '@mesa/contracts'

/** The installation's business date: one row (id 1). Only the end-of-day run (or a demo/test pin) moves it. */
export const businessDates = pgTable('business_dates', {
  id: integer('id').primaryKey(),
  date: date('date', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One end-of-day run per business date closed: its batches, counts and timings. */
export const endOfDayRuns = pgTable(
  'end_of_day_runs',
  {
    id: serial('id').primaryKey(),
    closedOn: date('closed_on', { mode: 'string' }).notNull(),
    /** The run chain goes on closing days until the business date reaches this one. */
    until: date('until', { mode: 'string' }).notNull(),
    /** Batches handed to the job queue (the schedule) or run in the asking request (a demo/test advance). */
    queued: boolean('queued').notNull(),
    status: text('status').$type<EndOfDayRunStatus>().notNull().default('running'),
    loanCount: integer('loan_count').notNull().default(0),
    batchCount: integer('batch_count').notNull().default(0),
    batchesDone: integer('batches_done').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('end_of_day_runs_closed_on_idx').on(table.closedOn)],
)

/** A run's batch: one closer's range of record ids; done once, in the transaction of its writes. */
export const endOfDayBatches = pgTable(
  'end_of_day_batches',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => endOfDayRuns.id, { onDelete: 'cascade' }),
    closer: text('closer').notNull(),
    n: integer('n').notNull(),
    fromId: integer('from_id').notNull(),
    toId: integer('to_id').notNull(),
    size: integer('size').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('end_of_day_batches_run_idx').on(table.runId, table.closer, table.n)],
)
