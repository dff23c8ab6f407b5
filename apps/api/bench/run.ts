/**
 * `npm run bench` (issue 12): Mesa beside json-server on the same ally rows, under the same autocannon load,
 * in one run; then the app-bar search (authentication only), a credit-application list and a detail.
 * - embedded PGlite at the demo size (BENCH_PGLITE_ROWS adds rows);
 * - PostgreSQL at 1 000 and 1 000 000 allies in a throwaway database `mesa_bench_…` on BENCH_DATABASE_URL's
 *   server (default postgres://postgres@127.0.0.1:5432/test; skipped when it does not answer; dropped after).
 * - bulk import (issue 20, PGlite): BENCH_IMPORT_ROWS (default 100 000) generated allies uploaded and imported
 *   while the ally list is under load: rows/s and the list's p99 meanwhile (several minutes; 0 skips it).
 * - the end-of-day run (issue 33) over 100 000 generated loans, and 1 000 000 with BENCH_EOD_MILLION=true, and
 *   the loan read's p99 (bench/end-of-day-bench.ts; BENCH_EOD=false leaves it out).
 * - the books (issue 34): the trial balance and reconciliation as of a past date over 10 000 000 journal lines
 *   (BENCH_TB_LINES=1000000 for a shorter run),
 *   and the cost a journal entry adds to a payment (bench/trial-balance-bench.ts; BENCH_BOOKS=false leaves it out).
 * Then Lighthouse on /login and the signed-in ally list (bench/lighthouse.ts) when the web app is built.
 * Every figure is printed with the machine's load average beside it.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { openDatabase, type DatabaseHandle } from '../src/db/client'
import { DEMO_QUERY, QUERY, bulkSeed, distinctQuestions, explain, seeded, type BenchQuery } from './bulk-seed'
import { benchEndOfDay } from './end-of-day-bench'
import { benchTrialBalance } from './trial-balance-bench'
import { benchImport } from './import-bench'
import { startJsonServer } from './json-server'
import { runLighthouse } from './lighthouse'
import { loadTest, machineLoad, seconds, type LoadFigures } from './load'

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10
/** json-server holds its whole file in memory and scans it on every request; past this it is not started. */
const JSON_SERVER_MAX_ROWS = Number(process.env.BENCH_JSON_SERVER_MAX_ROWS ?? 1_000_000)

type Row = { scenario: string; database: string; allies: number } & LoadFigures & { ratio?: string }

