/**
 * `npm run rolling-restart` (issue 32), on PostgreSQL (a scratch database, dropped after); not part of `npm test`.
 * Two API instances on one database behind a small reverse proxy in this process (what Caddy does in
 * docker-compose.yml: round robin over the instances that answer /api/ready, a request that cannot reach one
 * tried on another), steady load through it (autocannon), then a rolling restart: SIGTERM instance A, start it
 * again, wait until it is ready, then the same for B. Counts the failed requests (non-2xx answers, resets,
 * timeouts) per restart; the goal is zero. The figures go in docs/benchmarks.md.
 */
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { EventEmitter } from 'node:events'
import { createRequire } from 'node:module'
import { freePort, startServerProcess, type ServerProcess } from '../test/helpers/server-process'
import { machineLoad } from './load'
import { scratchDatabase, signIn } from './postgres-scratch'

/** The parts of autocannon's programmatic API used here (it ships no types). */
interface LoadResult {
  requests: { total: number; average: number }
  latency: { p99: number }
  '2xx': number
  non2xx: number
  errors: number
  timeouts: number
}
interface LoadRun extends EventEmitter {
  stop: () => void
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string
  headers: Record<string, string>
  connections: number
  duration: number
  timeout: number
}) => LoadRun

const DRAIN_MS = Number(process.env.ROLLING_DRAIN_MS ?? 3_000)
const CONNECTIONS = Number(process.env.ROLLING_CONNECTIONS ?? 8)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Upstream {
  name: string
  server: ServerProcess
  ready: boolean
}

/** The proxy: round robin over ready upstreams; a request whose upstream refuses or resets before answering is retried on another for up to 5 s (GET only, like Caddy's lb_try_duration for requests it could not send). */
function startProxy(upstreams: Upstream[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  let next = 0
  const pick = () => {
    const ready = upstreams.filter((upstream) => upstream.ready)
    return ready.length === 0 ? undefined : ready[next++ % ready.length]
  }
  const poll = setInterval(() => {
    for (const upstream of upstreams)
      fetch(`${upstream.server.url}/api/ready`, { signal: AbortSignal.timeout(1_000) }).then(
        (response) => (upstream.ready = response.ok),
        () => (upstream.ready = false),
      )
  }, 250)
  const server = http.createServer((request, response) => {
    const deadline = Date.now() + 5_000
    const attempt = () => {
      const upstream = pick()
      if (!upstream) {
        if (Date.now() < deadline) return void setTimeout(attempt, 100)
        response.writeHead(502).end('no upstream')
        return
      }
      const target = new URL(request.url ?? '/', upstream.server.url)
      const forwarded = http.request(
        target,
        { method: request.method, headers: request.headers, agent },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      forwarded.on('error', () => {
        if (response.headersSent) return void response.destroy()
        // Not answered: the instance went away (refused, reset). Mark it and try another.
        upstream.ready = false
        if (Date.now() < deadline && request.method === 'GET') setTimeout(attempt, 50)
        else response.writeHead(502).end('upstream failed')
      })
      forwarded.end()
    }
    attempt()
  })
  return {
    server,
    close: () => {
      clearInterval(poll)
      agent.destroy()
      server.close()
    },
  }
}

async function main() {
  const database = await scratchDatabase('mesa_rolling')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-rolling-'))
  const env = (seed: boolean) => ({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    DEMO_SEED: String(seed),
    WORKERS: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    METRICS_PORT: '0',
  })
  const start = (seed: boolean) =>
    startServerProcess(['--import', 'tsx', 'src/server.ts'], env(seed), 600_000)
  const upstreams: Upstream[] = []
  let proxy: ReturnType<typeof startProxy> | undefined
  try {
    console.log(
      `Rolling restart on PostgreSQL (${machineLoad()}); drain ${DRAIN_MS} ms, ${CONNECTIONS} connections`,
    )
    upstreams.push({ name: 'A', server: await start(true), ready: true })
    upstreams.push({ name: 'B', server: await start(false), ready: true })
    const admin = await signIn(upstreams[0]!.server.url, 'admin@demo.com', 'admin')
    proxy = startProxy(upstreams)
    const port = await freePort()
    await new Promise<void>((resolve) => proxy!.server.listen(port, '127.0.0.1', resolve))

    // Steady load until stopped: a list read as a signed-in user (auth, a query, JSON), through the proxy.
    const load = autocannon({
      url: `http://127.0.0.1:${port}/api/v1/allies/list?itemsPerPage=10`,
      headers: { authorization: `Bearer ${admin.token}` },
      connections: CONNECTIONS,
      duration: 3_600,
      timeout: 10,
    })
    const failures: { phase: string; at: number; status: number | 'reset' }[] = []
    let phase = 'steady'
    const began = Date.now()
    load.on('response', (_client: unknown, statusCode: number) => {
      if (statusCode < 200 || statusCode >= 400)
        failures.push({ phase, at: Date.now() - began, status: statusCode })
    })
    load.on('reqError', () => failures.push({ phase, at: Date.now() - began, status: 'reset' }))
    await sleep(5_000)
    for (const upstream of upstreams) {
      phase = `restart ${upstream.name}`
      const stopped = Date.now()
      await upstream.server.stop()
      const down = Date.now() - stopped
      upstream.ready = false
      upstream.server = await start(false)
      for (let i = 0; i < 100 && !upstream.ready; i++) await sleep(100)
      console.log(
        `${upstream.name}: SIGTERM to exit ${down} ms, back and ready after ${Date.now() - stopped} ms`,
      )
      await sleep(3_000)
    }
    phase = 'steady'
    await sleep(3_000)
    load.stop()
    const result = await new Promise<LoadResult>((resolve) => load.once('done', resolve))
    const count = (name: string) => failures.filter((failure) => failure.phase === name).length
    console.log(
      JSON.stringify(
        {
          requests: result.requests.total,
          ok2xx: result['2xx'],
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          failedDuringRestartA: count('restart A'),
          failedDuringRestartB: count('restart B'),
          failedOutsideRestarts: count('steady'),
          latencyP99Ms: result.latency.p99,
          requestsPerSecond: result.requests.average,
        },
        null,
        2,
      ),
    )
    if (failures.length > 0) console.log('first failures:', failures.slice(0, 10))
    process.exitCode = failures.length === 0 ? 0 : 1
  } finally {
    proxy?.close()
    for (const upstream of upstreams) await upstream.server.stop()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
