/**
 * `npm run faults` (issue 12), on PostgreSQL (a scratch database, dropped after); not part of `npm test`.
 * 1. `kill -9` of the API in the middle of a loop of acknowledged writes (ally creations from 4 concurrent
 *    writers), restart: every acknowledged write is there, and every ally there is whole (its linked users,
 *    written in the same transaction).
 * 2. PostgreSQL restarted under load (`pg_ctlcluster --skip-systemctl-redirect 15 main restart`, this
 *    machine's own server: a few seconds): the API answers 503 while it is down and recovers by itself;
 *    prints how long after the database came back the first 200 arrived (goal: within 5 s).
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { rfcCheckDigit } from '@mesa/contracts'
import { startServerProcess } from '../test/helpers/server-process'
import { QUERY } from './bulk-seed'
import { machineLoad } from './load'
import { scratchDatabase, signIn } from './postgres-scratch'

const CLUSTER = (process.env.FAULT_PG_CLUSTER ?? '15 main').split(' ')

/** A valid company RFC unique to `n` (its date part is n days after 2000-01-01). */
function rfcFor(n: number) {
  const day = new Date(Date.UTC(2000, 0, 1) + n * 86_400_000)
  const date = `${String(day.getUTCFullYear()).slice(2)}${String(day.getUTCMonth() + 1).padStart(2, '0')}${String(day.getUTCDate()).padStart(2, '0')}`
  const body = `FLT${date}A1`
  return body + rfcCheckDigit(body)
}

async function main() {
  const database = await scratchDatabase('mesa_faults')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-faults-'))
  // The pollers below ask ~80 times a second as one user: the per-user rate limit would answer 429 after 600.
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    WORKERS: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
  }
  const start = () => startServerProcess(['--import', 'tsx', 'src/server.ts'], env, 300_000)
  let server = await start()
  try {
    console.log(`Faults on PostgreSQL (${machineLoad()})`)
    const admin = await signIn(server.url, 'admin@demo.com', 'admin')
    const seller = await signIn(server.url, 'ventas@demo.com', 'ventas')
    const supervisor = await signIn(server.url, 'supervisor@demo.com', 'supervisor')

    // 1. kill -9 mid-loop.
    const acknowledged: string[] = []
    let attempted = 0
    let killed = false
    let firstError: string | undefined
    const writer = async () => {
      while (!killed) {
        const n = attempted++
        const allyName = `Fault probe ${n}`
        const response = await fetch(`${server.url}/api/v1/allies`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
          body: JSON.stringify({
            allyName,
            legalName: `${allyName} S.A. de C.V.`,
            rfc: rfcFor(n),
            zoneName: 'Noreste',
            regionName: 'Nuevo León',
            type: 'Agencia',
            phone: '',
            sellerId: seller.userId,
            supervisorId: supervisor.userId,
            userIds: [seller.userId],
          }),
        }).catch(() => undefined)
        if (response?.status === 201) acknowledged.push(allyName)
        else if (response && !firstError) firstError = `${response.status} ${await response.text()}`
      }
    }
    const writers = Array.from({ length: 4 }, writer)
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    server.kill('SIGKILL')
    killed = true
    await Promise.all(writers)
    await server.stop()
    const restartedAt = performance.now()
    server = await start()
    const restartSeconds = ((performance.now() - restartedAt) / 1000).toFixed(1)
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    const stored = await client.query<{ ally_name: string; links: number }>(
      `select a.ally_name, (select count(*)::int from ally_users u where u.ally_id = a.id) as links
       from allies a where a.ally_name like 'Fault probe %'`,
    )
    await client.end()
    const storedNames = new Set(stored.rows.map((row) => row.ally_name))
    const lost = acknowledged.filter((name) => !storedNames.has(name))
    const partial = stored.rows.filter((row) => row.links !== 1)
    console.table([
      {
        attempted,
        acknowledged: acknowledged.length,
        'stored after restart': storedNames.size,
        'acknowledged but lost': lost.length,
        'half-written': partial.length,
        'restart s': restartSeconds,
      },
    ])
    if (firstError) console.log(`  first refused write: ${firstError.slice(0, 300)}`)

    // 2. PostgreSQL restarted under load.
    const fresh = await signIn(server.url, 'admin@demo.com', 'admin')
    const samples: Array<{ at: number; status: number }> = []
    let polling = true
    const poller = async () => {
      while (polling) {
        const response = await fetch(`${server.url}/api/v1/allies/list?${new URLSearchParams(QUERY)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${fresh.token}` },
          signal: AbortSignal.timeout(10_000),
        }).catch(() => undefined)
        samples.push({ at: performance.now(), status: response?.status ?? 0 })
        await response?.arrayBuffer().catch(() => undefined)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    const pollers = Array.from({ length: 4 }, poller)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const downAt = performance.now()
    // Asynchronously, so the pollers keep asking (and their answers are recorded) while the server is down.
    await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', ...CLUSTER, 'restart'])
    const backAt = performance.now()
    await new Promise((resolve) => setTimeout(resolve, 8_000))
    polling = false
    await Promise.all(pollers)
    const during = samples.filter((sample) => sample.at >= downAt && sample.at <= backAt)
    const firstOk = samples.find((sample) => sample.at > backAt && sample.status === 200)
    const count = (list: typeof samples, status: number) =>
      list.filter((sample) => sample.status === status).length
    console.table([
      {
        'restart took s': ((backAt - downAt) / 1000).toFixed(1),
        'answers while down': during.length,
        '503 while down': count(during, 503),
        '500 while down': count(during, 500),
        'no answer while down': count(during, 0),
        'first 200 after back, s': firstOk ? ((firstOk.at - backAt) / 1000).toFixed(2) : 'never',
        'non-200 after 5 s': samples.filter((s) => s.at > backAt + 5_000 && s.status !== 200).length,
      },
    ])
    const statuses = (list: typeof samples) => {
      const counts: Record<string, number> = {}
      for (const sample of list) counts[sample.status] = (counts[sample.status] ?? 0) + 1
      return JSON.stringify(counts)
    }
    console.log(
      `  statuses while down: ${statuses(during)}; after: ${statuses(samples.filter((s) => s.at > backAt))}`,
    )
    console.log(`Machine: ${machineLoad()}`)
    if (lost.length > 0 || partial.length > 0 || !firstOk) process.exitCode = 1
  } finally {
    await server.stop()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
