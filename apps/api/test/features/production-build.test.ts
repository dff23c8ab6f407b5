import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { apiRoot, startServerProcess, type ServerProcess } from '../helpers/server-process'

// Production start (issue 11): `npm run build -w @mesa/api` compiles the API to dist/, and
// `npm run start:prod` runs it with plain node, finding its migrations, on the default embedded database.

const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-prod-'))
let server: ServerProcess | undefined
afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('compiled API', () => {
  it('builds to JavaScript and serves with plain node, no TypeScript loader', async () => {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot })
    expect(existsSync(path.join(apiRoot, 'dist', 'server.js'))).toBe(true)
    expect(existsSync(path.join(apiRoot, 'dist', 'worker.js'))).toBe(true)

    server = await startServerProcess(['dist/server.js'], { DATA_DIR: dataDir, DEMO_SEED: 'false' })
    const health = await fetch(`${server.url}/api/health`)
    expect(await health.json()).toEqual({ status: 'ok' })
    // Migrated and bootstrapped: the first administrator was created and printed.
    expect(server.output()).toMatch(/First administrator created/)
    // A fresh embedded database is created and migrated first: slow on a busy machine.
  }, 120_000)
})
