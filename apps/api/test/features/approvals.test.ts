import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  approvalPaths,
  type ApprovalListResponse,
  type ApprovalRequest,
  type DutyPolicy,
} from '@mesa/contracts'
import { approvalRequests, auditEvents } from '../../src/db/schema'
import { recordAudit } from '../../src/features/audit'
import {
  dutyConflictOf,
  recordDutyAct,
  registerApprovalKind,
  requestApproval,
} from '../../src/features/approvals'
import { badRequest } from '../../src/lib/http-errors'
import { useTestApp } from '../helpers/use-test-app'
import { createUserWithRules } from '../helpers/users'

/**
 * A test-only kind: "stamp" a subject with a word. Its write records an audit row (so a rolled-back approval
 * can be seen to have written nothing) and refuses the word "refuse" with a 400 like a real write would.
 */
const executions: Array<{ word: string; requestedBy: number; approvedBy: number }> = []
registerApprovalKind({
  kind: 'test.stamp',
  subjectType: 'test_subject',
  ability: { action: 'update', subject: 'Approvals' },
  payload: z.strictObject({ word: z.string().min(2) }),
  async execute(tx, payload, ctx) {
    await recordAudit(tx, {
      actorUserId: ctx.approvedBy,
      action: 'demo.category.created', // any listed code this file writes nowhere else: the test needs an audited write
      entityType: 'test_subject',
      entityId: ctx.approvalId,
      data: payload,
    })
    if (payload.word === 'refuse') throw badRequest({ word: ['invalid_value'] })
    executions.push({ word: payload.word, ...ctx })
    return { stamped: payload.word }
  },
})

const users: Record<'asker' | 'approver' | 'reader', { id: number; token: string }> = {} as never
let subjectSeq = 0

const t = useTestApp()
beforeAll(async () => {
  const rulesOf = {
    asker: [
      { action: 'read', subject: 'Approvals' },
      { action: 'update', subject: 'Approvals' },
    ],
    approver: [
      { action: 'read', subject: 'Approvals' },
      { action: 'update', subject: 'Approvals' },
    ],
    reader: [{ action: 'read', subject: 'Approvals' }],
  } as const
  for (const who of ['asker', 'approver', 'reader'] as const) {
    const user = await createUserWithRules(t.database.db, [...rulesOf[who]])
    users[who] = { id: user.id, token: (await t.login(user.email, user.password)).accessToken }
  }
})

const ask = async (word = 'hello') => {
  subjectSeq += 1
  return t.database.db.transaction((tx) =>
    requestApproval(tx, {
      kind: 'test.stamp',
      subjectType: 'test_subject',
      subjectId: `s-${subjectSeq}`,
      payload: { word },
      requestedBy: users.asker.id,
    }),
  )
}
const post = (who: keyof typeof users, path: string, id: number, payload: object) =>
  t.as(users[who].token, { method: 'POST', url: path.replace(':id', String(id)), payload })
const get = (who: keyof typeof users, url: string) => t.as(users[who].token, { method: 'GET', url })
const rowOf = async (id: number) =>
  (await t.database.db.select().from(approvalRequests).where(eq(approvalRequests.id, id)))[0]!
const auditOf = async (action: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(entityId))))

describe('asking', () => {
  it('stores a pending request, audited, instead of doing the write', async () => {
    const request = await ask()
    expect(request).toMatchObject({ kind: 'test.stamp', status: 'pending', version: 1 })
    expect(request.viewer).toEqual({ mayDecide: false, mayCancel: true, refusal: 'four_eyes_same_person' })
    expect(await auditOf('approval.requested', request.id)).toHaveLength(1)
    expect(executions.filter((done) => done.word === 'hello')).toHaveLength(0)
  })

  it('a second request of the kind on the same subject while one waits is 409 approval_pending', async () => {
    const first = await ask()
    const again = t.database.db.transaction((tx) =>
      requestApproval(tx, {
        kind: 'test.stamp',
        subjectType: 'test_subject',
        subjectId: first.subjectId,
        payload: { word: 'again' },
        requestedBy: users.approver.id,
      }),
    )
    await expect(again).rejects.toMatchObject({ statusCode: 409, code: 'approval_pending' })
  })

  it("a payload the kind's schema refuses is a 400 naming its fields", async () => {
    await expect(ask('x')).rejects.toMatchObject({
      statusCode: 400,
      errors: { 'payload.word': expect.any(Array) },
    })
  })
})

