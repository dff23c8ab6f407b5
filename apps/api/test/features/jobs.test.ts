import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, like, sql } from 'drizzle-orm'
import { enqueue, JobWorker, registerJobHandler, registerJobSchedule } from '../../src/features/jobs'
import { claimJobs, completeJob } from '../../src/features/jobs/jobs.queue'
import { enqueueScheduleTicks } from '../../src/features/jobs/jobs.worker'
import { creditApplications, jobs, notifications } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { firstInStage } from '../helpers/stage-rows'

let adminToken: string
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const t = useTestApp()
beforeAll(async () => {
  adminToken = (await t.login('admin@demo.com', 'admin')).accessToken
})

/** A worker that runs only what the test enqueues (no recurring schedule ticks). */
const newWorker = (options: ConstructorParameters<typeof JobWorker>[1] = {}) =>
  new JobWorker(t.database, { schedules: false, ...options })

async function jobRow(id: number) {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id))
  return row!
}

describe('a job runs once', () => {
  it('is handled exactly once when two workers race for it', async () => {
    const runs = new Map<number, number>()
    registerJobHandler<{ n: number }>('test.once', async ({ n }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1)
      await sleep(2)
    })
    for (let n = 0; n < 30; n++) await enqueue(t.database.db, 'test.once', { n })
    const [a, b] = [newWorker({ concurrency: 3 }), newWorker({ concurrency: 3 })]
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()])
    expect(ranA + ranB).toBe(30)
    expect(runs.size).toBe(30)
    expect([...runs.values()].every((count) => count === 1)).toBe(true)
    const done = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'test.once'))
    expect(done.every((row) => row.state === 'succeeded' && row.attempts === 1 && row.finishedAt)).toBe(true)
  })

  it('never runs a job enqueued in a rolled-back transaction', async () => {
    let ran = 0
    registerJobHandler('test.rolled-back', async () => {
      ran++
    })
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueue(tx, 'test.rolled-back', {})
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    await newWorker().drain()
    expect(ran).toBe(0)
    expect(await t.database.db.select().from(jobs).where(eq(jobs.kind, 'test.rolled-back'))).toHaveLength(0)
  })

  it('ignores a second enqueue with the same singleton key', async () => {
    expect(await enqueue(t.database.db, 'test.single', {}, { singletonKey: 'only-one' })).toBeTypeOf('number')
    expect(await enqueue(t.database.db, 'test.single', {}, { singletonKey: 'only-one' })).toBeNull()
  })
})

describe('failures', () => {
  it('retries with exponential backoff, then is dead after the last attempt', async () => {
    let runs = 0
    registerJobHandler(
      'test.failing',
      async () => {
        runs++
        throw new Error(`boom ${runs}`)
      },
      { maxAttempts: 3, backoff: { baseMs: 60_000, maxMs: 3_600_000 } },
    )
    const id = (await enqueue(t.database.db, 'test.failing', {}))!
    const worker = newWorker()
    for (const [attempt, waitMs] of [
      [1, 60_000],
      [2, 120_000],
    ] as const) {
      const before = Date.now()
      await worker.drain()
      const row = await jobRow(id)
      expect(row).toMatchObject({ state: 'failed', attempts: attempt, lastError: `boom ${attempt}` })
      const delay = row.runAt.getTime() - before
      expect(delay).toBeGreaterThan(waitMs - 5_000)
      expect(delay).toBeLessThan(waitMs + 5_000)
      // Not before its time...
      expect(await worker.drain()).toBe(0)
      // ...and when it is due, it runs again.
      await t.database.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1) })
        .where(eq(jobs.id, id))
    }
    await worker.drain()
    expect(await jobRow(id)).toMatchObject({ state: 'dead', attempts: 3, lastError: 'boom 3' })
    expect((await jobRow(id)).finishedAt).not.toBeNull()
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1) })
      .where(eq(jobs.id, id))
    expect(await worker.drain()).toBe(0)
    expect(runs).toBe(3)
  })

  it('fails a run that exceeds its kind timeout', async () => {
    registerJobHandler('test.slow', async () => void (await sleep(2_000)), { timeoutMs: 50, maxAttempts: 1 })
    const id = (await enqueue(t.database.db, 'test.slow', {}))!
    await newWorker().drain()
    expect(await jobRow(id)).toMatchObject({ state: 'dead', lastError: 'Timed out after 50 ms.' })
  })
})