/** Mesa's ally list, json-server's equivalent on the same rows, then the other endpoints. */
async function measure(
  label: string,
  database: DatabaseHandle,
  allyCount: number,
  query: BenchQuery = QUERY,
): Promise<Row[]> {
  console.log(`\n== ${label}: ${allyCount.toLocaleString('en')} allies (${machineLoad()})`)
  await explain(database.db)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-bench-'))
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WORKERS: 'false', DEMO_SEED: 'true' }),
    // The bench measures the server, not the per-user limiter (one user sends every request).
    rateLimitPerMinute: 1_000_000,
    webDist: undefined,
  }
  const app = await buildApp({ config, database, logger: false })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const results: Row[] = []
  const record = (scenario: string, figures: LoadFigures): Row => {
    const row = { scenario, database: label, allies: allyCount, ...figures }
    console.log(`  ${scenario}: ${JSON.stringify(figures)} (${machineLoad()})`)
    results.push(row)
    return row
  }
  try {
    const login = await fetch(`${address}/api/v1/allies/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    const { accessToken } = (await login.json()) as { accessToken: string }
    const auth = { authorization: `Bearer ${accessToken}` }
    const load = (url: string, method: 'GET' | 'POST' = 'GET', bodies?: string[]) =>
      loadTest({ url, method, headers: auth, connections: CONNECTIONS, seconds: DURATION_SECONDS, bodies })

    const listUrl = `${address}/api/v1/allies/list?${new URLSearchParams(query)}`
    const probe = await fetch(listUrl, { method: 'POST', headers: auth })
    console.log(`  ally list → ${probe.status}, total ${((await probe.json()) as { total: number }).total}`)
    const mesa = record('ally list: Mesa', await load(listUrl, 'POST'))
    // The line above asks one question again and again (answered from memory after the first time); this
    // one asks more distinct questions than are kept, so each answer comes from the database.
    const questions = distinctQuestions()
    record(
      `ally list: Mesa, ${questions.length} distinct questions`,
      await load(`${address}/api/v1/allies/list`, 'POST', questions),
    )

    if (allyCount <= JSON_SERVER_MAX_ROWS) {
      const started = performance.now()
      const file = path.join(dataDir, 'db.json')
      const port = 18_000 + Math.floor(Math.random() * 2_000)
      const { server, rows: served } = await startJsonServer(database.db, file, port, JSON_SERVER_MAX_ROWS)
      try {
        const reference = await fetch(`${server.url}${server.listPath(query)}`)
        console.log(
          `  json-server up with ${served} allies in ${seconds(started)}; same list → ${reference.status}, ` +
            `total ${reference.headers.get('x-total-count')}`,
        )
        const json = record('ally list: json-server', await load(`${server.url}${server.listPath(query)}`))
        mesa.ratio = json['req/s'] > 0 ? `${(mesa['req/s'] / json['req/s']).toFixed(1)}×` : 'n/a'
      } finally {
        await server.stop()
      }
    }

    record('app-bar search (authenticates only)', await load(`${address}/api/app-bar/search?q=`))
    const applications = `${address}/api/v1/credit-applications?page=1&itemsPerPage=10`
    record('credit-application list', await load(applications))
    const listed = (await (await fetch(applications, { headers: auth })).json()) as {
      items: Array<{ product: string; id: number }>
    }
    const first = listed.items[0]
    if (first) {
      const detail = `${address}/api/v1/credit-applications/${first.product}/${first.id}`
      record('credit-application detail', await load(detail))
    }
    return results
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function postgresServer(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return url
  } catch {
    return undefined
  }
}

async function main() {
  const results: Row[] = []
  const started = performance.now()

  const pglite = await openDatabase({})
  try {
    let count = await seeded(pglite)
    const extra = Number(process.env.BENCH_PGLITE_ROWS ?? 0)
    if (extra > 0) await bulkSeed(pglite.db, extra, 'pglite')
    count += extra
    results.push(...(await measure('PGlite', pglite, count, extra > 0 ? QUERY : DEMO_QUERY)))
    // Issue 20: 100 000 allies imported while the list is under load; BENCH_IMPORT_ROWS=0 leaves it out.
    const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000)
    if (importRows > 0) {
      const imported = await benchImport(pglite, importRows)
      results.push({
        scenario: 'ally list while importing',
        database: 'PGlite',
        allies: count,
        ...imported['list during import'],
      })
      console.log(
        `  import: ${imported['import rows/s']} rows/s written, ${imported['staging rows/s']} rows/s staged`,
      )
    }
  } finally {
    await pglite.close()
  }

  const serverUrl = await postgresServer()
  if (!serverUrl) console.log('\nPostgreSQL: no server (set BENCH_DATABASE_URL); skipped')
  else {
    const name = `mesa_bench_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    // No statement cap here: the bulk seed's single INSERT of a million rows runs for minutes.
    const database = await openDatabase({ url: url.toString() })
    try {
      let count = await seeded(database)
      for (const target of [1_000, Number(process.env.BENCH_POSTGRES_ROWS ?? 1_000_000)]) {
        if (target > count) await bulkSeed(database.db, target - count, 'postgres', count + 1)
        count = Math.max(count, target)
        results.push(...(await measure('PostgreSQL', database, count)))
      }
    } finally {
      await database.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }

  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per line (whole run ${seconds(started)})`)
  console.table(results)
  if (process.env.BENCH_EOD !== 'false') await benchEndOfDay()
  if (process.env.BENCH_BOOKS !== 'false') await benchTrialBalance()
  console.log(`Machine: ${machineLoad()}`)
  await runLighthouse()
  if (results.some((result) => result.errors > 0)) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
