import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionResponse } from '@mesa/contracts'
import { buildApp } from '../../src/app'
import { openDatabase, type DatabaseHandle } from '../../src/db/client'
import { localStorageIn } from '../../src/lib/storage'
import { bootstrap } from '../../src/seed/bootstrap'
import { seedDemo } from '../../src/seed/demo-seed'
import { openEventStream, type EventStreamReader } from '../helpers/event-stream'
import { testConfig } from '../helpers/test-app'

// Live events cross instances through PostgreSQL LISTEN/NOTIFY: two Fastify apps in this process, each
// with its own pool and its own listening connection, on one database.

const serverUrl = process.env.TEST_DATABASE_URL
const databaseName = `mesa_events_${randomBytes(6).toString('hex')}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-events-'))
const handles: DatabaseHandle[] = []
const apps: FastifyInstance[] = []
const streams: EventStreamReader[] = []

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

async function startInstance(url: string) {
  const database = await openDatabase({ url })
  handles.push(database)
  const app = await buildApp({
    config: testConfig({ dataDir, databaseUrl: url }),
    database,
    logger: false,
    storage: localStorageIn(dataDir),
  })
  apps.push(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }
}

describe.skipIf(!serverUrl)(
  'live events across two API instances (skipped: needs TEST_DATABASE_URL, a PostgreSQL server to create a throwaway database on)',
  () => {
    let a: Awaited<ReturnType<typeof startInstance>>
    let b: Awaited<ReturnType<typeof startInstance>>

    beforeAll(async () => {
      await onServer(`create database ${databaseName}`)
      const url = new URL(serverUrl!)
      url.pathname = `/${databaseName}`
      a = await startInstance(url.toString())
      await bootstrap(handles[0]!.db, { createFirstAdmin: false })
      await seedDemo(handles[0]!.db, { storage: localStorageIn(dataDir) })
      b = await startInstance(url.toString())
    }, 120_000)

    afterAll(async () => {
      await Promise.all(streams.map((stream) => stream.close()))
      for (const app of apps) await app.close()
      for (const handle of handles) await handle.close()
      if (serverUrl) await onServer(`drop database if exists ${databaseName} with (force)`)
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('a presence change made through A reaches a stream open on B', async () => {
      const login = async (email: string, password: string) => {
        const response = await a.app.inject({
          method: 'POST',
          url: '/api/v1/allies/login/',
          payload: { email, password },
        })
        expect(response.statusCode).toBe(201)
        return response.json<SessionResponse>()
      }
      const supervisor = await login('supervisor@demo.com', 'supervisor')
      const analyst = await login('analista@demo.com', 'analista')
      const stream = await openEventStream(b.url, supervisor.accessToken)
      streams.push(stream)
      expect(stream.status).toBe(200)
      const changed = await a.app.inject({
        method: 'PUT',
        url: '/api/v1/account/presence',
        headers: { authorization: `Bearer ${analyst.accessToken}` },
        payload: { presence: 'away' },
      })
      expect(changed.statusCode).toBe(204)
      await stream.next(
        (event) =>
          event.type === 'presence.changed' &&
          event.userId === analyst.userData.id &&
          event.presence === 'away',
      )
    })
  },
)