describe('time', () => {
  it('runs a scheduled job when its time comes, not before', async () => {
    let ran = 0
    registerJobHandler('test.scheduled', async () => {
      ran++
    })
    await enqueue(t.database.db, 'test.scheduled', {}, { runAt: new Date(Date.now() + 400) })
    // Only this kind: another test's job may come due meanwhile (the recurring tick's next minute).
    const worker = newWorker({ kinds: ['test.scheduled'] })
    expect(await worker.drain()).toBe(0)
    await sleep(500)
    expect(await worker.drain()).toBe(1)
    expect(ran).toBe(1)
  })

  it('enqueues each tick of a recurring schedule once, however many schedulers run', async () => {
    let ran = 0
    registerJobHandler('test.tick', async () => {
      ran++
    })
    registerJobSchedule({ name: 'test.every-minute', cron: '* * * * *', kind: 'test.tick', payload: {} })
    const ticks = () =>
      t.database.db.select().from(jobs).where(eq(jobs.schedule, 'test.every-minute')).orderBy(jobs.runAt)
    const now = new Date()
    await Promise.all([enqueueScheduleTicks(t.database, now), enqueueScheduleTicks(t.database, now)])
    await enqueueScheduleTicks(t.database, new Date(now.getTime() + 1))
    expect(await ticks()).toHaveLength(1)
    const later = new Date(now.getTime() + 60_000)
    await Promise.all([enqueueScheduleTicks(t.database, later), enqueueScheduleTicks(t.database, later)])
    const rows = await ticks()
    expect(rows).toHaveLength(2)
    expect(rows[1]!.runAt.getTime() - rows[0]!.runAt.getTime()).toBe(60_000)
    expect(rows[0]!.runAt.getUTCSeconds()).toBe(0)
    // When the tick comes the job runs (moved to now instead of waiting for the minute).
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1) })
      .where(eq(jobs.id, rows[0]!.id))
    await newWorker().drain()
    expect(ran).toBe(1)
  })
})

describe('a worker crash', () => {
  it('retries a running job after its lease expires and records it done once', async () => {
    let ran = 0
    registerJobHandler('test.crash', async () => {
      ran++
    })
    const id = (await enqueue(t.database.db, 'test.crash', {}))!
    // A worker takes the job, then dies (kill -9): it never finishes and never renews its lease.
    const [taken] = await claimJobs(t.database.db, {
      kinds: ['test.crash'],
      workerId: 'crashed-worker',
      leaseMs: 300,
      limit: 1,
    })
    expect(taken!.id).toBe(id)
    // Only this kind: another test's job may come due during the wait (the recurring tick's next minute).
    const survivor = newWorker({ kinds: ['test.crash'] })
    expect(await survivor.drain()).toBe(0)
    await sleep(400)
    expect(await survivor.drain()).toBe(1)
    expect(ran).toBe(1)
    expect(await jobRow(id)).toMatchObject({ state: 'succeeded', attempts: 2 })
    // Had the first worker come back, its completion is refused: the lease is no longer its own.
    expect(await completeJob(t.database.db, taken!, 'crashed-worker')).toBe(false)
  })

  it('is dead when the worker died during its last attempt', async () => {
    registerJobHandler('test.crash-last', async () => undefined, { maxAttempts: 1 })
    const id = (await enqueue(t.database.db, 'test.crash-last', {}))!
    await claimJobs(t.database.db, { kinds: ['test.crash-last'], workerId: 'gone', leaseMs: 50, limit: 1 })
    await sleep(100)
    await newWorker().drain()
    expect(await jobRow(id)).toMatchObject({ state: 'dead', attempts: 1 })
  })

  it('waits for running jobs when stopped', async () => {
    let finished = false
    registerJobHandler('test.graceful', async () => {
      await sleep(200)
      finished = true
    })
    const id = (await enqueue(t.database.db, 'test.graceful', {}))!
    const worker = newWorker({ pollMs: 20 })
    await worker.start()
    for (let i = 0; i < 50 && (await jobRow(id)).state !== 'running'; i++) await sleep(10)
    await worker.stop(5_000)
    expect(finished).toBe(true)
    expect((await jobRow(id)).state).toBe('succeeded')
  })

  it('wakes at once when a job is enqueued', async () => {
    let ran = 0
    registerJobHandler('test.wake', async () => {
      ran++
    })
    const worker = newWorker({ pollMs: 60_000 })
    await worker.start()
    await sleep(50)
    await enqueue(t.database.db, 'test.wake', {})
    for (let i = 0; i < 100 && ran === 0; i++) await sleep(10)
    await worker.stop()
    expect(ran).toBe(1)
  })
})

