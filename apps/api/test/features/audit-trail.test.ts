import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { AuditListResponse, AuditVerification } from '@mesa/contracts'
import { recordAudit } from '../../src/features/audit'
import { auditCheckpoints, auditEvents, creditApplications } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let adminToken: string

beforeAll(async () => {
  t = await createTestApp()
  adminToken = (await t.login('admin@demo.com', 'admin')).accessToken
})
afterAll(() => t.close())

/** Each test starts from a trail of five sealed events and no checkpoint. */
beforeEach(async () => {
  const db = t.database.db
  await db.delete(auditCheckpoints)
  await db.delete(auditEvents)
  for (let n = 1; n <= 5; n++) {
    await db.transaction((tx) =>
      recordAudit(tx, {
        actorUserId: 1,
        action: 'ally.updated',
        entityType: 'ally',
        entityId: n,
        data: { n },
      }),
    )
  }
})

const verify = async () => {
  const response = await t.as(adminToken, { method: 'GET', url: '/api/v1/audit/verify' })
  expect(response.statusCode).toBe(200)
  return response.json<AuditVerification>()
}
const checkpoint = () => t.as(adminToken, { method: 'POST', url: '/api/v1/audit/checkpoints' })
const chain = () =>
  t.database.db
    .select()
    .from(auditEvents)
    .orderBy(sql`${auditEvents.chainSeq}`)

describe('every audit event is sealed into a hash chain when its transaction commits', () => {
  it('numbers events 1, 2, ... each pointing at the hash of the one before', async () => {
    const events = await chain()
    expect(events.map((event) => event.chainSeq)).toEqual([1, 2, 3, 4, 5])
    expect(events[0]!.prevHash).toBeNull()
    for (let i = 1; i < events.length; i++) expect(events[i]!.prevHash).toBe(events[i - 1]!.hash)
    expect(events.every((event) => /^[0-9a-f]{64}$/.test(event.hash!))).toBe(true)
    expect(await verify()).toMatchObject({ intact: true, eventsChecked: 5, problems: [] })
  })

  it('seals the events of one transaction in the order they were written', async () => {
    await t.database.db.transaction(async (tx) => {
      await recordAudit(tx, { actorUserId: 1, action: 'role.created', entityType: 'x', entityId: 1 })
      await recordAudit(tx, { actorUserId: 1, action: 'role.updated', entityType: 'x', entityId: 1 })
    })
    const events = await chain()
    expect(events.slice(-2).map((event) => [event.action, event.chainSeq])).toEqual([
      ['role.created', 6],
      ['role.updated', 7],
    ])
    expect((await verify()).intact).toBe(true)
  })

  it('never seals an event whose transaction rolled back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(tx, { actorUserId: 1, action: 'role.deleted', entityType: 'x', entityId: 1 })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect((await chain()).map((event) => event.action)).not.toContain('role.deleted')
    expect((await verify()).intact).toBe(true)
  })
})

describe('verification detects tampering', () => {
  it('an edited event', async () => {
    await t.database.db.execute(sql`update audit_events set data = '{"n": 99}' where chain_seq = 3`)
    const result = await verify()
    expect(result.intact).toBe(false)
    expect(result.problems).toEqual([expect.objectContaining({ kind: 'edited', sequence: 3 })])
  })

  it('a deleted event', async () => {
    await t.database.db.execute(sql`delete from audit_events where chain_seq = 2`)
    const result = await verify()
    expect(result.intact).toBe(false)
    expect(result.problems).toEqual([expect.objectContaining({ kind: 'missing_events', sequence: 3 })])
  })

  it('a deleted first event', async () => {
    await t.database.db.execute(sql`delete from audit_events where chain_seq = 1`)
    expect((await verify()).problems).toEqual([
      expect.objectContaining({ kind: 'missing_events', sequence: 2 }),
    ])
  })

  it('an edited event whose hash was recomputed breaks the next link', async () => {
    await t.database.db.execute(sql`update audit_events set data = '{"n": 99}' where chain_seq = 3`)
    await t.database.db.execute(
      sql`update audit_events e set hash = audit_event_digest(e.prev_hash, e.chain_seq, e) where chain_seq = 3`,
    )
    expect((await verify()).problems).toEqual([expect.objectContaining({ kind: 'broken_link', sequence: 4 })])
  })

  it('a whole chain rewritten in the database, through the signed checkpoint', async () => {
    expect((await checkpoint()).statusCode).toBe(201)
    await t.database.db.execute(sql`update audit_events set data = '{"n": 99}' where chain_seq = 2`)
    // Whoever has the database can recompute every hash after the edit, in order...
    for (let seq = 2; seq <= 5; seq++) {
      await t.database.db.execute(sql`
        update audit_events e set
          prev_hash = (select hash from audit_events where chain_seq = ${seq - 1}),
          hash = audit_event_digest((select hash from audit_events where chain_seq = ${seq - 1}), e.chain_seq, e)
        where chain_seq = ${seq}`)
    }
    const result = await verify()
    // ...but not sign a checkpoint for the new head without the server's secret.
    expect(result.problems).toEqual([expect.objectContaining({ kind: 'checkpoint_mismatch', sequence: 5 })])
  })

  it('a forged checkpoint', async () => {
    await checkpoint()
    await t.database.db.execute(sql`update audit_checkpoints set signature = repeat('0', 64)`)
    expect((await verify()).problems).toEqual([expect.objectContaining({ kind: 'checkpoint_forged' })])
  })

  it('a deleted tail, through the checkpoint after it', async () => {
    await checkpoint()
    await t.database.db.execute(sql`delete from audit_events where chain_seq >= 4`)
    expect((await verify()).problems).toEqual([expect.objectContaining({ kind: 'truncated', sequence: 5 })])
  })
})

