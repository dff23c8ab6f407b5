/**
 * The end-of-day run at portfolio size (issue 33), on PostgreSQL: a generated portfolio (SQL generate_series
 * into credit_applications, loans, loan_installments and loan_payments of a scratch database on
 * BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test; skipped with a line when it
 * does not answer; dropped after), then
 * - the end-of-day run of one business date over 100 000 active loans, its batches taken from the job queue by
 *   two workers in this process (goal: 1 000 000 loans within 10 minutes on 2 cores);
 * - the books' reconciliation as of that closed day with the loans' real sub-ledger (loan-subledger-bench.ts);
 * - the same over 1 000 000 loans when BENCH_EOD_MILLION=true (several minutes of generation; a line says so
 *   otherwise);
 * - the loan read `GET /api/v1/credit-applications/:origin/:id/loan?asOf=` over random loans: p50, p99 (goal
 *   p99 ≤ 20 ms at 1 M loans) and the API's CPU per read, then one read's statements with their plans
 *   (loan-read-bench.ts, loan-read-plans.ts).
 * The portfolio: 24-month loans of 50 000–99 000 pesos at 36 %, disbursed 1–700 days before the business
 * date, paid on each due date except 1 in 20 loans four installments behind (90+), 1 in 20 two behind and
 * 1 in 20 one behind. Every figure is printed with the machine's load beside it.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client'
import { addDays } from '../src/lending'
import { pinBusinessDate, registerEndOfDayJobs } from '../src/features/business-date'
import { startEndOfDay } from '../src/features/business-date/end-of-day'
import { registerLoanDayClose } from '../src/features/loan-servicing'
import { rows, seeded } from './bulk-seed'
import { machineLoad, seconds } from './load'
import { loanReads } from './loan-read-bench'
import { benchLoanSubledger } from './loan-subledger-bench'
import { SERVER_URL, scratchDatabase } from './postgres-scratch'

/** The business date the portfolio is generated around (the run closes it, then the next day). */
export const BUSINESS_DATE = '2026-11-27'
/** Loans generated per statement: a few hundred thousand rows each, with a progress line. */
const CHUNK = 100_000
const READS = Number(process.env.BENCH_EOD_READS ?? 400)
/** The first portfolio's size (100 000; smaller to profile a change quickly). */
const FIRST_SIZE = Number(process.env.BENCH_EOD_LOANS ?? 100_000)

async function answers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

/** Loans numbered `from`..`to` (and their applications, installments and payments), in one statement each. */
async function generateLoans(db: Database, from: number, to: number) {
  await db.execute(sql`
    insert into credit_applications (product, stage, ally_id, applicant_name, curp, rfc, mobile_phone,
      requested_amount_cents, applicant, product_data)
    select t.product, 'activo', t.ally_id, t.applicant_name, 'BENCH' || lpad(g::text, 13, '0'), t.rfc,
      t.mobile_phone, t.requested_amount_cents, t.applicant, t.product_data
    from (select * from credit_applications order by id limit 1) t, generate_series(${from}::int, ${to}::int) g`)
  await db.execute(sql`
    insert into loans (application_id, principal_cents, annual_rate_bps, term_months, disbursed_on,
      balance_cents, next_due_date, next_due_cents, figures_on)
    select a.id, x.principal, 3600, 24, x.disbursed, x.principal, (x.disbursed + interval '1 month')::date, 0,
      x.disbursed
    from (select id, substr(curp, 6)::int as g from credit_applications
          where curp like 'BENCH%' and substr(curp, 6)::int between ${from}::int and ${to}::int) a,
      lateral (select (5000000 + (a.g % 50) * 100000)::bigint as principal,
                      (${BUSINESS_DATE}::date - ((a.g % 700) + 1))::date as disbursed) x`)
  const [range] = await rows<{ low: number; high: number }>(
    db,
    sql`select min(l.id)::int as low, max(l.id)::int as high from loans l
        join credit_applications a on a.id = l.application_id
        where a.curp like 'BENCH%' and substr(a.curp, 6)::int between ${from}::int and ${to}::int`,
  )
  // Equal principal parts (the last takes the remainder), a month's interest at 3 % on the balance, its IVA.
  await db.execute(sql`
    insert into loan_installments (loan_id, n, due_date, principal_cents, interest_cents, iva_cents)
    select l.id, n, (l.disbursed_on + make_interval(months => n))::date,
      case when n = 24 then l.principal_cents - (l.principal_cents / 24) * 23 else l.principal_cents / 24 end,
      round((l.principal_cents - (l.principal_cents / 24) * (n - 1)) * 0.03)::bigint,
      round(round((l.principal_cents - (l.principal_cents / 24) * (n - 1)) * 0.03) * 0.16)::bigint
    from loans l, generate_series(1, 24) n where l.id between ${range!.low} and ${range!.high}`)
  // Each installment paid on its due date, but for the last 4, 2 or 1 due ones of 1 loan in 20 each.
  await db.execute(sql`
    insert into loan_payments (loan_id, amount_cents, paid_on, method)
    select i.loan_id, i.principal_cents + i.interest_cents + i.iva_cents, i.due_date, 'spei'
    from loan_installments i join loans l on l.id = i.loan_id
    where l.id between ${range!.low} and ${range!.high}
      and i.due_date < (${BUSINESS_DATE}::date - make_interval(months =>
        case l.id % 20 when 0 then 4 when 1 then 2 when 2 then 1 else 0 end))::date`)
}

