import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { openDatabase, type DatabaseHandle } from '../../src/db/client'
import { jobs } from '../../src/db/schema'
import { enqueue, JobWorker, registerJobHandler } from '../../src/features/jobs'
import { claimJobs } from '../../src/features/jobs/jobs.queue'

const serverUrl = process.env.TEST_DATABASE_URL
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!serverUrl)(
  'job workers racing on PostgreSQL (skipped: needs TEST_DATABASE_URL, a PostgreSQL server to create a throwaway database on)',
  () => {
    const name = `mesa_jobs_${randomBytes(6).toString('hex')}`
    let a: DatabaseHandle
    let b: DatabaseHandle

    async function admin(statement: string) {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(statement)
      await client.end()
    }

    beforeAll(async () => {
      await admin(`create database ${name}`)
      const url = new URL(serverUrl!)
      url.pathname = `/${name}`
      // Two handles, two connection pools: as two API instances or worker processes would have.
      a = await openDatabase({ url: url.toString() })
      b = await openDatabase({ url: url.toString() })
    })
    afterAll(async () => {
      await a?.close()
      await b?.close()
      await admin(`drop database if exists ${name} with (force)`)
    })

    it('hands each of 50 jobs to exactly one of two workers', async () => {
      const runs = new Map<number, string[]>()
      registerJobHandler<{ n: number }>('race.once', async ({ n }, { db }) => {
        runs.set(n, [...(runs.get(n) ?? []), db === a.db ? 'a' : 'b'])
        await sleep(5)
      })
      for (let n = 0; n < 50; n++) await enqueue(a.db, 'race.once', { n })
      const workerA = new JobWorker(a, { schedules: false, concurrency: 5 })
      const workerB = new JobWorker(b, { schedules: false, concurrency: 5 })
      const [ranA, ranB] = await Promise.all([workerA.drain(), workerB.drain()])
      expect(ranA + ranB).toBe(50)
      expect(ranA).toBeGreaterThan(0)
      expect(ranB).toBeGreaterThan(0)
      expect(runs.size).toBe(50)
      expect([...runs.values()].every((who) => who.length === 1)).toBe(true)
      const rows = await a.db.select().from(jobs).where(eq(jobs.kind, 'race.once'))
      expect(rows.every((row) => row.state === 'succeeded' && row.attempts === 1)).toBe(true)
    })

    it('wakes an idle worker of another instance through LISTEN/NOTIFY when a job commits', async () => {
      let ran = 0
      registerJobHandler('race.wake', async () => {
        ran++
      })
      const idle = new JobWorker(b, { schedules: false, pollMs: 60_000 })
      await idle.start()
      await sleep(100)
      await a.db.transaction((tx) => enqueue(tx, 'race.wake', {}))
      for (let i = 0; i < 200 && ran === 0; i++) await sleep(10)
      await idle.stop()
      expect(ran).toBe(1)
    })

    it('lets another instance retry a job whose worker died, once', async () => {
      let ran = 0
      registerJobHandler('race.crash', async () => {
        ran++
      })
      const id = (await enqueue(a.db, 'race.crash', {}))!
      await claimJobs(a.db, { kinds: ['race.crash'], workerId: 'killed', leaseMs: 200, limit: 1 })
      const survivor = new JobWorker(b, { schedules: false })
      expect(await survivor.drain()).toBe(0)
      await sleep(300)
      const [c, d] = [new JobWorker(a, { schedules: false }), new JobWorker(b, { schedules: false })]
      expect((await Promise.all([c.drain(), d.drain()])).reduce((x, y) => x + y)).toBe(1)
      expect(ran).toBe(1)
      const [row] = await a.db.select().from(jobs).where(eq(jobs.id, id))
      expect(row).toMatchObject({ state: 'succeeded', attempts: 2 })
    })
  },
)
