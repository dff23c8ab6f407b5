import { beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, like } from 'drizzle-orm'
import { enqueue, JobWorker } from '../../src/features/jobs'
import {
  idempotencyKeys,
  jobs,
  notifications,
  oneTimeTokens,
  rateLimitCounters,
  refreshTokens,
  sessions,
  users,
} from '../../src/db/schema'
import { deleteInBatches } from '../../src/lib/batched-delete'
import { useTestApp } from '../helpers/use-test-app'

let userId: number
const DAY = 86_400_000
const ago = (ms: number) => new Date(Date.now() - ms)

const t = useTestApp()
beforeAll(async () => {
  const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.com'))
  userId = admin!.id
})

/** Runs one retention job the way its schedule would, with these periods in its payload. */
async function runRetention(kind: string, periods: Record<string, number> = {}) {
  await enqueue(t.database.db, kind, periods)
  await new JobWorker(t.database, { schedules: false }).drain()
  const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, kind))
  expect(job?.state).toBe('succeeded')
  await t.database.db.delete(jobs).where(eq(jobs.kind, kind))
}

describe('retention jobs: rows older than the period go, newer stay', () => {
  it('finished jobs: succeeded past the period and dead past the longer one; nothing pending', async () => {
    const db = t.database.db
    const row = (
      kind: string,
      state: 'succeeded' | 'dead' | 'queued' | 'failed',
      finishedAt: Date | null,
    ) => ({
      kind,
      state,
      payload: {},
      finishedAt,
    })
    await db
      .insert(jobs)
      .values([
        row('test.keep.succeeded-recent', 'succeeded', ago(2 * DAY)),
        row('test.drop.succeeded-old', 'succeeded', ago(20 * DAY)),
        row('test.keep.dead-recent', 'dead', ago(20 * DAY)),
        row('test.drop.dead-old', 'dead', ago(100 * DAY)),
        row('test.keep.queued', 'queued', null),
        row('test.keep.failed', 'failed', ago(100 * DAY)),
      ])
    await runRetention('retention.jobs', { jobDays: 14, deadJobDays: 90 })
    const left = await db.select({ kind: jobs.kind }).from(jobs).where(like(jobs.kind, 'test.%'))
    expect(left.map((job) => job.kind).sort()).toEqual([
      'test.keep.dead-recent',
      'test.keep.failed',
      'test.keep.queued',
      'test.keep.succeeded-recent',
    ])
    await db.delete(jobs).where(like(jobs.kind, 'test.%'))
  })

  it('sessions: expired or revoked past the period go with their refresh tokens; live ones stay', async () => {
    const db = t.database.db
    const session = (id: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      id,
      userId,
      expiresAt,
      revokedAt,
    })
    await db
      .insert(sessions)
      .values([
        session('retention-live', new Date(Date.now() + DAY)),
        session('retention-expired-recently', ago(DAY)),
        session('retention-expired-long-ago', ago(40 * DAY)),
        session('retention-revoked-long-ago', new Date(Date.now() + DAY), ago(40 * DAY)),
      ])
    await db.insert(refreshTokens).values([
      { tokenHash: 'retention-token-old', sessionId: 'retention-expired-long-ago' },
      { tokenHash: 'retention-token-live', sessionId: 'retention-live' },
    ])
    await db.insert(oneTimeTokens).values([
      { tokenHash: 'retention-ott-old', userId, purpose: 'reset_password', expiresAt: ago(40 * DAY) },
      { tokenHash: 'retention-ott-new', userId, purpose: 'reset_password', expiresAt: ago(DAY) },
    ])
    await runRetention('retention.sessions', { sessionDays: 30 })
    const left = await db.select({ id: sessions.id }).from(sessions).where(like(sessions.id, 'retention-%'))
    expect(left.map((row) => row.id).sort()).toEqual(['retention-expired-recently', 'retention-live'])
    const tokens = await db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(like(refreshTokens.tokenHash, 'retention-%'))
    expect(tokens.map((row) => row.hash)).toEqual(['retention-token-live'])
    const oneTime = await db
      .select({ hash: oneTimeTokens.tokenHash })
      .from(oneTimeTokens)
      .where(like(oneTimeTokens.tokenHash, 'retention-%'))
    expect(oneTime.map((row) => row.hash)).toEqual(['retention-ott-new'])
  })

  it('notifications: read past the period go; recently read and unread (of any age) stay', async () => {
    const db = t.database.db
    const note = (title: string, readAt: Date | null, createdAt: Date) => ({
      userId,
      title,
      body: '',
      link: '/',
      readAt,
      createdAt,
    })
    await db
      .insert(notifications)
      .values([
        note('retention: read long ago', ago(100 * DAY), ago(120 * DAY)),
        note('retention: read recently', ago(DAY), ago(120 * DAY)),
        note('retention: unread and old', null, ago(400 * DAY)),
      ])
    await runRetention('retention.notifications', { notificationDays: 90 })
    const left = await db
      .select({ title: notifications.title })
      .from(notifications)
      .where(like(notifications.title, 'retention:%'))
    expect(left.map((row) => row.title).sort()).toEqual([
      'retention: read recently',
      'retention: unread and old',
    ])
  })

  it('idempotency keys: past the period go, never within the 24-hour repeat window', async () => {
    const db = t.database.db
    const key = (name: string, createdAt: Date) => ({ userId, key: name, requestHash: 'h', createdAt })
    await db
      .insert(idempotencyKeys)
      .values([
        key('retention-old', ago(3 * DAY)),
        key('retention-in-window', ago(2 * 3_600_000)),
        key('retention-fresh', new Date()),
      ])
    // A period shorter than the repeat window (1 hour) is clamped to it: the 2-hour-old answer stays.
    await runRetention('retention.idempotency-keys', { idempotencyHours: 1 })
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.key, 'retention-%'))
    expect(left.map((row) => row.key).sort()).toEqual(['retention-fresh', 'retention-in-window'])
  })

  it('rate-limit rows: ended windows go, open ones stay', async () => {
    const db = t.database.db
    await db.insert(rateLimitCounters).values([
      { key: 'retention-ended', hits: 3, resetsAt: ago(60_000) },
      { key: 'retention-open', hits: 3, resetsAt: new Date(Date.now() + 60_000) },
    ])
    await runRetention('retention.rate-limits')
    const left = await db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'retention-%'))
    expect(left.map((row) => row.key)).toEqual(['retention-open'])
  })

  it('deletes in bounded batches until nothing matching is left', async () => {
    const db = t.database.db
    const keys = Array.from({ length: 25 }, (_, n) => `retention-batch-${n}`)
    await db.insert(rateLimitCounters).values(keys.map((key) => ({ key, hits: 1, resetsAt: ago(1_000) })))
    const gone = await deleteInBatches(db, {
      table: rateLimitCounters,
      key: [rateLimitCounters.key],
      where: like(rateLimitCounters.key, 'retention-batch-%'),
      batch: 10,
    })
    expect(gone).toBe(25)
    expect(await db.select().from(rateLimitCounters).where(inArray(rateLimitCounters.key, keys))).toEqual([])
  })

  it('every retention kind has a recurring schedule', async () => {
    const { registeredSchedules } = await import('../../src/features/jobs/jobs.registry')
    const names = registeredSchedules().map((schedule) => schedule.name)
    for (const kind of [
      'retention.jobs',
      'retention.sessions',
      'retention.notifications',
      'retention.idempotency-keys',
      'retention.rate-limits',
    ])
      expect(names).toContain(kind)
  })
})
