/**
 * The ally list alone on PostgreSQL at growing sizes (issue 12: "flat from 1 000 to 1 000 000 rows"), quicker than
 * the whole `npm run bench`: `npx tsx bench/ally-list-scale.ts`. For each size in BENCH_SIZES (default
 * 1000,1000000) it seeds allies (bench/bulk-seed.ts), prints the plans of the page and count queries and loads
 * three requests with autocannon (10 connections, BENCH_DURATION s): the bench's search, the whole list newest
 * first, and a status filter sorted by name. Every figure carries the machine's load.
 * BENCH_LIST_DATABASE_URL measures an already seeded database as it is (no seeding, not dropped); BENCH_KEEP=1
 * keeps the scratch database and prints its URL (to measure it again, e.g. with other code).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { TOTAL_COUNT_CAP, type AllyListQuery } from '@mesa/contracts'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { openDatabase, type Database } from '../src/db/client'
import { allies } from '../src/db/schema'
import { listFilters, listOrder } from '../src/features/allies/allies.list'
import { cappedCount } from '../src/lib/paging'
import { bootstrap } from '../src/seed/bootstrap'
import { seedDemo } from '../src/seed/demo-seed'
import { QUERY, bulkSeed, rows } from './bulk-seed'
import { loadTest, machineLoad } from './load'
import { scratchDatabase, signIn } from './postgres-scratch'

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const SIZES = (process.env.BENCH_SIZES ?? '1000,1000000').split(',').map(Number)

/** The requests measured: the bench's search (spec §7 list), the unfiltered list, a filter sorted by name. */
const SCENARIOS: Array<[string, Record<string, string>]> = [
  ['search + status, newest first', QUERY],
  ['whole list, newest first', {}],
  ['status, by name', { status: 'Pending', sortBy: 'product', orderBy: 'asc' }],
]

async function plans(db: Database, query: Record<string, string>) {
  const request: AllyListQuery = { page: 1, itemsPerPage: 10, ...query } as AllyListQuery
  const where = listFilters(request)
  const page = db
    .select({ id: allies.id })
    .from(allies)
    .where(where)
    .orderBy(...listOrder(request))
    .limit(10)
  const capped = cappedCount(allies, where, TOTAL_COUNT_CAP)
  const exact = sql`select count(*) from ${allies} where ${where}`
  for (const [label, statement] of [
    ['page', sql`${page}`],
    ['count (capped)', capped],
    ['count (exact, as before issue 12)', exact],
  ] as const) {
    const plan = await rows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain (analyze, buffers, costs off) ${statement}`,
    )
    console.log(`    ${label}: ${plan.map((row) => row['QUERY PLAN']).join('\n      ')}`)
  }
}

async function measure(db: Awaited<ReturnType<typeof openDatabase>>, allyCount: number) {
  console.log(`\n== PostgreSQL, ${allyCount.toLocaleString('en')} allies (${machineLoad()})`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-list-scale-'))
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WORKERS: 'false', DEMO_SEED: 'true' }),
    rateLimitPerMinute: 1_000_000,
    webDist: undefined,
  }
  const app = await buildApp({ config, database: db, logger: false })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const { token } = await signIn(address, 'admin@demo.com', 'admin')
    const headers = { authorization: `Bearer ${token}` }
    for (const [label, query] of SCENARIOS) {
      console.log(`  ${label} ${JSON.stringify(query)}`)
      await plans(db.db, query)
      const url = `${address}/api/v1/allies/list?${new URLSearchParams(query)}`
      const probe = (await (await fetch(url, { method: 'POST', headers })).json()) as Record<string, unknown>
      console.log(`    answer: total ${String(probe.total)}${probe.totalCapped ? ' (capped)' : ''}`)
      const before = machineLoad()
      const figures = await loadTest({
        url,
        method: 'POST',
        headers,
        connections: 10,
        seconds: DURATION_SECONDS,
      })
      console.log(`    load: ${JSON.stringify(figures)} (before: ${before}; after: ${machineLoad()})`)
    }
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const given = process.env.BENCH_LIST_DATABASE_URL
  const scratch = given ? undefined : await scratchDatabase('mesa_list')
  const database = await openDatabase({ url: given ?? scratch!.url })
  try {
    const countAllies = async () =>
      (await rows<{ n: number }>(database.db, sql`select count(*)::int as n from allies`))[0]!.n
    if (given) await measure(database, await countAllies())
    else {
      await bootstrap(database.db, { createFirstAdmin: false })
      await seedDemo(database.db)
      let count = await countAllies()
      for (const target of SIZES) {
        if (target > count) await bulkSeed(database.db, target - count, 'postgres', count + 1)
        count = Math.max(count, target)
        await measure(database, count)
      }
    }
  } finally {
    await database.close()
    if (scratch && process.env.BENCH_KEEP === '1') console.log(`\nkept: ${scratch.url}`)
    else await scratch?.drop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
