import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'

/** One load run's figures, as the tables print them. */
export interface LoadFigures {
  'req/s': number
  'p50 ms': number
  'p99 ms': number
  requests: number
  errors: number
}

interface AutocannonJson {
  latency: { p50: number; p99: number }
  requests: { average: number; total: number }
  errors: number
  timeouts: number
  non2xx: number
}

export interface LoadOptions {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  connections: number
  seconds: number
  /** A different JSON body on each request, cycling (bench/varied-load.ts); the same request otherwise. */
  bodies?: string[]
}

/** Seconds of the same load run first and not counted: the server's first requests compile its code paths. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2)

/** autocannon in its own process, so the load generator never shares the measured server's event loop. */
export async function loadTest({
  url,
  method = 'GET',
  headers = {},
  connections,
  seconds,
  bodies,
}: LoadOptions) {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js')
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`])
  const folder = bodies ? mkdtempSync(path.join(tmpdir(), 'mesa-load-')) : undefined
  const variedOptions = (duration: number) => {
    const file = path.join(folder!, `${duration}.json`)
    writeFileSync(file, JSON.stringify({ url, method, headers, connections, seconds: duration, bodies }))
    return file
  }
  const run = (duration: number) =>
    promisify(execFile)(
      process.execPath,
      bodies
        ? ['--import', 'tsx', path.join(import.meta.dirname, 'varied-load.ts'), variedOptions(duration)]
        : [
            bin,
            '--json',
            '-c',
            String(connections),
            '-d',
            String(duration),
            '-m',
            method,
            ...headerArgs,
            url,
          ],
      { maxBuffer: 16 * 1024 * 1024 },
    )
  let stdout: string
  try {
    if (WARMUP_SECONDS > 0) await run(WARMUP_SECONDS)
    stdout = (await run(seconds)).stdout
  } finally {
    if (folder) rmSync(folder, { recursive: true, force: true })
  }
  const result = JSON.parse(stdout) as AutocannonJson
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  } satisfies LoadFigures
}

/** The machine's load, printed beside every figure: other work on a shared machine skews them. */
export function machineLoad() {
  return `${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`
}

export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`
