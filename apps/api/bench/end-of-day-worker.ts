/**
 * One worker process of the end-of-day bench (bench/end-of-day-bench.ts starts BENCH_EOD_WORKERS of them):
 * what `npm run worker` does for the end-of-day batches, and nothing else. It opens the database given as its
 * argument, registers the loan closer and the batch kind, says `ready`, waits for `go` on stdin, drains the
 * queue's batches, then prints its CPU seconds as one JSON line and waits for `exit` (so the bench can read its
 * PostgreSQL backends' CPU before their connections close).
 */
import { createInterface } from 'node:readline'
import { openDatabase } from '../src/db/client'
import { registerEndOfDayJobs } from '../src/features/business-date'
import { END_OF_DAY_BATCH } from '../src/features/business-date/end-of-day'
import { JobWorker } from '../src/features/jobs'
import { registerLoanDayClose } from '../src/features/loan-servicing'

async function main() {
  const [url, concurrency] = [process.argv[2]!, Number(process.argv[3] ?? 2)]
  const database = await openDatabase({ url, poolMax: concurrency + 1 })
  registerLoanDayClose()
  registerEndOfDayJobs()
  const worker = new JobWorker(database, {
    schedules: false,
    concurrency,
    // A batch under heavy load may take longer than the default lease.
    leaseMs: 300_000,
    kinds: [END_OF_DAY_BATCH],
  })
  const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]()
  console.log('ready')
  await lines.next()
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const jobs = await worker.drain()
  const cpu = process.cpuUsage(cpuBefore)
  console.log(
    JSON.stringify({
      jobs,
      wallSeconds: (performance.now() - started) / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    }),
  )
  await lines.next()
  await database.close()
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
