import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ROWS_PER_ANSWER, type AbilityRule } from '@mesa/contracts'
import { auditEvents, roles, trashEntries, users } from '../../src/db/schema'
import { effectiveRulesOf } from '../../src/features/permissions'
import { bulkUsers } from '../../src/features/users/users.bulk'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

/**
 * Issue 20's bulk actions on the users list: all or nothing, as the invoice and ally bulks; each user is
 * deleted (or switched on/off) exactly as the single delete (update) does it, and undone from the trash.
 */
let t: TestApp
let admin: string
let adminId: number

beforeAll(async () => {
  t = await createTestApp()
  const session = await t.login('admin@demo.com', 'admin')
  admin = session.accessToken
  adminId = session.userData.id
})
afterAll(() => t.close())

const bulk = (token: string, payload: unknown) =>
  t.as(token, { method: 'POST', url: '/api/apps/users/bulk', payload: payload as object })
const me = (token: string) => t.as(token, { method: 'GET', url: '/api/v1/auth/me' })

/** Users who may sign in: a role of their own with these rules, and their session. */
async function signedInUser(rules: AbilityRule[] = [{ action: 'read', subject: 'AclDemo' }]) {
  const account = await createUserWithRules(t.database.db, rules)
  return { id: account.id, token: (await t.login(account.email, account.password)).accessToken }
}
/** A non-administrator who may manage users (what the single routes' escalation tests use). */
const userManager = () =>
  signedInUser([
    { action: 'manage', subject: 'Users' },
    { action: 'read', subject: 'AclDemo' },
  ])

const rowsOf = (ids: number[]) =>
  t.database.db
    .select({ id: users.id, status: users.status, deletedAt: users.deletedAt, version: users.version })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
const entriesOf = (ids: number[]) =>
  t.database.db
    .select()
    .from(trashEntries)
    .where(and(eq(trashEntries.recordType, 'user'), inArray(trashEntries.recordId, ids.map(String))))
    .orderBy(trashEntries.recordId)
const auditOf = (ids: number[]) =>
  t.database.db
    .select({ action: auditEvents.action, entityId: auditEvents.entityId, data: auditEvents.data })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'user'), inArray(auditEvents.entityId, ids.map(String))))
    .orderBy(auditEvents.id)

/** Asserts that nothing about these users changed since `before` (rows, trash, audit). */
async function expectUntouched(ids: number[], before: Awaited<ReturnType<typeof snapshot>>) {
  expect(await snapshot(ids)).toEqual(before)
}
const snapshot = async (ids: number[]) => ({
  rows: await rowsOf(ids),
  trash: await entriesOf(ids),
  audit: await auditOf(ids),
})

describe('POST /api/apps/users/bulk: bad bodies', () => {
  it('answers 400 naming each wrong field (never a 500), and writes nothing', async () => {
    const { id } = await signedInUser()
    const before = await snapshot([id])
    const limit = MAX_ROWS_PER_ANSWER
    const cases: Array<[body: object | undefined, errors: Record<string, string[]>]> = [
      [
        { action: 'archive', ids: [] },
        { action: ['invalid_choice'], ids: ['too_few:1'] },
      ],
      [
        { action: 'delete', ids: [id, 0, 'x', 1.5] },
        { 'ids.1': [], 'ids.2': [], 'ids.3': [] },
      ],
      [{ action: 'delete', ids: 'all' }, { ids: ['required'] }],
      [{ action: 'delete', ids: [id], everyone: true }, {}],
      [
        { action: 'delete', ids: Array.from({ length: limit + 1 }, (_, i) => i + 1) },
        { ids: [`too_many:${limit}`] },
      ],
      [undefined, {}],
    ]
    for (const [payload, errors] of cases) {
      const response = await t.as(admin, {
        method: 'POST',
        url: '/api/apps/users/bulk',
        ...(payload && { payload }),
      })
      expect(response.statusCode, JSON.stringify(payload)?.slice(0, 80)).toBe(400)
      const named = response.json().errors ?? {}
      for (const [field, codes] of Object.entries(errors)) {
        expect(named[field], field).toBeDefined()
        if (codes.length > 0) expect(named[field]).toEqual(codes)
      }
    }
    // The kit’s limit itself passes validation (ids no user has: 404, still nothing written).
    const atLimit = await bulk(admin, {
      action: 'delete',
      ids: Array.from({ length: limit }, (_, i) => 2_000_000_000 + i),
    })
    expect(atLimit.statusCode).toBe(404)
    await expectUntouched([id], before)
  })
})

