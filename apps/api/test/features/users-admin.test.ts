import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, users } from '../../src/db/schema'
import { foldForSort } from '../../src/lib/sql-text'
import { startSmtpCatcher, tokenIn, type SmtpCatcher } from '../helpers/smtp-catcher'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

let t: TestApp
let smtp: SmtpCatcher
let admin: string
let client: string
beforeAll(async () => {
  smtp = await startSmtpCatcher()
  t = await createTestApp({ smtpUrl: smtp.url, workers: true })
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
  client = (await t.login('client@demo.com', 'client')).accessToken
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const list = async (query: Record<string, string | number>) => {
  const response = await t.as(admin, {
    method: 'GET',
    url: '/api/apps/users',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    users: Array<Record<string, string | number>>
    totalPages: number
    totalUsers: number
    page: number
  }
}

describe('GET /api/apps/users', () => {
  it('answers users newest first with totals and never a password', async () => {
    const body = await list({})
    expect(body.users).toHaveLength(10)
    expect(body.totalUsers).toBeGreaterThan(30)
    expect(body.totalPages).toBe(Math.ceil(body.totalUsers / 10))
    expect(body.page).toBe(1)
    const ids = body.users.map((user) => Number(user.id))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(Object.keys(body.users[0]!).sort()).toEqual(
      [
        'avatar',
        'billing',
        'company',
        'contact',
        'country',
        'currentPlan',
        'email',
        'fullName',
        'id',
        'role',
        'status',
        'username',
      ].sort(),
    )
  })

  it('q matches full name or e-mail, case-insensitively', async () => {
    const byName = await list({ q: 'ANA ADMIN' })
    expect(byName.users.map((user) => user.email)).toContain('admin@demo.com')
    const byEmail = await list({ q: 'SUPERVISOR@DEMO' })
    expect(byEmail.users.map((user) => user.email)).toEqual(['supervisor@demo.com'])
  })

  it('filters role, plan and status exactly', async () => {
    for (const [key, field, value] of [
      ['role', 'role', 'analista'],
      ['plan', 'currentPlan', 'team'],
      ['status', 'status', 'inactive'],
    ] as const) {
      const body = await list({ [key]: value, itemsPerPage: 100 })
      expect(body.users.length, key).toBeGreaterThan(0)
      expect(
        body.users.every((user) => user[field] === value),
        key,
      ).toBe(true)
    }
    expect((await list({ role: 'analist' })).totalUsers).toBe(0)
  })

  it('sorts by each key both ways', async () => {
    const fields = {
      user: 'fullName',
      email: 'email',
      role: 'role',
      plan: 'currentPlan',
      status: 'status',
      billing: 'billing',
    } as const
    for (const [sortBy, field] of Object.entries(fields)) {
      for (const orderBy of ['asc', 'desc'] as const) {
        const values = (await list({ sortBy, orderBy, itemsPerPage: 100 })).users.map((user) =>
          String(user[field]),
        )
        const folded = values.map(foldForSort)
        const expected = [...folded].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        if (orderBy === 'desc') expected.reverse()
        expect(folded, `${sortBy} ${orderBy}`).toEqual(expected)
      }
    }
  })

  it('pages, and resets page to 1 beyond the last page', async () => {
    const first = await list({ itemsPerPage: 5, page: 1 })
    const second = await list({ itemsPerPage: 5, page: 2 })
    expect(second.page).toBe(2)
    expect(second.users[0]!.id).not.toBe(first.users[0]!.id)
    const beyond = await list({ itemsPerPage: 5, page: 999 })
    expect(beyond.page).toBe(1)
    expect(beyond.users).toEqual(first.users)
  })

  it('400 for a bad page size or sort key, 403 without the permission', async () => {
    const bad = await t.as(admin, { method: 'GET', url: '/api/apps/users?itemsPerPage=abc&sortBy=password' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['itemsPerPage', 'sortBy'])
    expect((await t.as(client, { method: 'GET', url: '/api/apps/users' })).statusCode).toBe(403)
  })
})

describe('one user', () => {
  it('GET adds taskDone, projectDone, taxId, language; unknown id is 404 User not found', async () => {
    const [first] = (await list({ q: 'analista@demo.com' })).users
    const detail = await t.as(admin, { method: 'GET', url: `/api/apps/users/${first!.id}` })
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({
      email: 'analista@demo.com',
      taskDone: expect.any(Number),
      projectDone: expect.any(Number),
      taxId: expect.any(String),
      language: 'es',
    })
    for (const method of ['GET', 'DELETE'] as const) {
      const missing = await t.as(admin, { method, url: '/api/apps/users/999999' })
      expect(missing.statusCode).toBe(404)
      expect(missing.json().message).toBe('User not found')
    }
  })

  it('POST creates a user (201, no password) and mails an invitation; DELETE answers 204', async () => {
    const roles = (await t.as(admin, { method: 'GET', url: '/api/v1/roles' })).json().items
    const analista = roles.find((role: { name: string }) => role.name === 'analista')
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/users',
      payload: {
        fullName: 'Paola Nueva Ruiz',
        username: 'paola.nueva',
        email: 'paola@mesa-credito.mx',
        roleId: analista.id,
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const user = created.json()
    expect(user).toMatchObject({ email: 'paola@mesa-credito.mx', role: 'analista', status: 'active' })
    expect(JSON.stringify(user)).not.toMatch(/password/i)
    // The invitation's live link reaches only the mailbox; the outbox keeps it redacted.
    const invitationToken = tokenIn((await smtp.waitFor('paola@mesa-credito.mx')).text)
    const outbox = (await t.as(admin, { method: 'GET', url: '/api/v1/auth/outbox' })).json().mails
    const stored = outbox.find((mail: { to: string }) => mail.to === 'paola@mesa-credito.mx')
    expect(stored.text).toContain('token=[redactado]')
    expect(stored.text).not.toContain(invitationToken)

    const duplicate = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/users',
      payload: {
        fullName: 'Otra',
        username: 'paola.nueva',
        email: 'PAOLA@mesa-credito.mx',
        roleId: analista.id,
      },
    })
    expect(duplicate.statusCode).toBe(409)
    expect(Object.keys(duplicate.json().errors).sort()).toEqual(['email', 'username'])

    expect((await t.as(admin, { method: 'DELETE', url: `/api/apps/users/${user.id}` })).statusCode).toBe(204)
    expect((await t.as(admin, { method: 'GET', url: `/api/apps/users/${user.id}` })).statusCode).toBe(404)
  })

  it('POST names each invalid field', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/users',
      payload: { fullName: 'x', username: 'a b', email: 'nope' },
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'fullName', 'roleId', 'username'])
  })

  it('disabling a user ends their sessions; a stale version is 409', async () => {
    const session = await t.login('visitador@demo.com', 'visitador')
    const detail = (
      await t.as(admin, { method: 'GET', url: `/api/apps/users/${session.userData.id}` })
    ).json()
    const disabled = await t.as(admin, {
      method: 'PATCH',
      url: `/api/apps/users/${session.userData.id}`,
      payload: { status: 'inactive', version: detail.version },
    })
    expect(disabled.statusCode, disabled.body).toBe(200)
    expect((await t.as(session.accessToken, { method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401)
    const stale = await t.as(admin, {
      method: 'PATCH',
      url: `/api/apps/users/${session.userData.id}`,
      payload: { status: 'active', version: detail.version },
    })
    expect(stale.statusCode).toBe(409)
  })
})

describe('no escalation through user administration (issue 9)', () => {
  /** A holder of manage Users (what the demo supervisor had through "Add & Remove Users"), and read AclDemo. */
  const userManager = async () => {
    const account = await createUserWithRules(t.database.db, [
      { action: 'manage', subject: 'Users' },
      { action: 'read', subject: 'AclDemo' },
    ])
    return { ...account, token: (await t.login(account.email, account.password)).accessToken }
  }
  const roleId = async (name: string) => {
    const roles = (await t.as(admin, { method: 'GET', url: '/api/v1/roles' })).json().items
    return roles.find((role: { name: string }) => role.name === name).id as number
  }
  const row = async (id: number) =>
    (
      await t.database.db
        .select({
          roleId: users.roleId,
          email: users.email,
          status: users.status,
          version: users.version,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .where(eq(users.id, id))
    )[0]!
  const adminId = async () => (await list({ q: 'admin@demo.com' })).users[0]!.id as number

  it('a holder of update Users cannot give itself the administrator role: 403, role unchanged, still no manage all', async () => {
    const manager = await userManager()
    const before = await row(manager.id)
    const response = await t.as(manager.token, {
      method: 'PATCH',
      url: `/api/apps/users/${manager.id}`,
      payload: { roleId: await roleId('admin'), version: before.version },
    })
    expect(response.statusCode, response.body).toBe(403)
    expect(response.json().message).toMatch(/administrator/i)
    expect(await row(manager.id)).toEqual(before)
    // The next request still lacks manage all.
    expect((await t.as(manager.token, { method: 'GET', url: '/api/v1/roles' })).statusCode).toBe(403)
  })

  it('nor a role with rights it lacks (mesa-control), nor create an administrator', async () => {
    const manager = await userManager()
    const before = await row(manager.id)
    const response = await t.as(manager.token, {
      method: 'PATCH',
      url: `/api/apps/users/${manager.id}`,
      payload: { roleId: await roleId('mesa-control'), version: before.version },
    })
    expect(response.statusCode, response.body).toBe(403)
    expect(await row(manager.id)).toEqual(before)
    const created = await t.as(manager.token, {
      method: 'POST',
      url: '/api/apps/users',
      payload: {
        fullName: 'Otro Admin',
        username: 'otro-admin',
        email: 'otro-admin@demo.com',
        roleId: await roleId('admin'),
      },
    })
    expect(created.statusCode, created.body).toBe(403)
    expect((await list({ q: 'otro-admin@demo.com' })).totalUsers).toBe(0)
    // A role within its own rights is fine.
    const client = await t.as(manager.token, {
      method: 'POST',
      url: '/api/apps/users',
      payload: {
        fullName: 'Cliente Nuevo',
        username: 'cliente-nuevo',
        email: 'cliente-nuevo@demo.com',
        roleId: await roleId('client'),
      },
    })
    expect(client.statusCode, client.body).toBe(201)
  })

  it('cannot change an administrator’s e-mail, disable or delete one: 403 and the administrator is untouched', async () => {
    const manager = await userManager()
    const id = await adminId()
    const before = await row(id)
    const attempts = [
      { method: 'PATCH', payload: { email: 'pirata@demo.com', version: before.version } },
      { method: 'PATCH', payload: { status: 'inactive', version: before.version } },
      { method: 'DELETE' },
    ] as const
    for (const attempt of attempts) {
      const response = await t.as(manager.token, { ...attempt, url: `/api/apps/users/${id}` })
      expect(response.statusCode, `${attempt.method} ${response.body}`).toBe(403)
    }
    expect(await row(id)).toEqual(before)
    expect((await t.login('admin@demo.com', 'admin')).accessToken).toBeTruthy()
  })

  it('the demo supervisor no longer manages users', async () => {
    const supervisor = await t.login('supervisor@demo.com', 'supervisor')
    const rules = supervisor.userAbilityRules
    expect(rules.some((rule) => rule.subject === 'Users')).toBe(false)
    const response = await t.as(supervisor.accessToken, {
      method: 'PATCH',
      url: `/api/apps/users/${supervisor.userData.id}`,
      payload: { roleId: await roleId('admin'), version: 1 },
    })
    expect(response.statusCode).toBe(403)
  })
})

describe('administrator reset of two-step sign-in (issue 9)', () => {
  const enableTwoFactor = (id: number) =>
    t.database.db
      .update(users)
      .set({
        twoFactorSecret: 'JBSWY3DPEHPK3PXP',
        twoFactorEnabledAt: new Date(),
        twoFactorRecoveryCodes: ['a'.repeat(64)],
      })
      .where(eq(users.id, id))
  const twoFactorOf = async (id: number) =>
    (
      await t.database.db
        .select({
          secret: users.twoFactorSecret,
          enabledAt: users.twoFactorEnabledAt,
          codes: users.twoFactorRecoveryCodes,
        })
        .from(users)
        .where(eq(users.id, id))
    )[0]!

  it('turns it off, clears the secret and recovery codes, ends the user’s sessions and audits it', async () => {
    const member = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const session = await t.login(member.email, member.password)
    await enableTwoFactor(member.id)
    const response = await t.as(admin, { method: 'DELETE', url: `/api/apps/users/${member.id}/two-factor` })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().twoFactorEnabled).toBe(false)
    expect(await twoFactorOf(member.id)).toEqual({ secret: null, enabledAt: null, codes: [] })
    const stale = await t.as(session.accessToken, { method: 'GET', url: '/api/pages/profile/header' })
    expect(stale.statusCode).toBe(401)
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'user.two_factor_reset'))
    expect(events.some((event) => String(event.entityId) === String(member.id))).toBe(true)
  })

  it('only an administrator resets an administrator’s; the client role may not reset anyone’s', async () => {
    const manager = await createUserWithRules(t.database.db, [{ action: 'manage', subject: 'Users' }])
    const token = (await t.login(manager.email, manager.password)).accessToken
    const adminId = (await list({ q: 'admin@demo.com' })).users[0]!.id as number
    await enableTwoFactor(adminId)
    const refused = await t.as(token, { method: 'DELETE', url: `/api/apps/users/${adminId}/two-factor` })
    expect(refused.statusCode, refused.body).toBe(403)
    expect((await twoFactorOf(adminId)).secret).toBe('JBSWY3DPEHPK3PXP')
    const byClient = await t.as(client, { method: 'DELETE', url: `/api/apps/users/${adminId}/two-factor` })
    expect(byClient.statusCode).toBe(403)
    expect((await twoFactorOf(adminId)).secret).toBe('JBSWY3DPEHPK3PXP')
    expect(
      (await t.as(admin, { method: 'DELETE', url: '/api/apps/users/999999/two-factor' })).statusCode,
    ).toBe(404)
  })
})
