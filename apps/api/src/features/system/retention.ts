import type { RetentionPeriods } from '../../config'
import type { Executor } from '../../db/client'
import { purgeExpiredRateLimits } from '../../lib/rate-limit-store'
import { purgeExpiredSessions } from '../auth'
import { purgeExpiredIdempotencyKeys } from '../idempotency'
import { purgeFinishedJobs, registerJobHandler, registerJobSchedule } from '../jobs'
import { purgeExpiredNotifications } from '../notifications'

/** The periods when the configuration names none (config.ts holds the same defaults for the env vars). */
export const DEFAULT_RETENTION: RetentionPeriods = {
  jobDays: 14,
  deadJobDays: 90,
  sessionDays: 30,
  notificationDays: 90,
  idempotencyHours: 24,
}

const DAY = 86_400_000
const HOUR = 3_600_000
const ago = (ms: number) => new Date(Date.now() - ms)

interface RetentionRun {
  periods: RetentionPeriods
  signal?: AbortSignal
}

/**
 * One purge per kind of data, each through the owning feature's door (this module deletes no table itself).
 * Each answers how many rows went (the tests read it).
 */
export const retentionPurges = {
  'retention.jobs': (db: Executor, { periods, signal }: RetentionRun) =>
    purgeFinishedJobs(db, {
      before: ago(periods.jobDays * DAY),
      deadBefore: ago(periods.deadJobDays * DAY),
      signal,
    }),
  'retention.sessions': (db: Executor, { periods, signal }: RetentionRun) =>
    purgeExpiredSessions(db, { before: ago(periods.sessionDays * DAY), signal }),
  'retention.notifications': (db: Executor, { periods, signal }: RetentionRun) =>
    purgeExpiredNotifications(db, { before: ago(periods.notificationDays * DAY), signal }),
  'retention.idempotency-keys': (db: Executor, { periods, signal }: RetentionRun) =>
    purgeExpiredIdempotencyKeys(db, { before: ago(periods.idempotencyHours * HOUR), signal }),
  'retention.rate-limits': (db: Executor, { signal }: RetentionRun) =>
    purgeExpiredRateLimits(db, { before: new Date(), signal }),
} as const

export type RetentionKind = keyof typeof retentionPurges

/** Nightly, staggered so two purges rarely run at once; rate-limit rows hourly (they expire in minutes). */
const schedules: Record<RetentionKind, string> = {
  'retention.jobs': '10 3 * * *',
  'retention.sessions': '20 3 * * *',
  'retention.notifications': '30 3 * * *',
  'retention.idempotency-keys': '40 * * * *',
  'retention.rate-limits': '50 * * * *',
}

/**
 * Registers the retention jobs and their schedules. The periods travel in each scheduled job's payload, so
 * the jobs screen shows what a run used and a worker process purges with the configuration that enqueued it.
 */
export function registerRetentionJobs(periods: RetentionPeriods = DEFAULT_RETENTION) {
  for (const [kind, purge] of Object.entries(retentionPurges) as [
    RetentionKind,
    (typeof retentionPurges)[RetentionKind],
  ][]) {
    registerJobHandler<Partial<RetentionPeriods> | null>(
      kind,
      async (payload, { db, signal }) => {
        await purge(db, { periods: { ...DEFAULT_RETENTION, ...payload }, signal })
      },
      { timeoutMs: 10 * 60_000, maxAttempts: 3 },
    )
    registerJobSchedule({ name: kind, cron: schedules[kind], kind, payload: periods })
  }
}
