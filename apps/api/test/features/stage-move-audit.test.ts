import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditVerification } from '@mesa/contracts'
import { auditEvents, creditApplicationHistory, creditApplications, users } from '../../src/db/schema'
import { closeAsPaidOff } from '../../src/features/credit-applications'
import { STAGE_MOVED } from '../../src/features/credit-applications/stage-move-record'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Issue 37: every stage move is in the tamper-evident audit trail, written in the move's transaction; the
// history table stays the read model and the audit entry names its row.
let t: TestApp
let admin: string

beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
})
afterAll(() => t.close())

const firstIn = async (stage: 'deliberacion' | 'activo') => {
  const [row] = await t.database.db
    .select()
    .from(creditApplications)
    .where(eq(creditApplications.stage, stage))
    .orderBy(creditApplications.id)
    .limit(1)
  return row!
}
const movesOf = (applicationId: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, STAGE_MOVED), eq(auditEvents.entityId, String(applicationId))))
const lastHistoryOf = async (applicationId: number) => {
  const [row] = await t.database.db
    .select()
    .from(creditApplicationHistory)
    .where(eq(creditApplicationHistory.applicationId, applicationId))
    .orderBy(sql`${creditApplicationHistory.id} desc`)
    .limit(1)
  return row!
}
const verify = async () => {
  const response = await t.as(admin, { method: 'GET', url: '/api/v1/audit/verify' })
  expect(response.statusCode).toBe(200)
  return response.json<AuditVerification>()
}

describe('a stage move in the audit trail', () => {
  it("a person's move writes one audit entry with from, to and actor, naming its history row; the chain verifies", async () => {
    const row = await firstIn('deliberacion')
    const [adminUser] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.com'))
    const before = await movesOf(row.id)
    const moved = await t.as(admin, {
      method: 'POST',
      url: `/api/v1/credit-applications/${row.product}/${row.id}/transitions`,
      payload: { transition: 'reject', reason: 'Score bajo', version: row.version },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const after = await movesOf(row.id)
    expect(after).toHaveLength(before.length + 1)
    const history = await lastHistoryOf(row.id)
    expect(after.at(-1)).toMatchObject({
      actorUserId: adminUser!.id,
      entityType: 'credit_application',
      data: {
        from: 'deliberacion',
        to: 'rechazada',
        transition: 'reject',
        reason: 'Score bajo',
        historyId: history.id,
      },
    })
    expect(history).toMatchObject({ kind: 'transition', fromStage: 'deliberacion', toStage: 'rechazada' })
    expect(await verify()).toMatchObject({ intact: true, problems: [] })
  })

  it("the system's move (activo → liquidada) is audited too, without an actor", async () => {
    const row = await firstIn('activo')
    const before = await movesOf(row.id)
    const moved = await t.database.db.transaction((tx) => closeAsPaidOff(tx, row.id, '2026-01-15', null))
    expect(moved).toBe(true)
    const after = await movesOf(row.id)
    expect(after).toHaveLength(before.length + 1)
    expect(after.at(-1)).toMatchObject({
      actorUserId: null,
      data: { from: 'activo', to: 'liquidada', historyId: (await lastHistoryOf(row.id)).id },
    })
    expect(await verify()).toMatchObject({ intact: true, problems: [] })
  })

  it('a move that fails to write leaves no audit entry', async () => {
    const row = await firstIn('activo')
    const before = await movesOf(row.id)
    await expect(
      t.database.db.transaction(async (tx) => {
        await closeAsPaidOff(tx, row.id, '2026-01-15', null)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await movesOf(row.id)).toHaveLength(before.length)
  })
})
