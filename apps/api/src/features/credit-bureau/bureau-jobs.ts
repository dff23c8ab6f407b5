import { registerJobHandler } from '../jobs'
import type { Database } from '../../db/client'
import type { BureauProvider } from './bureau-provider'
import { BUREAU_PULL_JOB, failPull, runPull } from './credit-bureau.service'
import { sandboxBureauOn } from './sandbox-register'

const MAX_ATTEMPTS = 3

/**
 * The bureau in use. Only the SANDBOX ships: a production provider (Buró de Crédito's API with the
 * institution's credentials) implements `BureauProvider` and is chosen here.
 */
const bureauProviderOn = (db: Database): BureauProvider => sandboxBureauOn(db)

export function registerBureauJobs() {
  registerJobHandler<{ pullId: number }>(
    BUREAU_PULL_JOB,
    async ({ pullId }, job) => {
      try {
        await runPull(job.db, bureauProviderOn(job.db), pullId, job.signal)
      } catch (error) {
        if (job.attempt >= MAX_ATTEMPTS) await failPull(job.db, pullId)
        throw error
      }
    },
    { maxAttempts: MAX_ATTEMPTS, timeoutMs: 30_000, backoff: { baseMs: 10_000, maxMs: 300_000 } },
  )
}