describe('four eyes on approval', () => {
  it('the requester cannot approve (403 four_eyes_same_person); nothing runs', async () => {
    const request = await ask('mine')
    const response = await post('asker', approvalPaths.approve, request.id, { version: 1 })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('four_eyes_same_person')
    expect((await rowOf(request.id)).status).toBe('pending')
    expect(executions.filter((done) => done.word === 'mine')).toHaveLength(0)
  })

  it("a second person without the kind's ability cannot (403)", async () => {
    const request = await ask('noright')
    const response = await post('reader', approvalPaths.approve, request.id, { version: 1 })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('forbidden')
    expect((await rowOf(request.id)).status).toBe('pending')
  })

  it('a second person with it approves: the write runs once, the request is approved and audited', async () => {
    const request = await ask('approved')
    const response = await post('approver', approvalPaths.approve, request.id, {
      version: 1,
      note: 'Revisado',
    })
    expect(response.statusCode, response.body).toBe(200)
    const approved = response.json<ApprovalRequest>()
    expect(approved).toMatchObject({
      status: 'approved',
      version: 2,
      decidedBy: { id: users.approver.id },
      decisionNote: 'Revisado',
      result: { stamped: 'approved' },
    })
    expect(executions.filter((done) => done.word === 'approved')).toEqual([
      {
        word: 'approved',
        requestedBy: users.asker.id,
        approvedBy: users.approver.id,
        approvalId: request.id,
      },
    ])
    const audit = await auditOf('approval.approved', request.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]!.actorUserId).toBe(users.approver.id)
    // Approving again is a race lost: 409, and the write does not run twice.
    const again = await post('approver', approvalPaths.approve, request.id, { version: 2 })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('approval_not_pending')
    expect(executions.filter((done) => done.word === 'approved')).toHaveLength(1)
  })

  it('a stale version is 409 stale_version', async () => {
    const request = await ask('stale')
    const response = await post('approver', approvalPaths.approve, request.id, { version: 7 })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('stale_version')
    expect((await rowOf(request.id)).status).toBe('pending')
  })

  it("when the kind's write refuses, nothing is written and the request stays pending", async () => {
    const request = await ask('refuse')
    const response = await post('approver', approvalPaths.approve, request.id, { version: 1 })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ word: ['invalid_value'] })
    const row = await rowOf(request.id)
    expect(row).toMatchObject({ status: 'pending', version: 1, decidedBy: null })
    expect(await auditOf('demo.category.created', request.id)).toHaveLength(0)
    expect(await auditOf('approval.approved', request.id)).toHaveLength(0)
  })

  it('bad input is a 400 naming each field', async () => {
    const request = await ask('badinput')
    const response = await post('approver', approvalPaths.approve, request.id, { note: 5, extra: 1 })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['version', 'note']))
    const unknown = await post('approver', approvalPaths.approve, 0, { version: 1 })
    expect(unknown.statusCode).toBe(400)
    expect(Object.keys(unknown.json().errors)).toContain('id')
  })
})

describe('rejecting and withdrawing', () => {
  it('a rejection needs a note; with one the request is rejected, audited, and nothing runs', async () => {
    const request = await ask('rejected')
    const bare = await post('approver', approvalPaths.reject, request.id, { version: 1, note: '  ' })
    expect(bare.statusCode).toBe(400)
    expect(Object.keys(bare.json().errors)).toEqual(['note'])
    const self = await post('asker', approvalPaths.reject, request.id, { version: 1, note: 'No' })
    expect(self.json().code).toBe('four_eyes_same_person')
    const response = await post('approver', approvalPaths.reject, request.id, {
      version: 1,
      note: 'Falta el soporte',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ status: 'rejected', decisionNote: 'Falta el soporte' })
    expect(await auditOf('approval.rejected', request.id)).toHaveLength(1)
    expect(executions.filter((done) => done.word === 'rejected')).toHaveLength(0)
  })

  it('only the requester withdraws their request', async () => {
    const request = await ask('withdrawn')
    const other = await post('approver', approvalPaths.cancel, request.id, { version: 1 })
    expect(other.statusCode).toBe(403)
    const response = await post('asker', approvalPaths.cancel, request.id, { version: 1 })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ status: 'cancelled' })
    expect(await auditOf('approval.cancelled', request.id)).toHaveLength(1)
    // Withdrawn, the subject may be asked about again.
    const again = t.database.db.transaction((tx) =>
      requestApproval(tx, {
        kind: 'test.stamp',
        subjectType: 'test_subject',
        subjectId: request.subjectId,
        payload: { word: 'again' },
        requestedBy: users.asker.id,
      }),
    )
    await expect(again).resolves.toMatchObject({ status: 'pending' })
  })
})

describe('the queue', () => {
  it('lists pending requests the viewer may decide, with what they may do; the badge counts them', async () => {
    const request = await ask('queued')
    const list = (
      await get('approver', `${approvalPaths.list}?status=pending&kind=test.stamp`)
    ).json<ApprovalListResponse>()
    const row = list.items.find((item) => item.id === request.id)
    expect(row?.viewer).toEqual({ mayDecide: true, mayCancel: false, refusal: null })
    expect(row?.requestedBy?.id).toBe(users.asker.id)
    const pending = await t.database.db.$count(
      approvalRequests,
      and(eq(approvalRequests.status, 'pending'), eq(approvalRequests.kind, 'test.stamp')),
    )
    expect((await get('approver', approvalPaths.pendingCount)).json()).toEqual({ count: pending })
    // The asker's own requests are not theirs to decide: none counts for them.
    expect((await get('asker', approvalPaths.pendingCount)).json()).toEqual({ count: 0 })
    const detail = await get('asker', approvalPaths.detail.replace(':id', String(request.id)))
    expect(detail.json<ApprovalRequest>().viewer.refusal).toBe('four_eyes_same_person')
  })

  it('a reader without the ability sees none of the kind; without read Approvals the queue is 403', async () => {
    const list = (await get('reader', approvalPaths.list)).json<ApprovalListResponse>()
    expect(list.items.filter((item) => item.kind === 'test.stamp')).toEqual([])
    const stranger = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const token = (await t.login(stranger.email, stranger.password)).accessToken
    expect((await t.as(token, { method: 'GET', url: approvalPaths.list })).statusCode).toBe(403)
  })

  it('a bad filter is a 400 naming it', async () => {
    const response = await get('approver', `${approvalPaths.list}?status=maybe`)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(['status'])
  })
})

