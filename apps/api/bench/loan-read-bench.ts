/**
 * The loan read at portfolio size (issue 33, goal: `GET /api/v1/credit-applications/:origin/:id/loan?asOf=`
 * p99 ≤ 20 ms at 1 M loans, on PostgreSQL): random generated loans read one request at a time after a
 * warm-up (p50, p99, the process's CPU per read), then one read's statements with their plans
 * (loan-read-plans.ts). end-of-day-bench.ts calls `loanReads` after each end-of-day run; alone
 * (`npx tsx bench/loan-read-bench.ts`) it generates BENCH_READ_LOANS loans (100 000 by default) without
 * running the end of day, for looking at the read only; BENCH_KEEP=true keeps that database, and
 * BENCH_READ_URL=<its url> reads it again (migrated to the current schema first) without generating.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { openDatabase, type DatabaseHandle } from '../src/db/client'
import { pinBusinessDate } from '../src/features/business-date'
import { assignPaymentReference } from '../src/features/payment-references'
import { bootstrap } from '../src/seed/bootstrap'
import { rows, seeded } from './bulk-seed'
import { machineLoad } from './load'
import { loanReadPlans } from './loan-read-plans'
import { scratchDatabase, signIn } from './postgres-scratch'

const READS = Number(process.env.BENCH_EOD_READS ?? 400)
const WARM_UP = 50

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!

/**
 * The loan read over random generated loans as of `asOf` (a closed business day: every generated loan was
 * disbursed before it), one request at a time after a warm-up: p50 and p99 in ms, CPU ms per read.
 */
export async function loanReads(database: DatabaseHandle, url: string, loans: number, asOf: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-bench-read-'))
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WORKERS: 'false', DEMO_SEED: 'true' }),
    rateLimitPerMinute: 1_000_000,
    webDist: undefined,
  }
  const app = await buildApp({ config, database, logger: false })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const { token } = await signIn(address, 'admin@demo.com', 'admin')
    const sample = await rows<{ id: number; product: string }>(
      database.db,
      sql`select a.id, a.product from credit_applications a
          where a.curp like 'BENCH%' and substr(a.curp, 6)::int in
            (select (random() * ${loans - 1})::int + 1 from generate_series(1, ${READS + WARM_UP}))`,
    )
    // An installation's loans have their payment reference (issue 35: assigned at opening, backfilled once);
    // the generated ones get theirs first, so that no measured read is a first read that writes one.
    const sampled = await rows<{ loanId: number; applicationId: number }>(
      database.db,
      sql`select id as "loanId", application_id as "applicationId" from loans
          where application_id in (${sql.join(
            sample.map((application) => sql`${application.id}`),
            sql`, `,
          )})`,
    )
    for (const loan of sampled) await assignPaymentReference(database.db, loan)
    const readOf = (application: { id: number; product: string }) => () =>
      fetch(
        `${address}/api/v1/credit-applications/${application.product}/${application.id}/loan?asOf=${asOf}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      ).then(async (response) => {
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`loan read answered ${response.status}`)
      })
    const timings: number[] = []
    let cpu = process.cpuUsage()
    for (const [index, application] of sample.entries()) {
      if (index === WARM_UP) cpu = process.cpuUsage()
      const started = performance.now()
      await readOf(application)()
      if (index >= WARM_UP) timings.push(performance.now() - started)
    }
    const used = process.cpuUsage(cpu)
    timings.sort((a, b) => a - b)
    const figures = {
      reads: timings.length,
      'p50 ms': Number(percentile(timings, 0.5).toFixed(1)),
      'p99 ms': Number(percentile(timings, 0.99).toFixed(1)),
      // The API's own CPU per read (this process: the server; the database's is its own).
      'cpu ms/read': Number(((used.user + used.system) / 1000 / timings.length).toFixed(2)),
    }
    console.log(
      `  loan read ?asOf=${asOf} at ${loans.toLocaleString('en')} loans: ${JSON.stringify(figures)} (${machineLoad()})`,
    )
    const plans = await loanReadPlans(database.db, url, readOf(sample[0]!))
    return {
      ...figures,
      statements: plans.length,
      'seq scans': plans.flatMap((plan) => plan.seqScans).length,
    }
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Alone: a generated portfolio of BENCH_READ_LOANS loans and its reads, without the end-of-day run. */
async function benchLoanRead() {
  const { BUSINESS_DATE, grow } = await import('./end-of-day-bench')
  const loans = Number(process.env.BENCH_READ_LOANS ?? 100_000)
  console.log(`\n== Loan read (issue 33) on PostgreSQL (${machineLoad()})`)
  const kept = process.env.BENCH_READ_URL
  if (kept) {
    const database = await openDatabase({ url: kept, poolMax: 8 })
    try {
      await bootstrap(database.db, { createFirstAdmin: false })
      await database.db.execute(sql`analyze`)
      console.table([await loanReads(database, kept, loans, BUSINESS_DATE)])
    } finally {
      await database.close()
    }
    return
  }
  const scratch = await scratchDatabase('mesa_bench_read')
  const database = await openDatabase({ url: scratch.url, poolMax: 8 })
  try {
    await seeded(database)
    await pinBusinessDate(database.db, BUSINESS_DATE)
    await grow(database, 1, loans)
    console.table([await loanReads(database, scratch.url, loans, BUSINESS_DATE)])
  } finally {
    await database.close()
    if (process.env.BENCH_KEEP !== 'true') await scratch.drop()
    else console.log(`  kept ${scratch.url}`)
  }
}

if (process.argv[1]?.endsWith('loan-read-bench.ts'))
  benchLoanRead().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
