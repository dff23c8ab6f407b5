import { businessToday } from '@mesa/contracts'
import { registerJobHandler, registerJobSchedule } from '../jobs'
import { runDunning } from './dunning-run'

export const DUNNING_RUN = 'dunning.run'

/** Sunday in Mexico City: collection reaches customers Monday to Saturday only (docs/compliance.md). */
const isSundayInMexico = () => new Date(`${businessToday()}T12:00:00Z`).getUTCDay() === 0

/**
 * The day's reminders at 15:00 UTC (9:00 in Mexico City: after the end of day of 06:30 UTC has moved the business
 * date and every loan's days past due, and within the hours collection may reach a customer), Monday to Saturday
 * (Monday's run catches Sunday's loans up: the rules reach a loan for a week). The run reads the business date,
 * so a pinned (demo) date is served too, and a second run on the same date sends nothing new.
 */
export function registerDunningJobs() {
  registerJobSchedule({ name: DUNNING_RUN, cron: '0 15 * * *', kind: DUNNING_RUN, payload: {} })
  registerJobHandler(
    DUNNING_RUN,
    async (_payload, { db }) => {
      if (!isSundayInMexico()) await runDunning(db, null)
    },
    { timeoutMs: 600_000 },
  )
}
