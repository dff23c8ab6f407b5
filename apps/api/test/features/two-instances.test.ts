import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountPaths, authPaths, eventPaths, type SessionResponse } from '@mesa/contracts'
import { startServerProcess, type ServerProcess } from '../helpers/server-process'
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher'

// Two instances, one database (issue 11, docs/architecture.md): two API processes on one PostgreSQL behave as one
// service. PostgreSQL only: PGlite is one process's embedded database, which two processes cannot share.

const serverUrl = process.env.TEST_DATABASE_URL
const RATE_LIMIT = 12

const databaseName = `mesa_two_${randomBytes(6).toString('hex')}`
const dataDirs: string[] = []
let a: ServerProcess
let b: ServerProcess
let smtp: SmtpCatcher
let databaseUrl: string

/** Runs one statement on `url` (the server's default database unless told) and answers its rows. */
async function query<Row>(statement: string, url = serverUrl) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(statement)).rows as Row[]
  } finally {
    await client.end()
  }
}

function startInstance() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mesa-instance-'))
  dataDirs.push(dataDir)
  return startServerProcess(['--import', 'tsx', 'src/server.ts'], {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: 'two-instances-share-this-secret-of-at-least-32-characters',
    DEMO_SEED: 'true',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    // Both run job workers (the default), competing for every job.
    WORKERS: 'true',
    SMTP_URL: smtp.url,
  })
}

const call = (server: ServerProcess, route: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${server.url}${route}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  })

const signIn = (server: ServerProcess, email: string, password: string) =>
  call(server, authPaths.login, { method: 'POST', body: JSON.stringify({ email, password }) })

async function session(server: ServerProcess, email: string, password: string) {
  const response = await signIn(server, email, password)
  expect(response.status).toBe(201)
  return (await response.json()) as SessionResponse
}

describe.skipIf(!serverUrl)(
  'two API instances on one PostgreSQL (skipped: needs TEST_DATABASE_URL, a PostgreSQL server to create a throwaway database on)',
  () => {
    beforeAll(async () => {
      await query(`create database ${databaseName}`)
      const url = new URL(serverUrl!)
      url.pathname = `/${databaseName}`
      databaseUrl = url.toString()
      smtp = await startSmtpCatcher()
      // Started together on an empty database: the startup lock makes them migrate and seed in turn.
      ;[a, b] = await Promise.all([startInstance(), startInstance()])
    }, 180_000)

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()])
      await smtp?.close()
      if (serverUrl) await query(`drop database if exists ${databaseName} with (force)`)
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
    })

    it('refuses on B, at once, a session revoked on A', async () => {
      const { accessToken } = await session(a, 'mesa@demo.com', 'mesa-control')
      expect((await call(b, authPaths.me, { token: accessToken })).status).toBe(200)
      expect((await call(a, authPaths.logout, { method: 'POST', token: accessToken })).status).toBe(204)
      const refused = await call(b, authPaths.me, { token: accessToken })
      expect(refused.status).toBe(401)
      expect(await refused.json()).toMatchObject({ code: 'session_ended' })
    })

    it('throttles sign-in across both: failures on A and B add up', async () => {
      for (const server of [a, b, a, b, a]) {
        const failed = await signIn(server, 'analista@demo.com', 'wrong password')
        expect(failed.status).toBe(400)
      }
      // Five failures for this account and address, spread over two instances: the next attempt waits,
      // on either of them, even with the right password.
      expect((await signIn(b, 'analista@demo.com', 'analista')).status).toBe(429)
      expect((await signIn(a, 'analista@demo.com', 'analista')).status).toBe(429)
    })

    it('holds the per-user rate limit across both', async () => {
      const { accessToken } = await session(a, 'supervisor@demo.com', 'supervisor')
      for (let i = 0; i < RATE_LIMIT; i++) {
        const ok = await call(i % 2 ? b : a, authPaths.me, { token: accessToken })
        expect(ok.status).toBe(200)
      }
      // Each instance served only half the budget; counted together, the user has spent it all.
      for (const server of [a, b]) {
        const refused = await call(server, authPaths.me, { token: accessToken })
        expect(refused.status).toBe(429)
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    })

    it('runs a job enqueued on A exactly once, whichever instance takes it', async () => {
      // Five reset mails asked on A: five `mail.deliver` jobs, which both instances' workers compete for.
      const people = ['comite', 'visitador', 'ventas', 'client', 'admin'].map((name) => `${name}@demo.com`)
      const asked = await Promise.all(
        people.map((email) =>
          call(a, authPaths.forgotPassword, { method: 'POST', body: JSON.stringify({ email }) }),
        ),
      )
      expect(asked.map((response) => response.status)).toEqual(people.map(() => 202))
      const arrived = (email: string) => smtp.mails.some((mail) => mail.to.includes(email))
      for (const deadline = Date.now() + 30_000; !people.every(arrived) && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 100))
      // Time for a second, wrongful delivery to arrive if a job ran twice.
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      for (const email of people) expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1)
      const jobs = await query<{ state: string; attempts: number }>(
        // The demo seed queues mail of its own (the dunning rules' e-mails): only these five people's count.
        `select j.state, j.attempts from jobs j join mail_outbox m on m.id = (j.payload->>'mailId')::int
          where j.kind = 'mail.deliver' and m.to in (${people.map((email) => `'${email}'`).join(', ')})`,
        databaseUrl,
      )
      expect(jobs).toHaveLength(people.length)
      for (const job of jobs) expect(job).toEqual({ state: 'succeeded', attempts: 1 })
    }, 60_000)

    it('delivers an event raised on A to a stream open on B', async () => {
      const admin = await session(b, 'admin@demo.com', 'admin')
      const controller = new AbortController()
      const stream = await fetch(`${b.url}${eventPaths.stream}`, {
        headers: { authorization: `Bearer ${admin.accessToken}` },
        signal: controller.signal,
      })
      expect(stream.status).toBe(200)
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader()
      try {
        expect((await reader.read()).value).toContain(': connected')
        const seller = await session(a, 'ventas@demo.com', 'ventas')
        const busy = await call(a, accountPaths.presence, {
          method: 'PUT',
          token: seller.accessToken,
          body: JSON.stringify({ presence: 'busy' }),
        })
        expect(busy.status).toBe(204)
        let received = ''
        const deadline = Date.now() + 30_000
        while (!/event: presence\.changed\ndata: .*"presence":"busy"/.test(received)) {
          if (Date.now() > deadline) throw new Error(`no presence event on B; the stream said:\n${received}`)
          const { value, done } = await reader.read()
          if (done) throw new Error(`the stream on B ended; it said:\n${received}`)
          received += value
        }
      } finally {
        controller.abort()
      }
    }, 60_000)
  },
)
