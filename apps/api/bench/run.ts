/**
 * `npm run bench`: the ally list (spec §7) under concurrent load on loopback.
 * - PGlite (embedded) with 100 000 allies, always;
 * - PostgreSQL with 1 000 000 allies in a throwaway database, when BENCH_DATABASE_URL is set or
 *   postgres://postgres@127.0.0.1:5432/test answers.
 * For each: bulk seed with generate_series, EXPLAIN of the list and count queries, then autocannon
 * with 10 connections for 10 s against POST /api/v1/allies/list?q=…&status=…&sortBy=created&orderBy=desc.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { regions, type AllyListQuery } from '@mesa/contracts'
import { buildApp } from '../src/app'
import type { AppConfig } from '../src/config'
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client'
import { allies } from '../src/db/schema'
import type { SQL } from 'drizzle-orm'
import { listFilters, listOrder } from '../src/features/allies/allies.service'
import { bootstrap } from '../src/seed/bootstrap'
import { seedDemo } from '../src/seed/demo-seed'

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10
const QUERY = { q: 'nissan monterrey', status: 'Pending', sortBy: 'created', orderBy: 'desc' } as const

const brands = [
  'Nissan',
  'Chevrolet',
  'Volkswagen',
  'Toyota',
  'Kia',
  'Mazda',
  'Honda',
  'Hyundai',
  'Ford',
  'MG',
  'Suzuki',
]
const cities = [
  'Monterrey',
  'Guadalajara',
  'Puebla',
  'Querétaro',
  'León',
  'Mérida',
  'Toluca',
  'Tijuana',
  'Hermosillo',
  'Culiacán',
  'Chihuahua',
  'Saltillo',
  'Aguascalientes',
  'Morelia',
  'Cancún',
  'Veracruz',
  'Oaxaca',
  'Tuxtla',
  'Villahermosa',
  'Pachuca',
  'Cuernavaca',
  'Durango',
  'Zacatecas',
  'Colima',
  'Tepic',
  'Celaya',
  'Irapuato',
  'Mazatlán',
  'Ensenada',
  'Mexicali',
  'Reynosa',
  'Matamoros',
  'Torreón',
  'Tampico',
  'Xalapa',
  'Campeche',
  'Chetumal',
  'Tlaxcala',
  'Acapulco',
  'Polanco',
]
const types = ['Agencia', 'Lote seminuevos', 'Distribuidor motos', 'Multimarca', 'Broker']

/** What the benchmark reads from autocannon's --json answer. */
interface AutocannonResult {
  latency: { p50: number; p99: number }
  requests: { average: number; total: number }
  errors: number
  timeouts: number
  non2xx: number
}

/** Rows of a raw statement, whichever driver runs it. */
async function rows<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`
const textArray = (values: string[]) => sql.raw(`ARRAY[${values.map(literal).join(',')}]::text[]`)
const intArray = (values: number[]) => sql.raw(`ARRAY[${values.join(',')}]::int[]`)

function config(dataDir: string): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    demoSeed: true,
    demoPages: true,
    publicUrl: 'http://127.0.0.1',
    webDist: undefined,
    // The bench measures the server, not the per-user limiter (one user sends every request).
    rateLimitPerMinute: 1_000_000,
    smtpUrl: undefined,
    mailFrom: 'Mesa <no-reply@mesa.local>',
    trustProxy: false,
    logLevel: 'silent',
    workers: false,
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Adds `count` allies in one INSERT … SELECT generate_series, with the indexes rebuilt afterwards. */
async function bulkSeed(db: Database, count: number, kind: DatabaseHandle['kind']) {
  const staff = await rows<{ id: number; email: string; role: string }>(
    db,
    sql`
    select u.id, u.email, r.name as role from users u join roles r on r.id = u.role_id
    where r.name in ('ventas', 'supervisor') order by u.id`,
  )
  const sellers = staff.filter((row) => row.role === 'ventas')
  const supervisors = staff.filter((row) => row.role === 'supervisor')
  const indexes = await rows<{ indexname: string; indexdef: string }>(
    db,
    sql`
    select indexname, indexdef from pg_indexes where tablename = 'allies' and indexname <> 'allies_pkey'`,
  )
  let started = performance.now()
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`))
  await db.execute(sql`
    insert into allies (ally_name, legal_name, rfc, zone_name, region_name, type, status, active,
      seller_user_id, seller_email, supervisor_user_id, supervisor_email, created_at, updated_at)
    select
      (${textArray(brands)})[1 + i % ${brands.length}] || ' ' || (${textArray(cities)})[1 + (i / ${brands.length}) % ${cities.length}] || ' ' || i,
      'Automotriz Bench ' || i || ' S.A. de C.V.',
      'BEN' || lpad(i::text, 9, '0'),
      (${textArray(regions.map((region) => region.zoneName))})[1 + (i * 7) % ${regions.length}],
      (${textArray(regions.map((region) => region.value))})[1 + (i * 7) % ${regions.length}],
      (${textArray(types)})[1 + (i * 3) % ${types.length}],
      (array['Pending', 'Completed', 'Inactive'])[1 + (i * 13) % 3],
      i % 5 <> 0,
      (${intArray(sellers.map((row) => row.id))})[1 + i % ${sellers.length}],
      (${textArray(sellers.map((row) => row.email))})[1 + i % ${sellers.length}],
      (${intArray(supervisors.map((row) => row.id))})[1 + (i / 7) % ${supervisors.length}],
      (${textArray(supervisors.map((row) => row.email))})[1 + (i / 7) % ${supervisors.length}],
      timestamptz '2026-06-30T00:00:00Z' - i * interval '97 seconds',
      timestamptz '2026-06-30T00:00:00Z' - i * interval '97 seconds'
    from generate_series(1, ${sql.raw(String(count))}) as i`)
  console.log(`  inserted ${count.toLocaleString('en')} allies in ${seconds(started)}`)
  started = performance.now()
  if (kind === 'postgres') await db.execute(sql`set maintenance_work_mem = '512MB'`)
  for (const index of indexes) await db.execute(sql.raw(index.indexdef))
  await db.execute(sql`analyze allies`)
  console.log(`  rebuilt ${indexes.length} indexes and analyzed in ${seconds(started)}`)
}

