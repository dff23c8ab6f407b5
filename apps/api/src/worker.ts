import path from 'node:path'
import closeWithGrace from 'close-with-grace'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { checkpointKeysOf, useCheckpointKeys } from './features/audit'
import { JobWorker, jobQueueStats } from './features/jobs'
import { createMailer } from './features/mail'
import { registerJobKinds } from './job-kinds'
import { processLogger } from './lib/logger'
import { observeDatabase, observeJobs, observeListeners, startMetrics } from './lib/metrics'
import { configurationProblems, databaseProblems, refuseWhenUnsafe } from './production-readiness'
import { watchBusinessDate } from './features/business-date'
import { watchAccountMappings } from './features/accounting'

/** A process that only runs background jobs (`npm run worker -w @mesa/api`), for scaling beside the API. */
async function main() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  // pino with the API's redaction: no credentials and no statement values in any line.
  const log = processLogger(config.logLevel, 'worker')
  const problems = config.production ? configurationProblems(config) : []
  if (!config.databaseUrl)
    console.warn(
      'No DATABASE_URL: this worker uses the embedded database, which an API process cannot share.',
    )
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    onIdleError: (error) => log.warn({ err: error }, 'database connection dropped'),
  })
  if (config.production) {
    problems.push(...(await databaseProblems(database.db)))
    if (problems.length > 0) await database.close()
    refuseWhenUnsafe(problems, 'worker')
  }
  registerJobKinds(config)
  const unwatchBusinessDate = await watchBusinessDate(database)
  const unwatchMappings = await watchAccountMappings(database)
  useCheckpointKeys(database.db, checkpointKeysOf(config))
  // The mail.deliver jobs of this worker send through the same transport as the API would.
  const mailer = createMailer(config, database.db, log)
  const worker = new JobWorker(database, { log })
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) log.error({ err }, 'worker shutting down after an error')
    await worker.stop(8_000)
    await unwatchBusinessDate()
    await unwatchMappings()
    await metrics?.stop()
    mailer.close()
    await database.close()
  })
  // The worker's own /metrics: the queue by kind, dead jobs, its database pool, listener and event loop.
  const metrics = config.metricsPort
    ? await startMetrics({
        port: config.metricsPort,
        host: config.metricsHost ?? config.host,
        service: 'mesa-worker',
        log,
      })
    : undefined
  if (metrics) {
    observeDatabase(metrics.meter, database.db)
    observeJobs(metrics.meter, () => jobQueueStats(database.db))
    observeListeners(metrics.meter, database.listeners)
  }
  await worker.start()
  log.info({ workerId: worker.id }, 'job worker started')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
