import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { stageTargetHours, workingStages } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { creditApplications as applications } from './credit-applications.schema'

/*
 * The stage's SLA clock may stand still (docs/domain.md: a clarification sent back to the ally pauses it).
 * The clock's effective start is the time the application entered the stage moved later by every second
 * it stood paused, so "overdue" is one comparison and a move to another stage resets both columns.
 */

/** When the stage's SLA clock effectively started: entered + finished pauses + the running pause so far. */
export const slaClockStart = sql`(${applications.stageEnteredAt} + make_interval(secs => ${applications.slaPausedSeconds}) + coalesce(now() - ${applications.slaPausedSince}, interval '0'))`

/**
 * Overdue: in a working stage for longer than that stage's target hours, paused time not counted. The stages and
 * hours (fixed names and integers of the contracts) are written as literals: the application directory carries
 * it as a column, and a read model without parameters reads the same wherever a query repeats it.
 */
export const overdueCondition = sql`(${sql.join(
  workingStages
    .filter((stage) => Number.isFinite(stageTargetHours[stage]))
    .map(
      (stage) =>
        sql`(${applications.stage} = ${sql.raw(`'${stage}'`)} and ${slaClockStart} < now() - make_interval(hours => ${sql.raw(String(stageTargetHours[stage]))}))`,
    ),
  sql` or `,
)})`

/** Stops the clock at `at` (no-op when it already stands still). */
export async function pauseStageClock(db: Executor, applicationId: number, at: Date) {
  await db
    .update(applications)
    .set({ slaPausedSince: at })
    .where(and(eq(applications.id, applicationId), isNull(applications.slaPausedSince)))
}

/** Starts the clock again at `at`, adding the paused stretch to the stage's paused seconds. */
export async function resumeStageClock(db: Executor, applicationId: number, at: Date) {
  await db
    .update(applications)
    .set({
      slaPausedSeconds: sql`${applications.slaPausedSeconds} + greatest(0, round(extract(epoch from (${at.toISOString()}::timestamptz - ${applications.slaPausedSince}))))::int`,
      slaPausedSince: null,
    })
    .where(and(eq(applications.id, applicationId), isNotNull(applications.slaPausedSince)))
}
