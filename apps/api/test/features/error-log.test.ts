import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { bootstrap } from '../../src/seed/bootstrap'
import { seedDemo } from '../../src/seed/demo-seed'
import { localStorageIn } from '../../src/lib/storage'
import { testConfig } from '../helpers/test-app'
import { openTestDatabase } from '../helpers/test-database'

// Issue 9 (low): a 500 logs the statement, its SQLSTATE and the request id, never the values bound to
// it (they are personal data: names, CURP, e-mails).

const SECRET = 'PERSONAL-DATA-7f3a'
const logLines: string[] = []
let app: FastifyInstance
let database: DatabaseHandle
let dataDir: string

// Seeds the demo afresh for its own logger: a minute or more on a busy machine.
beforeAll(async () => {
  database = await openTestDatabase()
  dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-test-'))
  const storage = localStorageIn(dataDir)
  await bootstrap(database.db, { createFirstAdmin: false })
  await seedDemo(database.db, { storage })
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk))
      done()
    },
  })
  app = await buildApp({
    config: testConfig({ dataDir }),
    database,
    storage,
    logger: { level: 'error', stream },
  })
  await app.ready()
}, 180_000)
afterAll(async () => {
  await app.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the log of a 500', () => {
  it('has the statement and the error code but not the parameter values', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/allies/login/',
      payload: { email: 'admin@demo.com', password: 'admin' },
    })
    const { accessToken } = login.json<{ accessToken: string }>()
    // A database fault the list query cannot survive: its search column is gone.
    await database.db.execute(sql`alter table users rename column full_name to full_name_gone`)
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/api/apps/users?q=${SECRET}`,
        headers: { authorization: `Bearer ${accessToken}` },
      })
      expect(response.statusCode).toBe(500)
      expect(response.body).not.toContain(SECRET)
    } finally {
      await database.db.execute(sql`alter table users rename column full_name_gone to full_name`)
    }
    const failure = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed')
    expect(failure, logLines.join('\n')).toBeDefined()
    expect(JSON.stringify(failure)).not.toContain(SECRET.toLowerCase())
    expect(JSON.stringify(failure)).not.toContain(SECRET)
    expect(failure.db.statement).toMatch(/"users"/)
    expect(failure.db.code).toBe('42703')
    expect(failure.reqId).toBeDefined()
  })
})
