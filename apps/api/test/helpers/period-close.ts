import { accountingPaths, type CloseRun } from '@mesa/contracts'
import { JobWorker } from '../../src/features/jobs'
import type { TestApp } from './test-app'

/** Runs the queued month-end closes (the job a worker would take). */
export const runCloseJobs = (t: TestApp) =>
  new JobWorker(t.database, { schedules: false, kinds: ['accounting.period-close'] }).drain()

/** The month's latest close run, as the close screen reads it. */
export async function closeRunOf(t: TestApp, token: string, period: string): Promise<CloseRun | null> {
  const periods = await t.as(token, { method: 'GET', url: accountingPaths.periods })
  return periods.json().items.find((item: { period: string }) => item.period === period)?.closeRun ?? null
}

/**
 * Asks for a month's close and runs its job: `asked` is the POST's answer (202, or the 409 refused at once),
 * `run` the run as it ended (null when nothing was queued).
 */
export async function closeMonth(t: TestApp, token: string, period: string) {
  const asked = await t.as(token, {
    method: 'POST',
    url: accountingPaths.periodClose.replace(':period', period),
  })
  if (asked.statusCode !== 202) return { asked, run: null }
  await runCloseJobs(t)
  return { asked, run: await closeRunOf(t, token, period) }
}