async function explain(db: Database) {
  const query: AllyListQuery = { ...QUERY, page: 1, itemsPerPage: 10 }
  const where = listFilters(query)
  const page = db
    .select({ id: allies.id })
    .from(allies)
    .where(where)
    .orderBy(...listOrder(query))
    .limit(10)
    .offset(0)
  const count = db
    .select({ count: sql<number>`count(*)::int` })
    .from(allies)
    .where(where)
  for (const [label, statement] of [
    ['page', page],
    ['count', count],
  ] as const) {
    const plan = await rows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, costs off) ${statement}`)
    console.log(`  EXPLAIN ANALYZE (${label} query):`)
    for (const row of plan) console.log(`    ${row['QUERY PLAN']}`)
  }
}

async function run(label: string, database: DatabaseHandle, count: number) {
  console.log(`\n== ${label}: ${count.toLocaleString('en')} allies`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-bench-'))
  try {
    await bootstrap(database.db, { createFirstAdmin: false })
    await seedDemo(database.db)
    await bulkSeed(database.db, count - 50, database.kind)
    await explain(database.db)
    const app = await buildApp({ config: config(dataDir), database, logger: false })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const login = await fetch(`${address}/api/v1/allies/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      })
      const { accessToken } = (await login.json()) as { accessToken: string }
      const url = `${address}/api/v1/allies/list?${new URLSearchParams(QUERY)}`
      const probe = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } })
      const sample = (await probe.json()) as { total: number; products: unknown[] }
      console.log(
        `  POST ${url.replace(address, '')} → ${probe.status}, total ${sample.total}, ${sample.products.length} on the page`,
      )
      const result = await loadTest(url, accessToken)
      const errors = result.errors + result.timeouts + result.non2xx
      const line = {
        database: label,
        allies: count,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'req/s': Math.round(result.requests.average),
        requests: result.requests.total,
        errors,
      }
      console.log(
        `  ${CONNECTIONS} connections, ${DURATION_SECONDS} s: p50 ${line['p50 ms']} ms, p99 ${line['p99 ms']} ms, ` +
          `${line['req/s']} req/s, ${line.requests} requests, ${errors} errors`,
      )
      return line
    } finally {
      await app.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** autocannon in its own process, so the load generator does not share the server's event loop. */
async function loadTest(url: string, accessToken: string): Promise<AutocannonResult> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js')
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      bin,
      '--json',
      '-c',
      String(CONNECTIONS),
      '-d',
      String(DURATION_SECONDS),
      '-m',
      'POST',
      '-H',
      `authorization=Bearer ${accessToken}`,
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  return JSON.parse(stdout) as AutocannonResult
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
  const results = []
  const started = performance.now()

  const pglite = await openDatabase({})
  try {
    results.push(await run('PGlite', pglite, Number(process.env.BENCH_PGLITE_ROWS ?? 100_000)))
  } finally {
    await pglite.close()
  }

  const serverUrl = await postgresServer()
  if (!serverUrl) {
    console.log('\nPostgreSQL: no server (set BENCH_DATABASE_URL); skipped')
  } else {
    const name = `mesa_bench_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ url: url.toString() })
    try {
      results.push(await run('PostgreSQL', database, Number(process.env.BENCH_POSTGRES_ROWS ?? 1_000_000)))
    } finally {
      await database.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }

  console.log(
    `\nAlly list, POST /api/v1/allies/list?${new URLSearchParams(QUERY)} (total ${seconds(started)})`,
  )
  console.table(results)
  const load = loadavg().map((value) => value.toFixed(1))
  console.log(
    `Machine: ${cpus().length} cores, load average ${load.join(' ')} (other work on the machine skews the figures)`,
  )
  if (results.some((result) => result.errors > 0)) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
