import type { CheckName } from '@mesa/contracts'
import { loadConfig } from '../../config'
import { storageFromConfig } from '../../lib/s3-storage'
import type { FileStorage } from '../../lib/storage'
import { onReportStored } from '../credit-bureau'
import { registerJobHandler } from '../jobs'
import { markUnfinished, runChecks } from './checks.runner'
import { CHECKS_RUN_JOB, requeueAfterReport } from './checks.service'

const MAX_ATTEMPTS = 3
let storage: FileStorage | undefined

/** The API hands its storage over; a standalone worker builds its own from the same configuration. */
export function useCheckStorage(appStorage: FileStorage) {
  storage = appStorage
}

function currentStorage() {
  try {
    storage ??= storageFromConfig(loadConfig())
  } catch {
    return null
  }
  return storage
}

/**
 * The checks' job, and their dependency on the bureau report: the pull's job stores the report and, in the
 * same transaction, queues the checks that read it (those that ran before it wait for it, pending). Both are
 * registered wherever jobs run: in the API (WORKERS=true) and in a worker process of its own alike.
 */
export function registerAutomatedCheckJobs() {
  onReportStored('automated-checks', requeueAfterReport)
  registerJobHandler<{ applicationId: number; checks: CheckName[] }>(
    CHECKS_RUN_JOB,
    async (payload, job) => {
      try {
        await runChecks(job.db, currentStorage(), payload, job.signal)
      } catch (error) {
        if (job.attempt >= MAX_ATTEMPTS)
          await markUnfinished(job.db, payload.applicationId, payload.checks, String(error))
        throw error
      }
    },
    { maxAttempts: MAX_ATTEMPTS, timeoutMs: 180_000, backoff: { baseMs: 5_000, maxMs: 120_000 } },
  )
}
