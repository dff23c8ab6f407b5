import { businessToday } from '@mesa/contracts'
import { registerJobHandler, registerJobSchedule } from '../jobs'
import { END_OF_DAY, END_OF_DAY_BATCH, runEndOfDayBatch, startEndOfDay } from './end-of-day'

/**
 * The end of day, every day at 00:30 Mexico City (06:30 UTC; Mexico keeps no summer time since 2022): closes
 * every business date before the calendar day, one run per day, its batches spread over the workers. An
 * installation whose date is pinned (BUSINESS_DATE, demo and test mode) is moved only by an administrator.
 */
export function registerEndOfDayJobs(options: { pinned?: boolean } = {}) {
  registerJobSchedule({ name: END_OF_DAY, cron: '30 6 * * *', kind: END_OF_DAY, payload: {} })
  registerJobHandler<{ until?: string }>(END_OF_DAY, async (payload, { db }) => {
    if (!payload.until && options.pinned) return
    await startEndOfDay(db, payload.until ?? businessToday(), true)
  })
  registerJobHandler<{ batchId: number }>(
    END_OF_DAY_BATCH,
    async (payload, { db }) => runEndOfDayBatch(db, payload.batchId),
    // A batch of a few thousand loans takes seconds; the default 60 s leaves room on a loaded machine.
    { timeoutMs: 300_000 },
  )
}