describe('separation of duties', () => {
  const scope = { scopeType: 'credit_application', scopeId: 'duty-test-1' } as const

  it('the defaults are seeded: capture ↔ analyse, upload ↔ approve, authorise ↔ disburse, record ↔ reverse, * ↔ write-off', async () => {
    const admin = (await t.login('admin@demo.com', 'admin')).accessToken
    const policy = (await t.as(admin, { method: 'GET', url: approvalPaths.dutyPolicy })).json<DutyPolicy>()
    expect(policy.pairs.map((pair) => `${pair.actA}|${pair.actB}|${pair.enabled}`)).toEqual([
      'capture|analyse|true',
      'document.upload|document.approve|true',
      'authorise|disburse|true',
      'payment.record|payment.reverse|true',
      '*|write_off.approve|true',
    ])
  })

  it('one person may not do both acts of a pair on one file; another person may; the same act twice is fine', async () => {
    const db = t.database.db
    await db.transaction((tx) => recordDutyAct(tx, { ...scope, act: 'capture', userId: users.asker.id }))
    await db.transaction((tx) => recordDutyAct(tx, { ...scope, act: 'capture', userId: users.asker.id }))
    expect(await dutyConflictOf(db, { ...scope, act: 'analyse', userId: users.asker.id })).toEqual({
      act: 'analyse',
      conflictsWith: 'capture',
    })
    await expect(
      db.transaction((tx) => recordDutyAct(tx, { ...scope, act: 'analyse', userId: users.asker.id })),
    ).rejects.toMatchObject({
      statusCode: 403,
      code: 'duty_conflict',
      errors: { act: ['analyse'], conflictsWith: ['capture'], by: [String(users.asker.id)] },
    })
    await db.transaction((tx) => recordDutyAct(tx, { ...scope, act: 'analyse', userId: users.approver.id }))
    // Another file is another scope.
    expect(
      await dutyConflictOf(db, { ...scope, scopeId: 'duty-test-2', act: 'analyse', userId: users.asker.id }),
    ).toBeNull()
  })

  it('* ↔ write_off.approve: whoever did anything on the loan may not approve its write-off', async () => {
    const loan = { scopeType: 'loan', scopeId: 'duty-loan-1' } as const
    const db = t.database.db
    await db.transaction((tx) =>
      recordDutyAct(tx, { ...loan, act: 'payment.record', userId: users.asker.id }),
    )
    expect(await dutyConflictOf(db, { ...loan, act: 'write_off.approve', userId: users.asker.id })).toEqual({
      act: 'write_off.approve',
      conflictsWith: 'payment.record',
    })
    expect(
      await dutyConflictOf(db, { ...loan, act: 'write_off.approve', userId: users.approver.id }),
    ).toBeNull()
  })

  it('administrators edit the pairs (audited); a disabled pair no longer refuses; others are 403', async () => {
    const admin = (await t.login('admin@demo.com', 'admin')).accessToken
    const put = (token: string, payload: object) =>
      t.as(token, { method: 'PUT', url: approvalPaths.dutyPolicy, payload })
    expect((await put(users.approver.token, { pairs: [] })).statusCode).toBe(403)
    const bad = await put(admin, {
      pairs: [{ actA: 'capture', actB: 'capture', enabled: true }, { actA: 'x' }],
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['pairs.0.actB', 'pairs.1.actA', 'pairs.1.actB', 'pairs.1.enabled']),
    )
    const before = (await t.as(admin, { method: 'GET', url: approvalPaths.dutyPolicy })).json<DutyPolicy>()
    const pairs = before.pairs.map(({ actA, actB, enabled }) => ({
      actA,
      actB,
      enabled: actA === 'capture' ? false : enabled,
    }))
    const saved = await put(admin, { pairs })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<DutyPolicy>().pairs[0]).toMatchObject({ actA: 'capture', enabled: false })
    expect(
      await dutyConflictOf(t.database.db, { ...scope, act: 'analyse', userId: users.asker.id }),
    ).toBeNull()
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'duty_policy.updated'))
    expect(audit).toHaveLength(1)
    // Put back as it was, for the files that share this database.
    expect(
      (await put(admin, { pairs: before.pairs.map(({ actA, actB, enabled }) => ({ actA, actB, enabled })) }))
        .statusCode,
    ).toBe(200)
  })
})
