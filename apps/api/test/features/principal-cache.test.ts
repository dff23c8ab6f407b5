import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../src/db/client'
import { permissions, rolePermissions, roles, sessions, users } from '../../src/db/schema'
import { principalsChanged, startPrincipalCache } from '../../src/features/auth'
import type { PrincipalCache } from '../../src/features/auth/principal-cache'
import { openTestDatabase } from '../helpers/test-database'

// The principal cache (issue 12): requests authenticate from memory, and every committed change to a
// session, user, role or permission, made by any connection (another instance included), empties it.

const quietLog = { warn: () => undefined } as never

/** Polls until `check` holds (a NOTIFY arrives an instant after the commit); fails after 3 s. */
async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 3_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the change did not reach the cache within 3 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

let database: DatabaseHandle
let cache: PrincipalCache
let stop: () => Promise<void>
let roleId: number
let permissionId: number

async function newSignedInUser() {
  const [user] = await database.db
    .insert(users)
    .values({ fullName: 'Cache Probe', username: randomUUID(), email: `${randomUUID()}@probe.test`, roleId })
    .returning({ id: users.id })
  const sessionId = randomUUID()
  await database.db
    .insert(sessions)
    .values({ id: sessionId, userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) })
  return { userId: user!.id, sessionId }
}

/** A change made as another instance would: plain SQL, nobody in this process told. */
const elsewhere = (statement: ReturnType<typeof sql>) => database.db.execute(statement)

beforeAll(async () => {
  database = await openTestDatabase()
  const [role] = await database.db
    .insert(roles)
    .values({
      name: `probe-${randomUUID()}`,
      description: '',
      rules: [{ action: 'read', subject: 'Aliados' }],
    })
    .returning({ id: roles.id })
  roleId = role!.id
  const [permission] = await database.db
    .insert(permissions)
    .values({ name: `probe-${randomUUID()}`, rules: [{ action: 'read', subject: 'Users' }] })
    .returning({ id: permissions.id })
  permissionId = permission!.id
  await database.db.insert(rolePermissions).values({ roleId, permissionId })
  ;({ cache, stop } = await startPrincipalCache(database, quietLog))
})

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(async () => {
  await stop()
  await database.close()
})

describe('the principal cache', () => {
  it('answers repeated requests of a session from memory', async () => {
    const { userId, sessionId } = await newSignedInUser()
    const reads = vi.spyOn(database.db, 'select')
    const first = await cache.get(userId, sessionId)
    const again = await cache.get(userId, sessionId)
    expect(reads).toHaveBeenCalledTimes(1)
    reads.mockRestore()
    expect(again).toBe(first)
    expect(first!.rules).toEqual(
      expect.arrayContaining([
        { action: 'read', subject: 'Aliados' },
        { action: 'read', subject: 'Users' },
      ]),
    )
    expect(await cache.get(userId + 1, sessionId)).toBeNull()
  })

  it('forgets a session revoked by any connection', async () => {
    const { userId, sessionId } = await newSignedInUser()
    expect(await cache.get(userId, sessionId)).not.toBeNull()
    await elsewhere(sql`update sessions set revoked_at = now() where id = ${sessionId}`)
    await eventually(async () => (await cache.get(userId, sessionId)) === null)
  })

  it('forgets a disabled user and a user moved to another role', async () => {
    const disabled = await newSignedInUser()
    const moved = await newSignedInUser()
    await cache.get(disabled.userId, disabled.sessionId)
    await cache.get(moved.userId, moved.sessionId)
    await elsewhere(sql`update users set status = 'inactive' where id = ${disabled.userId}`)
    const [other] = await database.db
      .insert(roles)
      .values({ name: `other-${randomUUID()}`, description: '', rules: [], scope: 'own-allies' })
      .returning({ id: roles.id, name: roles.name })
    await elsewhere(sql`update users set role_id = ${other!.id} where id = ${moved.userId}`)
    await eventually(async () => (await cache.get(disabled.userId, disabled.sessionId)) === null)
    await eventually(async () => (await cache.get(moved.userId, moved.sessionId))?.scope === 'own-allies')
  })

  it("forgets every holder of a role when the role's rules, its permissions or a permission's rules change", async () => {
    const { userId, sessionId } = await newSignedInUser()
    const rulesNow = async () => (await cache.get(userId, sessionId))!.rules
    await rulesNow()
    await elsewhere(
      sql`update roles set rules = '[{"action":"manage","subject":"Aliados"}]' where id = ${roleId}`,
    )
    await eventually(async () => (await rulesNow()).some((rule) => rule.action === 'manage'))
    await elsewhere(
      sql`update permissions set rules = '[{"action":"create","subject":"Users"}]' where id = ${permissionId}`,
    )
    await eventually(async () => (await rulesNow()).some((rule) => rule.action === 'create'))
    await elsewhere(sql`delete from role_permissions where role_id = ${roleId}`)
    await eventually(async () => !(await rulesNow()).some((rule) => rule.subject === 'Users'))
  })

  it('keeps nothing a change told by this process made stale, until its commit is confirmed', async () => {
    const { userId, sessionId } = await newSignedInUser()
    await cache.get(userId, sessionId)
    const reads = vi.spyOn(database.db, 'select')
    // A write path tells the cache before its transaction commits: the old state read meanwhile is not kept.
    principalsChanged({ user: userId })
    await cache.get(userId, sessionId)
    await cache.get(userId, sessionId)
    expect(reads).toHaveBeenCalledTimes(2)
    // The commit's notice (here: the trigger on a real update) confirms it; from then on it is cached again.
    await elsewhere(sql`update users set full_name = 'Cache Probe II' where id = ${userId}`)
    await eventually(async () => (await cache.get(userId, sessionId))!.userData.fullName === 'Cache Probe II')
    // On PostgreSQL the new row can be read an instant before the notice arrives: wait for the notice.
    await eventually(async () => {
      reads.mockClear()
      await cache.get(userId, sessionId)
      return reads.mock.calls.length === 0
    })
  })

  it('does not keep a principal whose load raced with a change', async () => {
    const { userId, sessionId } = await newSignedInUser()
    const loading = cache.get(userId, sessionId)
    principalsChanged({ everyone: true })
    expect(await loading).not.toBeNull()
    const reads = vi.spyOn(database.db, 'select')
    await cache.get(userId, sessionId)
    expect(reads).toHaveBeenCalledTimes(1)
    reads.mockRestore()
  })
})

// Two instances on one PostgreSQL: each has its own pool, LISTEN connection and cache. PGlite is one process's
// database, which a second instance cannot open.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it("a change committed through one instance's connection empties the other's cache", async () => {
    const url = await currentDatabaseUrl()
    const second = await openDatabase({ url })
    const other = await startPrincipalCache(second, quietLog)
    try {
      const { userId, sessionId } = await newSignedInUser()
      expect(await other.cache.get(userId, sessionId)).not.toBeNull()
      expect(await cache.get(userId, sessionId)).not.toBeNull()
      await elsewhere(sql`update sessions set revoked_at = now() where id = ${sessionId}`)
      await eventually(async () => (await other.cache.get(userId, sessionId)) === null)
      await eventually(async () => (await cache.get(userId, sessionId)) === null)
    } finally {
      await other.stop()
      await second.close()
    }
  })
})

/** The URL of the test's own database (openTestDatabase made a fresh one on TEST_DATABASE_URL's server). */
async function currentDatabaseUrl() {
  // Only ever called on PostgreSQL (node-postgres answers `{ rows }`).
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>
  }
  const rows = result.rows
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${rows[0]!.name}`
  return url.toString()
}
