import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { rfcCheckDigit, type ImportSummary } from '@mesa/contracts'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import type { DatabaseHandle } from '../src/db/client'
import { loadTest, machineLoad, seconds, type LoadFigures } from './load'

/** A valid persona-moral RFC per n (up to 435 455 distinct), family `BNC`. */
function benchRfc(n: number) {
  const homoclave = (n % 1296).toString(36).toUpperCase().padStart(2, '0')
  const day = Math.floor(n / 1296) % 336
  const month = String(Math.floor(day / 28) + 1).padStart(2, '0')
  const body = `BNC21${month}${String((day % 28) + 1).padStart(2, '0')}${homoclave}`
  return body + rfcCheckDigit(body)
}

/** The allies file a dealer network would send: a header and `count` valid rows. */
function alliesCsv(count: number) {
  const lines = ['Nombre del aliado,Razón social,RFC,Zona,Región,Tipo,Vendedor,Supervisor']
  for (let n = 0; n < count; n++)
    lines.push(
      `Bench ${n},Bench ${n} SA de CV,${benchRfc(n)},Centro,Puebla,Agencia,ventas@demo.com,supervisor@demo.com`,
    )
  return lines.join('\n')
}

export interface ImportBenchResult {
  rows: number
  'staging rows/s': number
  'import rows/s': number
  'list during import': LoadFigures
}

/**
 * `npm run bench` import section (issue 20): uploads `count` generated allies to a running server (its job
 * worker in process, as `npm start` runs it), starts the import and, while the job writes its batches, loads
 * the ally list with autocannon; prints rows per second (staging and writing) and the list's p99 meanwhile.
 */
export async function benchImport(database: DatabaseHandle, count: number): Promise<ImportBenchResult> {
  console.log(`\n== Bulk import: ${count.toLocaleString('en')} allies (${machineLoad()})`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-bench-import-'))
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WORKERS: 'true', DEMO_SEED: 'true' }),
    rateLimitPerMinute: 1_000_000,
    webDist: undefined,
  }
  const app = await buildApp({ config, database, logger: false })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    // Signed in again for every round: the run outlives an access token (answers would turn into 401s).
    const signIn = async () => {
      const login = await fetch(`${address}/api/v1/allies/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      })
      const { accessToken } = (await login.json()) as { accessToken: string }
      return { authorization: `Bearer ${accessToken}` }
    }
    let auth = await signIn()
    const form = new FormData()
    form.append('file', new Blob([alliesCsv(count)], { type: 'text/csv' }), 'bench.csv')
    const stagingStarted = performance.now()
    const staged = await fetch(`${address}/api/v1/imports?entity=allies`, {
      method: 'POST',
      headers: auth,
      body: form,
    })
    if (staged.status !== 201) throw new Error(`upload → ${staged.status} ${await staged.text()}`)
    const summary = (await staged.json()) as ImportSummary
    const stagingMs = performance.now() - stagingStarted
    console.log(
      `  staged and checked ${summary.totalRows} rows in ${seconds(stagingStarted)} (${summary.errorRows} with errors)`,
    )

    const importStarted = performance.now()
    const start = await fetch(`${address}/api/v1/imports/${summary.id}/start`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ duplicatePolicy: 'skip', version: summary.version }),
    })
    if (start.status !== 200) throw new Error(`start → ${start.status} ${await start.text()}`)
    const status = async () =>
      (await (
        await fetch(`${address}/api/v1/imports/${summary.id}`, { headers: auth })
      ).json()) as ImportSummary
    // The list under load for as long as the import runs (at least one 5 s run, at most 30 min).
    const listUrl = `${address}/api/v1/allies/list?page=1&itemsPerPage=10&q=bench`
    const runs: LoadFigures[] = []
    let current = await status()
    while (current.status !== 'done' && performance.now() - importStarted < 30 * 60_000) {
      auth = await signIn()
      runs.push(await loadTest({ url: listUrl, method: 'POST', headers: auth, connections: 10, seconds: 5 }))
      current = await status()
      console.log(
        `  batches ${current.batchesDone}/${current.batchCount}, created ${current.created} (${machineLoad()})`,
      )
    }
    const importMs = performance.now() - importStarted
    const requests = runs.reduce((sum, run) => sum + run.requests, 0)
    const during: LoadFigures = {
      'req/s': Math.round(runs.reduce((sum, run) => sum + run['req/s'], 0) / Math.max(1, runs.length)),
      'p50 ms': Math.max(...runs.map((run) => run['p50 ms'])),
      // The worst p99 of the 5 s runs: a bound on the whole run's p99.
      'p99 ms': Math.max(...runs.map((run) => run['p99 ms'])),
      requests,
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
    }
    const result: ImportBenchResult = {
      rows: current.created,
      'staging rows/s': Math.round(summary.totalRows / (stagingMs / 1000)),
      'import rows/s': Math.round(current.created / (importMs / 1000)),
      'list during import': during,
    }
    console.log(`  import ${current.status} in ${(importMs / 1000).toFixed(1)} s: ${JSON.stringify(result)}`)
    return result
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