export async function grow(database: DatabaseHandle, from: number, to: number) {
  const started = performance.now()
  for (let first = from; first <= to; first += CHUNK) {
    await generateLoans(database.db, first, Math.min(to, first + CHUNK - 1))
    process.stdout.write(
      `  generated ${Math.min(to, first + CHUNK - 1).toLocaleString('en')} loans (${seconds(started)})\r`,
    )
  }
  await database.db.execute(sql`analyze`)
  const [counts] = await rows<{ installments: number; payments: number }>(
    database.db,
    sql`select (select count(*) from loan_installments)::int as installments,
               (select count(*) from loan_payments)::int as payments`,
  )
  console.log(
    `  portfolio: ${to.toLocaleString('en')} generated loans, ${counts!.installments.toLocaleString('en')} installments, ` +
      `${counts!.payments.toLocaleString('en')} payments, in ${seconds(started)} (${machineLoad()})`,
  )
}

/** Workers taking the batches (processes, as `npm run worker` would run beside the API), and jobs each at once. */
const WORKERS = Number(process.env.BENCH_EOD_WORKERS ?? 2)
const CONCURRENCY = Number(process.env.BENCH_EOD_CONCURRENCY ?? 2)

/** Starts one worker process (bench/end-of-day-worker.ts) and waits for its `ready`. */
async function startWorker(url: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'end-of-day-worker.ts'), url, String(CONCURRENCY)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]()
  const next = async () => {
    const line = await lines.next()
    if (line.done) throw new Error('an end-of-day worker process ended early')
    return line.value
  }
  while ((await next()) !== 'ready');
  return {
    go: () => child.stdin!.write('go\n'),
    /** Its CPU seconds once the queue is drained. */
    drained: async () => JSON.parse(await next()) as { jobs: number; cpuSeconds: number },
    exit: () => {
      child.stdin!.end('exit\n')
      return new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

/** CPU seconds (user + system) of this database's PostgreSQL backends, by process id, from /proc (same machine). */
async function backendCpu(database: DatabaseHandle) {
  const backends = await rows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )
  const cpu = new Map<number, number>()
  for (const { pid } of backends)
    try {
      // Fields 14 and 15 (utime, stime) in clock ticks of 1/100 s, after the command name in parentheses.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / 100)
    } catch {
      // A server on another machine: no PostgreSQL CPU figure.
    }
  return cpu
}

/**
 * One business date closed through the job queue by WORKERS worker processes; answers the run's figures:
 * wall seconds, the workers' node CPU seconds, the PostgreSQL backends' CPU seconds (read from /proc when the
 * server runs on this machine), loans/s and the 1 M projection at that rate.
 */
async function endOfDay(database: DatabaseHandle, url: string) {
  const [{ date }] = (await rows<{ date: string }>(
    database.db,
    sql`select date::text as date from business_dates where id = 1`,
  )) as [{ date: string }]
  const workers = await Promise.all(Array.from({ length: WORKERS }, () => startWorker(url)))
  const pgBefore = await backendCpu(database)
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const run = await startEndOfDay(database.db, addDays(date, 1), true)
  for (const worker of workers) worker.go()
  const drained = await Promise.all(workers.map((worker) => worker.drained()))
  const elapsed = (performance.now() - started) / 1000
  const own = process.cpuUsage(cpuBefore)
  const pgAfter = await backendCpu(database)
  await Promise.all(workers.map((worker) => worker.exit()))
  const nodeCpu = drained.reduce((total, worker) => total + worker.cpuSeconds, (own.user + own.system) / 1e6)
  const pgCpu = [...pgAfter].reduce((total, [pid, cpu]) => total + cpu - (pgBefore.get(pid) ?? 0), 0)
  const [figures] = await rows<{
    status: string
    loans: number
    batches: number
    done: number
    snapshots: number
  }>(
    database.db,
    sql`select r.status, r.loan_count as loans, r.batch_count as batches, r.batches_done as done,
          (select count(*)::int from loan_day_figures where "on" = ${date}::date) as snapshots
        from end_of_day_runs r where r.id = ${run!.runId}`,
  )
  const loansPerSecond = figures!.loans / elapsed
  const result = {
    closedOn: date,
    loans: figures!.loans,
    batches: figures!.batches,
    workers: WORKERS,
    'wall s': Number(elapsed.toFixed(1)),
    'node CPU s': Number(nodeCpu.toFixed(1)),
    'pg CPU s': Number(pgCpu.toFixed(1)),
    'loans/s': Math.round(loansPerSecond),
    '1 M min': Number((1_000_000 / loansPerSecond / 60).toFixed(1)),
    // The machine is shared (the load average is printed): CPU per loan spread over its cores without others.
    '1 M min idle': Number(
      ((((nodeCpu + pgCpu) / figures!.loans) * 1_000_000) / cpus().length / 60).toFixed(1),
    ),
  }
  console.log(
    `  end of day ${date}: ${figures!.loans.toLocaleString('en')} loans in ${figures!.batches} batches by ` +
      `${WORKERS} workers × ${CONCURRENCY}, ${figures!.status}, ${elapsed.toFixed(1)} s wall, ` +
      `node CPU ${nodeCpu.toFixed(1)} s (${((nodeCpu / figures!.loans) * 1e6).toFixed(0)} µs/loan), ` +
      `PostgreSQL CPU ${pgCpu.toFixed(1)} s (${((pgCpu / figures!.loans) * 1e6).toFixed(0)} µs/loan), ` +
      `${Math.round(loansPerSecond).toLocaleString('en')} loans/s, 1 M in ${result['1 M min']} min at this load ` +
      `(${result['1 M min idle']} min on ${cpus().length} idle cores by CPU); ` +
      `${figures!.snapshots.toLocaleString('en')} snapshot rows (${machineLoad()})`,
  )
  return result
}

/** The end-of-day bench (called by bench/run.ts, or alone: `npm run bench:end-of-day -w @mesa/api`). */
export async function benchEndOfDay() {
  console.log(`\n== End of day (issue 33) on PostgreSQL (${machineLoad()})`)
  if (!(await answers(SERVER_URL))) {
    console.log(`  no PostgreSQL at ${SERVER_URL} (set BENCH_DATABASE_URL); end-of-day bench skipped`)
    return []
  }
  const scratch = await scratchDatabase('mesa_bench_eod')
  const database = await openDatabase({ url: scratch.url, poolMax: 8 })
  const results: Array<Record<string, string | number>> = []
  try {
    await seeded(database)
    registerLoanDayClose()
    registerEndOfDayJobs()
    await pinBusinessDate(database.db, BUSINESS_DATE)
    await grow(database, 1, FIRST_SIZE)
    const reads = (loans: number) =>
      READS > 0 ? loanReads(database, scratch.url, loans, BUSINESS_DATE) : Promise.resolve({})
    results.push({
      size: FIRST_SIZE.toLocaleString('en'),
      ...(await endOfDay(database, scratch.url)),
      // Issue 34: the books' reconciliation as of the day just closed, with the loans' real sub-ledger.
      ...(await benchLoanSubledger(database, BUSINESS_DATE)),
      ...(await reads(FIRST_SIZE)),
    })
    if (process.env.BENCH_EOD_MILLION === 'true') {
      await grow(database, FIRST_SIZE + 1, 1_000_000)
      results.push({
        size: '1 000 000',
        ...(await endOfDay(database, scratch.url)),
        ...(await reads(1_000_000)),
      })
    } else console.log('  1 000 000 loans: skipped (BENCH_EOD_MILLION=true runs it)')
    console.table(results)
    return results
  } finally {
    await database.close()
    await scratch.drop()
  }
}

if (process.argv[1]?.endsWith('end-of-day-bench.ts'))
  benchEndOfDay().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