describe('permission and row rights, checked on the server per request', () => {
  it('a user without delete Users gets 403 for a delete, without update Users 403 for an on/off', async () => {
    // A target within every caller's rights, so only the action's permission can refuse.
    const target = await signedInUser([{ action: 'read', subject: 'Users' }])
    const before = await snapshot([target.id])
    const updater = await signedInUser([
      { action: 'read', subject: 'Users' },
      { action: 'update', subject: 'Users' },
    ])
    const deleter = await signedInUser([
      { action: 'read', subject: 'Users' },
      { action: 'delete', subject: 'Users' },
    ])
    const reader = await signedInUser([{ action: 'read', subject: 'Users' }])
    const refusals = [
      [updater.token, 'delete'],
      [deleter.token, 'deactivate'],
      [deleter.token, 'activate'],
      [reader.token, 'delete'],
      [reader.token, 'deactivate'],
    ] as const
    for (const [token, action] of refusals) {
      const response = await bulk(token, { action, ids: [target.id] })
      expect(response.statusCode, `${action} ${response.body}`).toBe(403)
    }
    expect((await me(target.token)).statusCode).toBe(200)
    await expectUntouched([target.id], before)
    // The same callers may take the action their permission allows.
    expect((await bulk(updater.token, { action: 'deactivate', ids: [target.id] })).statusCode).toBe(200)
    expect((await bulk(deleter.token, { action: 'delete', ids: [target.id] })).statusCode).toBe(200)
  })

  it('a non-administrator may not touch an administrator: 403 for the whole selection, no row changes', async () => {
    const manager = await userManager()
    const plain = await signedInUser()
    const before = await snapshot([plain.id, adminId])
    for (const action of ['deactivate', 'delete']) {
      const response = await bulk(manager.token, { action, ids: [plain.id, adminId] })
      expect(response.statusCode, response.body).toBe(403)
    }
    await expectUntouched([plain.id, adminId], before)
    expect((await me(plain.token)).statusCode).toBe(200)
  })

  it('refuses the whole selection (404) when any id is not a live user', async () => {
    const live = await signedInUser()
    const gone = await signedInUser()
    expect((await t.as(admin, { method: 'DELETE', url: `/api/apps/users/${gone.id}` })).statusCode).toBe(204)
    const before = await snapshot([live.id])
    for (const ids of [
      [live.id, gone.id],
      [live.id, 999_999],
    ]) {
      const response = await bulk(admin, { action: 'delete', ids })
      expect(response.statusCode).toBe(404)
    }
    await expectUntouched([live.id], before)
  })
})

describe('never the caller’s own account, never the last administrator', () => {
  it('refuses (409 own_account) a selection holding the caller, for an administrator and a user manager', async () => {
    const manager = await userManager()
    const other = await signedInUser()
    const before = await snapshot([other.id, manager.id, adminId])
    const attempts = [
      [admin, adminId, 'delete'],
      [admin, adminId, 'deactivate'],
      [manager.token, manager.id, 'delete'],
      [manager.token, manager.id, 'deactivate'],
    ] as const
    for (const [token, self, action] of attempts) {
      const response = await bulk(token, { action, ids: [other.id, self] })
      expect(response.statusCode, `${action} ${response.body}`).toBe(409)
      expect(response.json()).toMatchObject({ code: 'own_account', errors: { _root: ['own_account'] } })
    }
    await expectUntouched([other.id, manager.id, adminId], before)
    expect((await me(other.token)).statusCode).toBe(200)
    expect((await me(manager.token)).statusCode).toBe(200)
    // The single delete answers the same: a user manager may no longer delete their own account either.
    const single = await t.as(manager.token, { method: 'DELETE', url: `/api/apps/users/${manager.id}` })
    expect(single.statusCode).toBe(409)
    expect(single.json().code).toBe('own_account')
    await expectUntouched([manager.id], {
      ...before,
      rows: before.rows.filter((row) => row.id === manager.id),
    })
  })

  it('refuses (409 last_administrator) a selection of every active administrator, and writes nothing', async () => {
    // Through the API the caller is an active administrator outside the selection, so one always remains;
    // the bulk's transaction still holds the rule for any grantor (here one with administrator rules who is
    // not counted as an administrator in the database).
    const adminIds = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(
          and(
            eq(users.status, 'active'),
            isNull(users.deletedAt),
            sql`${effectiveRulesOf(roles)} @> '[{"action":"manage","subject":"all"}]'::jsonb`,
          ),
        )
    ).map((row) => row.id)
    expect(adminIds).toContain(adminId)
    const outsider = await signedInUser()
    const rules: AbilityRule[] = [{ action: 'manage', subject: 'all' }]
    const grantor = { userId: outsider.id, rules, scope: 'all' as const }
    const before = await snapshot(adminIds)
    for (const action of ['delete', 'deactivate'] as const) {
      await expect(bulkUsers(t.database.db, grantor, { action, ids: adminIds })).rejects.toMatchObject({
        statusCode: 409,
        code: 'last_administrator',
      })
    }
    await expectUntouched(adminIds, before)
    expect((await me(admin)).statusCode).toBe(200)
  })
})

