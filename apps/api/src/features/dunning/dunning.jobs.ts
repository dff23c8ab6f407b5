import { registerJobHandler, registerJobSchedule } from '../jobs'
import { runDunning } from './dunning-run'

export const DUNNING_RUN = 'dunning.run'

/**
 * The day's reminders at 07:15 UTC (01:15 in Mexico City), after the end of day (06:30 UTC) has moved the business
 * date and refreshed every loan's days past due; the run reads the business date, so a pinned (demo) date is
 * served too, and a second run on the same date sends nothing new.
 */
export function registerDunningJobs() {
  registerJobSchedule({ name: DUNNING_RUN, cron: '15 7 * * *', kind: DUNNING_RUN, payload: {} })
  registerJobHandler(
    DUNNING_RUN,
    async (_payload, { db }) => {
      await runDunning(db, null)
    },
    { timeoutMs: 600_000 },
  )
}
