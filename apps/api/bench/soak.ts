/**
 * `npm run soak` (issue 12): 200 concurrent connections for 60 s (SOAK_SECONDS, SOAK_CONNECTIONS), then the same
 * connections paced (SOAK_RATE) for as long, against the API as its own process on PostgreSQL (a scratch
 * database, dropped after): a mix of lists, details and writes from eight demo users. Prints requests, errors, p50/p99 and the server's memory (RSS) sampled every 5 s.
 * Bounded: it stops by itself; exits 1 on any error. Not part of `npm test`.
 */
import { readFileSync } from 'node:fs'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
// @ts-expect-error: autocannon ships no type declarations.
import autocannon from 'autocannon'
import { startServerProcess } from '../test/helpers/server-process'
import { QUERY } from './bulk-seed'
import { machineLoad } from './load'
import { openLoop, type OpenLoopRequest } from './open-loop'
import { scratchDatabase, signIn } from './postgres-scratch'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200)
/**
 * The second phase is open-loop (bench/open-loop.ts): requests arrive at random, this many a second on average
 * (SOAK_RATE; 0 skips it), over at most the same connections. The first phase is closed-loop: each connection
 * sends its next request the instant an answer arrives, so its latency is the queue in front of two cores
 * (connections ÷ throughput, Little's law) rather than the time one request takes. 500 a second is 2.5 a second
 * from each of 200 connections, well above what 200 people at their screens ask.
 */
const RATE = Number(process.env.SOAK_RATE ?? 500)
const ACCOUNTS = [
  ['admin@demo.com', 'admin'],
  ['analista@demo.com', 'analista'],
  ['mesa@demo.com', 'mesa-control'],
  ['supervisor@demo.com', 'supervisor'],
  ['ventas@demo.com', 'ventas'],
  ['comite@demo.com', 'comite'],
  ['visitador@demo.com', 'visitador'],
  ['client@demo.com', 'client'],
] as const

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  return line ? Math.round(Number(line[1]) / 1024) : NaN
}

async function main() {
  const database = await scratchDatabase('mesa_soak')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-soak-'))
  const server = await startServerProcess(
    ['--import', 'tsx', 'src/server.ts'],
    {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      DEMO_SEED: 'true',
      WORKERS: 'false',
      DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? '20',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    300_000,
  )
  try {
    const sessions: Array<{ token: string; userId: number }> = []
    for (const [email, password] of ACCOUNTS) {
      const session = await signIn(server.url, email, password).catch(() => undefined)
      if (session) sessions.push(session)
    }
    const admin = sessions[0]!
    const allyIds = (
      (await (
        await fetch(`${server.url}/api/v1/allies/list?itemsPerPage=50`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).json()) as { products: Array<{ id: number }> }
    ).products.map((ally) => ally.id)
    const presences = ['online', 'busy', 'away', 'online'] as const
    let turn = 0
    // Each request: a random signed-in user; the admin's list and detail, everyone's presence (a write).
    const mix: Array<() => { method: string; path: string; token: string; body?: string }> = [
      () => ({
        method: 'POST',
        path: `/api/v1/allies/list?${new URLSearchParams(QUERY)}`,
        token: admin.token,
      }),
      () => ({ method: 'GET', path: `/api/v1/allies/${allyIds[turn % allyIds.length]}`, token: admin.token }),
      () => ({
        method: 'GET',
        path: '/api/v1/credit-applications?page=1&itemsPerPage=10',
        token: admin.token,
      }),
      () => ({
        method: 'POST',
        path: '/api/v1/allies/list?itemsPerPage=10&sortBy=product',
        token: admin.token,
      }),
      () => ({
        method: 'PUT',
        path: '/api/v1/account/presence',
        token: sessions[turn % sessions.length]!.token,
        body: JSON.stringify({ presence: presences[turn % presences.length] }),
      }),
    ]
    const memory: number[] = [rssMb(server.pid)]
    const sampler = setInterval(() => memory.push(rssMb(server.pid)), 5_000)
    // The next request of the mix, as both phases send it.
    const nextRequest = (): OpenLoopRequest => {
      const next = mix[turn++ % mix.length]!()
      const headers: Record<string, string> = { authorization: `Bearer ${next.token}` }
      if (next.body) headers['content-type'] = 'application/json'
      return { method: next.method, path: next.path, headers, body: next.body }
    }
    console.log(
      `Soak, closed loop: ${CONNECTIONS} connections for ${SECONDS} s, ${sessions.length} users (${machineLoad()})`,
    )
    const closedLoop = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, ...nextRequest() }) }],
    })
    const closedErrors = closedLoop.errors + closedLoop.timeouts + closedLoop.non2xx
    const rows = [
      {
        phase: 'closed loop',
        requests: closedLoop.requests.total,
        'req/s': Math.round(closedLoop.requests.average),
        'p50 ms': closedLoop.latency.p50,
        'p99 ms': closedLoop.latency.p99,
        errors: closedErrors,
        non2xx: closedLoop.non2xx,
      },
    ]
    let openErrors = 0
    if (RATE > 0) {
      console.log(
        `Soak, open loop: ${RATE} requests a second at random over at most ${CONNECTIONS} connections`,
      )
      const open = await openLoop({
        url: server.url,
        rate: RATE,
        seconds: SECONDS,
        connections: CONNECTIONS,
        next: nextRequest,
      })
      openErrors = open.errors
      rows.push({
        phase: `open loop, ${RATE} req/s`,
        requests: open.requests,
        'req/s': open.perSecond,
        'p50 ms': open.p50,
        'p99 ms': open.p99,
        errors: open.errors,
        non2xx: Object.entries(open.statuses)
          .filter(([status]) => Number(status) >= 300)
          .reduce((sum, [, count]) => sum + count, 0),
      })
      console.log(`Statuses, open loop: ${JSON.stringify(open.statuses)}`)
    }
    clearInterval(sampler)
    memory.push(rssMb(server.pid))
    console.table(rows)
    console.log(`RSS (MB): start ${memory[0]}, max ${Math.max(...memory)}, end ${memory.at(-1)}`)
    console.log(`RSS every 5 s (MB): ${memory.join(' ')}`)
    // Which answers were not 2xx, by status (a wrong request of the mix shows here as its 400).
    console.log(`Statuses, closed loop: ${JSON.stringify(closedLoop.statusCodeStats ?? {})}`)
    console.log(`Machine: ${machineLoad()}`)
    if (closedErrors > 0 || openErrors > 0) process.exitCode = 1
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