describe('bulk delete and its undo', () => {
  it('trashes each user as the single delete does: disabled, sessions ended, audited (bulk), trash entry', async () => {
    const active = await signedInUser()
    const disabled = await signedInUser()
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, disabled.id))
    const ids = [active.id, disabled.id]
    const response = await bulk(admin, { action: 'delete', ids: [...ids, active.id] })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ action: 'delete', changed: ids })

    expect((await rowsOf(ids)).map((row) => [row.status, row.deletedAt !== null])).toEqual([
      ['inactive', true],
      ['inactive', true],
    ])
    expect((await me(active.token)).statusCode).toBe(401)
    for (const id of ids)
      expect((await t.as(admin, { method: 'GET', url: `/api/apps/users/${id}` })).statusCode).toBe(404)
    const entries = await entriesOf(ids)
    expect(entries.map((entry) => [entry.deletedBy, entry.previous])).toEqual([
      [adminId, { status: 'active' }],
      [adminId, { status: 'inactive' }],
    ])
    const audited = (await auditOf(ids)).filter((event) => event.action === 'user.deleted')
    expect(audited.map((event) => [Number(event.entityId), event.data])).toEqual(
      ids.map((id) => [id, expect.objectContaining({ bulk: true })]),
    )
    // A second bulk delete finds them gone: 404, nothing else changes.
    expect((await bulk(admin, { action: 'delete', ids })).statusCode).toBe(404)
    expect(await entriesOf(ids)).toHaveLength(2)

    // The toast's undo: every user back in one call, each with the status it had.
    const undone = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/trash/undo/bulk',
      payload: { type: 'user', recordIds: ids },
    })
    expect(undone.statusCode, undone.body).toBe(200)
    expect((await rowsOf(ids)).map((row) => [row.status, row.deletedAt])).toEqual([
      ['active', null],
      ['inactive', null],
    ])
    expect(await entriesOf(ids)).toEqual([])
    // The ended session stays ended: the person signs in again.
    expect((await me(active.token)).statusCode).toBe(401)
  })
})

describe('bulk activate and deactivate', () => {
  it('switches only the accounts not already so, ends the disabled ones’ sessions, and its undo is the opposite', async () => {
    const on = await signedInUser()
    const alsoOn = await signedInUser()
    const off = await signedInUser()
    const pending = await signedInUser()
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, off.id))
    await t.database.db.update(users).set({ status: 'pending' }).where(eq(users.id, pending.id))
    const ids = [on.id, alsoOn.id, off.id, pending.id]

    const response = await bulk(admin, { action: 'deactivate', ids })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ action: 'deactivate', changed: [on.id, alsoOn.id] })
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual([
      'inactive',
      'inactive',
      'inactive',
      'pending',
    ])
    expect((await me(on.token)).statusCode).toBe(401)
    expect((await me(alsoOn.token)).statusCode).toBe(401)
    const audited = (await auditOf(ids)).filter((event) => event.action === 'user.updated')
    expect(audited.map((event) => [Number(event.entityId), event.data])).toEqual([
      [on.id, { status: 'inactive', bulk: true }],
      [alsoOn.id, { status: 'inactive', bulk: true }],
    ])

    // The undo: activate what changed; the one that was off stays off, the pending one pending.
    const undo = await bulk(admin, { action: 'activate', ids: response.json().changed })
    expect(undo.statusCode, undo.body).toBe(200)
    expect(undo.json()).toEqual({ action: 'activate', changed: [on.id, alsoOn.id] })
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(['active', 'active', 'inactive', 'pending'])
  })
})
