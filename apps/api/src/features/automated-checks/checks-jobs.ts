import type { CheckName } from '@mesa/contracts'
import { loadConfig } from '../../config'
import { storageFromConfig } from '../../lib/s3-storage'
import type { FileStorage } from '../../lib/storage'
import { registerJobHandler } from '../jobs'
import { markUnfinished, runChecks } from './checks.runner'
import { CHECKS_RUN_JOB } from './checks.service'

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

export function registerAutomatedCheckJobs() {
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
