import path from 'node:path'
import closeWithGrace from 'close-with-grace'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { checkpointKeysOf, useCheckpointKeys } from './features/audit'
import { JobWorker } from './features/jobs'
import { createMailer } from './features/mail'
import { registerJobKinds } from './job-kinds'
import { configurationProblems, databaseProblems, refuseWhenUnsafe } from './production-readiness'

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
  const problems = config.production ? configurationProblems(config) : []
  if (!config.databaseUrl)
    console.warn(
      'No DATABASE_URL: this worker uses the embedded database, which an API process cannot share.',
    )
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    onIdleError: (error) => console.warn(`database connection dropped: ${error.message}`),
  })
  if (config.production) {
    problems.push(...(await databaseProblems(database.db)))
    if (problems.length > 0) await database.close()
    refuseWhenUnsafe(problems, 'worker')
  }
  registerJobKinds()
  useCheckpointKeys(database.db, checkpointKeysOf(config))
  const log = {
    info: (object: object, message: string) => console.log(message, object),
    error: (object: object, message: string) => console.error(message, object),
  }
  // The mail.deliver jobs of this worker send through the same transport as the API would.
  const mailer = createMailer(config, database.db, log)
  const worker = new JobWorker(database, { log })
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) console.error('worker shutting down after an error', err)
    await worker.stop(8_000)
    mailer.close()
    await database.close()
  })
  await worker.start()
  console.log(`Job worker ${worker.id} started.`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