describe('the overdue-SLA sweep', () => {
  it('tells the owner once per application and stage', async () => {
    const application = await firstInStage(t, 'analisis')
    const [owner] = await t.database.db
      .execute(sql`select id from users where email = 'analista@demo.com'`)
      .then((result) => (result as unknown as { rows: Array<{ id: number }> }).rows)
    await t.database.db
      .update(creditApplications)
      .set({ ownerUserId: owner!.id, stageEnteredAt: new Date(Date.now() - 30 * 3_600_000) })
      .where(eq(creditApplications.id, application!.id))
    const mine = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, owner!.id),
            like(notifications.link, `%/${application!.product}/${application!.id}`),
          ),
        )
    const sweep = async () => {
      await enqueue(t.database.db, 'credit-applications.overdue-sweep', {})
      await newWorker().drain()
    }
    await sweep()
    await sweep()
    const rows = await mine()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.title).toContain(String(application!.folio))
  })

  it('is a recurring job every five minutes', async () => {
    await enqueueScheduleTicks(t.database, new Date('2026-01-01T10:02:00Z'))
    const [tick] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, 'credit-applications.overdue-sweep@2026-01-01T10:05:00.000Z'))
    expect(tick?.kind).toBe('credit-applications.overdue-sweep')
  })
})

describe('the jobs screen API', () => {
  it('lists jobs by kind and state for administrators', async () => {
    const response = await t.as(adminToken, {
      method: 'GET',
      url: '/api/v1/jobs?kind=test.failing&state=dead',
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.total).toBe(1)
    expect(body.items[0]).toMatchObject({
      kind: 'test.failing',
      state: 'dead',
      attempts: 3,
      lastError: 'boom 3',
    })
    expect(body.kinds).toContain('test.failing')
  })

  it('refuses non-administrators (403)', async () => {
    const analyst = (await t.login('analista@demo.com', 'analista')).accessToken
    expect((await t.as(analyst, { method: 'GET', url: '/api/v1/jobs' })).statusCode).toBe(403)
    const [dead] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'test.failing'))
    const response = await t.as(analyst, { method: 'POST', url: `/api/v1/jobs/${dead!.id}/retry` })
    expect(response.statusCode).toBe(403)
    expect((await jobRow(dead!.id)).state).toBe('dead')
  })

  it('answers 404 for an unknown job and 409 for one neither failed nor dead', async () => {
    expect((await t.as(adminToken, { method: 'POST', url: '/api/v1/jobs/999999/retry' })).statusCode).toBe(
      404,
    )
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'test.once')).limit(1)
    const response = await t.as(adminToken, { method: 'POST', url: `/api/v1/jobs/${done!.id}/retry` })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('job_not_retryable')
  })

  it('retries a dead job: queued again with its attempts counted afresh', async () => {
    const [dead] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'test.failing'))
    const response = await t.as(adminToken, { method: 'POST', url: `/api/v1/jobs/${dead!.id}/retry` })
    expect(response.statusCode).toBe(204)
    expect(await jobRow(dead!.id)).toMatchObject({ state: 'queued', attempts: 0 })
    await newWorker().drain()
    expect(await jobRow(dead!.id)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'boom 4' })
  })
})