describe('checkpoints', () => {
  it('pin the head once; a second call without new events writes nothing', async () => {
    const first = await checkpoint()
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ sequence: 5 })
    expect((await checkpoint()).json()).toMatchObject({ id: first.json<{ id: number }>().id })
    expect(await t.database.db.select().from(auditCheckpoints)).toHaveLength(1)
    expect(await verify()).toMatchObject({ intact: true, checkpointsChecked: 1 })
  })
})

describe('the trail list, its filters and the export', () => {
  it('lists newest first with the actor and filters by action, record and period', async () => {
    const response = await t.as(adminToken, {
      method: 'GET',
      url: '/api/v1/audit?entityType=ally&entityId=3',
    })
    expect(response.statusCode).toBe(200)
    const body = response.json<AuditListResponse>()
    expect(body.total).toBe(1)
    expect(body.items[0]).toMatchObject({ sequence: 3, entityId: '3', actor: { id: 1 } })
    expect(body.actions).toContain('ally.updated')
    const all = (await t.as(adminToken, { method: 'GET', url: '/api/v1/audit' })).json<AuditListResponse>()
    expect(all.items.map((event) => event.sequence)).toEqual([5, 4, 3, 2, 1])
    const today = new Date().toISOString().slice(0, 10)
    const inPeriod = await t.as(adminToken, { method: 'GET', url: `/api/v1/audit?from=${today}&to=${today}` })
    expect(inPeriod.json<AuditListResponse>().total).toBe(5)
    const before = await t.as(adminToken, { method: 'GET', url: '/api/v1/audit?to=2020-01-01' })
    expect(before.json<AuditListResponse>().total).toBe(0)
  })

  it('names each wrong filter in a 400', async () => {
    const response = await t.as(adminToken, {
      method: 'GET',
      url: '/api/v1/audit?from=yesterday&actorUserId=-4',
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(['actorUserId', 'from'])
  })

  it('exports the trail in chain order with every hash', async () => {
    const response = await t.as(adminToken, { method: 'GET', url: '/api/v1/audit/export.csv' })
    expect(response.statusCode).toBe(200)
    const lines = response.body.trim().split('\r\n')
    expect(lines).toHaveLength(6)
    expect(lines[0]).toContain('sequence,eventId,createdAt')
    const [head] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.chainSeq, 5))
    expect(lines[5]).toContain(head!.hash!)
  })

  it('is for administrators only', async () => {
    const analyst = (await t.login('analista@demo.com', 'analista')).accessToken
    for (const [method, url] of [
      ['GET', '/api/v1/audit'],
      ['GET', '/api/v1/audit/verify'],
      ['POST', '/api/v1/audit/checkpoints'],
      ['GET', '/api/v1/audit/export.csv'],
    ] as const) {
      expect((await t.as(analyst, { method, url })).statusCode).toBe(403)
    }
  })
})

describe('reads of sensitive data are logged', () => {
  it("opening an applicant's file is one read event per person per ten minutes, sealed like any other", async () => {
    const analyst = await t.login('analista@demo.com', 'analista')
    const [application] = await t.database.db
      .select({ id: creditApplications.id, product: creditApplications.product })
      .from(creditApplications)
      .where(eq(creditApplications.stage, 'analisis'))
      .limit(1)
    const url = `/api/v1/credit-applications/${application!.product}/${application!.id}`
    for (let n = 0; n < 3; n++)
      expect((await t.as(analyst.accessToken, { method: 'GET', url })).statusCode).toBe(200)
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'credit_application.read'))
    expect(reads).toHaveLength(1)
    expect(reads[0]).toMatchObject({ actorUserId: analyst.userData.id, entityId: String(application!.id) })
    expect(reads[0]!.chainSeq).toBe(6)
    expect((await verify()).intact).toBe(true)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, concurrent transactions', () => {
  it('are chained one after another without a fork', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.database.db.transaction(async (tx) => {
          await recordAudit(tx, {
            actorUserId: 1,
            action: 'permission.updated',
            entityType: 'x',
            entityId: n,
          })
          await tx.execute(sql`select pg_sleep(0.01)`)
          await recordAudit(tx, {
            actorUserId: 1,
            action: 'permission.updated',
            entityType: 'x',
            entityId: n,
          })
        }),
      ),
    )
    const events = await chain()
    expect(events.map((event) => event.chainSeq)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1))
    expect((await verify()).intact).toBe(true)
  })
})
