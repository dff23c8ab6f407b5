import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { jobs } from '../../src/db/schema'
import { enqueue, JobWorker, registerJobHandler } from '../../src/features/jobs'
import pino from 'pino'
import { logOptions, processLogger } from '../../src/lib/logger'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { freePort } from '../helpers/server-process'

let t: TestApp
let metricsPort: number
const logLines: Array<Record<string, unknown>> = []

beforeAll(async () => {
  metricsPort = await freePort()
  t = await createTestApp({ metricsPort, metricsHost: '127.0.0.1', demoPagesExplicit: true })
})
afterAll(() => t.close())

describe('request ids', () => {
  it('a request without one gets a new id, in the answer header and in an error answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' })
    const id = response.headers['x-request-id']
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.json()).toMatchObject({ code: 'not_found', requestId: id })
  })

  it("the proxy's X-Request-Id is kept; an unsafe one is replaced", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-42.a' },
    })
    expect(kept.headers['x-request-id']).toBe('edge-42.a')
    const unauthorised = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit/verify',
      headers: { 'x-request-id': 'edge-43' },
    })
    expect(unauthorised.json()).toMatchObject({ code: 'unauthenticated', requestId: 'edge-43' })
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'two words\tand a tab' },
    })
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('every log line of a request carries its id; secrets are redacted', async () => {
    const { buildApp } = await import('../../src/app')
    const { testConfig } = await import('../helpers/test-app')
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line))
        done()
      },
    })
    const logged = await buildApp({
      config: testConfig({ dataDir: t.dataDir }),
      database: t.database,
      logger: { level: 'info', stream },
    })
    try {
      await logged.inject({
        method: 'POST',
        url: '/api/v1/allies/login/',
        headers: { 'x-request-id': 'trace-me', authorization: 'Bearer not-to-be-logged' },
        payload: { email: 'admin@demo.com', password: 'admin' },
      })
      const ofRequest = logLines.filter((line) => line.reqId === 'trace-me')
      expect(ofRequest.length).toBeGreaterThanOrEqual(2)
      expect(JSON.stringify(logLines)).not.toContain('not-to-be-logged')
    } finally {
      await logged.close()
    }
  })

  it("the worker's logger: pino with the API's redaction", () => {
    const lines: string[] = []
    expect(processLogger('info', 'worker').level).toBe('info')
    // processLogger writes to stdout: the same options on a captured stream.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const captured = processLoggerTo(stream)
    captured.info({ payload: { password: 'hunter2', token: 'abc' } }, 'job payload')
    expect(lines.join('')).not.toMatch(/hunter2|"abc"/)
    expect(lines.join('')).toContain('[redacted]')
  })
})

const processLoggerTo = (stream: Writable) => pino(logOptions('info'), stream)

describe('a failed job keeps no statement values', () => {
  it('last_error names the statement and code, never the value', async () => {
    registerJobHandler(
      'test.bad-cast',
      async (_payload, job) => {
        await job.db.execute(sql`select ${'CURP-SECRET-VALUE'}::int`)
      },
      { maxAttempts: 1 },
    )
    const job = await enqueue(t.database.db, 'test.bad-cast', {})
    await new JobWorker(t.database, {
      kinds: ['test.bad-cast'],
      schedules: false,
      log: { info: () => undefined, error: () => undefined },
    }).drain()
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job!))
    expect(row!.state).toBe('dead')
    expect(row!.lastError).toMatch(/SQLSTATE 22P02/)
    expect(row!.lastError).not.toContain('CURP-SECRET-VALUE')
  })
})

describe('health and readiness', () => {
  it('/api/health: alive; /api/ready: database, migrations, listener, not draining', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { draining: 'ok', listener: 'ok', database: 'ok', migrations: 'ok' },
    })
  })
})

describe('metrics on their own port', () => {
  it('has the series an operator alerts on', async () => {
    await enqueue(t.database.db, 'test.never-run', {})
    for (let n = 0; n < 3; n++) await t.app.inject({ method: 'GET', url: '/api/health' })
    await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' })
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    expect(text).toMatch(
      /http_server_request_duration_count\{[^}]*http_request_method="GET"[^}]*http_route="\/api\/health"[^}]*http_response_status_code="200"[^}]*\} \d+/,
    )
    expect(text).toMatch(/http_server_request_duration_bucket\{[^}]*http_response_status_code="404"/)
    expect(text).toMatch(/db_client_connection_count\{[^}]*state="used"/)
    expect(text).toMatch(/db_client_connection_pending_requests /)
    expect(text).toMatch(/mesa_jobs_waiting\{[^}]*kind="test.never-run"[^}]*\} 1/)
    expect(text).toMatch(/mesa_jobs_oldest_due_age\{[^}]*kind="test.never-run"/)
    expect(text).toMatch(/mesa_jobs_dead\{[^}]*kind="test.bad-cast"[^}]*\} 1/)
    expect(text).toMatch(/mesa_events_streams_open /)
    expect(text).toMatch(/mesa_listener_reconnects_total /)
    expect(text).toMatch(/mesa_listener_connected /)
    expect(text).toMatch(/mesa_draining /)
    expect(text).toMatch(/nodejs_eventloop_delay\{[^}]*quantile="0.99"/)
  })
})
