import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { permissions, rolePermissions, roles } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
})
afterAll(() => t.close())

const permissionsList = async (query = '') => {
  const response = await t.as(admin, { method: 'GET', url: `/api/apps/permissions${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    permissions: Array<{
      id: number
      name: string
      assignedTo: string[]
      createdDate: string
      createdAt: string
      version: number
      rules: unknown[]
      roleIds: number[]
    }>
    totalPermissions: number
  }
}
const roleList = async () =>
  (await t.as(admin, { method: 'GET', url: '/api/v1/roles' })).json().items as Array<{
    id: number
    name: string
    rules: unknown[]
    permissionIds: number[]
    version: number
    userCount: number
  }>

describe('GET /api/apps/permissions', () => {
  it('answers the nine sample permissions with their roles and a created date text', async () => {
    const body = await permissionsList()
    expect(body.totalPermissions).toBe(9)
    expect(body.permissions).toHaveLength(9)
    const management = body.permissions.find((p) => p.name === 'Management')!
    expect(management.assignedTo).toEqual(['admin'])
    expect(management.createdDate).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/)
    // The same instant for the screens, which write it in the reader's language.
    expect(new Date(management.createdAt).toISOString()).toBe(management.createdAt.replace('Z', '.000Z'))
  })

  it('q matches the name, the created date text, or a role name by prefix', async () => {
    expect((await permissionsList('?q=billing')).permissions.map((p) => p.name)).toEqual([
      'Manage Billing & Roles',
    ])
    const byRolePrefix = await permissionsList('?q=supervi')
    // "Add & Remove Users" is the administrator's only (issue 9: the supervisor could escalate with it).
    expect(byRolePrefix.permissions.map((p) => p.name)).toEqual([
      'Client Communication',
      'Financial Management',
    ])
    expect((await permissionsList('?q=upervisor')).totalPermissions).toBe(0) // role names match by prefix only
    const [first] = (await permissionsList()).permissions
    const year = first!.createdDate.split(' ')[2]!.replace(',', '')
    expect((await permissionsList(`?q=${year}`)).totalPermissions).toBeGreaterThan(0)
  })

  it('sorts by name both ways and pages', async () => {
    const asc = (await permissionsList('?sortBy=name&orderBy=asc&itemsPerPage=100')).permissions.map(
      (p) => p.name,
    )
    const desc = (await permissionsList('?sortBy=name&orderBy=desc&itemsPerPage=100')).permissions.map(
      (p) => p.name,
    )
    expect(desc).toEqual([...asc].reverse())
    const page2 = await permissionsList('?itemsPerPage=5&page=2')
    expect(page2.permissions).toHaveLength(4)
    expect(page2.totalPermissions).toBe(9)
    expect(
      (await t.as(admin, { method: 'GET', url: '/api/apps/permissions?sortBy=created' })).statusCode,
    ).toBe(400)
  })
})

describe('roles and permissions take effect at once', () => {
  it('a permission removed from a role makes that role’s next request 403 without signing out', async () => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/roles',
      payload: { name: 'auditor', description: 'Lee usuarios', rules: [] },
    })
    expect(created.statusCode, created.body).toBe(201)
    const role = created.json()
    const permission = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/permissions',
      payload: { name: 'Ver usuarios', rules: [{ action: 'read', subject: 'Users' }], roleIds: [role.id] },
    })
    expect(permission.statusCode, permission.body).toBe(201)
    expect(permission.json().assignedTo).toEqual(['auditor'])

    const member = await createUserWithRules(t.database.db, [])
    await t.database.db.execute(`update users set role_id = ${role.id} where id = ${member.id}`)
    const session = await t.login(member.email, member.password)
    expect(session.userAbilityRules).toEqual([{ action: 'read', subject: 'Users' }])
    expect((await t.as(session.accessToken, { method: 'GET', url: '/api/apps/users' })).statusCode).toBe(200)

    const current = permission.json()
    const edited = await t.as(admin, {
      method: 'PUT',
      url: `/api/apps/permissions/${current.id}`,
      payload: { name: current.name, rules: current.rules, roleIds: [], version: current.version },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await t.as(session.accessToken, { method: 'GET', url: '/api/apps/users' })).statusCode).toBe(403)
    expect((await t.as(session.accessToken, { method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(200)

    const stale = await t.as(admin, {
      method: 'PUT',
      url: `/api/apps/permissions/${current.id}`,
      payload: { name: current.name, rules: current.rules, roleIds: [], version: current.version },
    })
    expect(stale.statusCode).toBe(409)
  })

  it('refuses a role with users to be deleted, and deletes an empty one', async () => {
    const roles = await roleList()
    const analista = roles.find((role) => role.name === 'analista')!
    expect((await t.as(admin, { method: 'DELETE', url: `/api/v1/roles/${analista.id}` })).statusCode).toBe(
      409,
    )
    const empty = (
      await t.as(admin, { method: 'POST', url: '/api/v1/roles', payload: { name: 'temporal', rules: [] } })
    ).json()
    expect((await t.as(admin, { method: 'DELETE', url: `/api/v1/roles/${empty.id}` })).statusCode).toBe(204)
  })

  it('names invalid rules and duplicate names', async () => {
    const invalid = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/roles',
      payload: { name: '', rules: [{ action: 'fly', subject: 'Moon' }] },
    })
    expect(invalid.statusCode).toBe(400)
    expect(Object.keys(invalid.json().errors)).toEqual(
      expect.arrayContaining(['name', 'rules.0.action', 'rules.0.subject']),
    )
    const duplicate = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/roles',
      payload: { name: 'ADMIN', rules: [] },
    })
    expect(duplicate.statusCode).toBe(409)
  })
})

describe('administrators are kept', () => {
  it('an administrator cannot remove their own manage all, nor can the last administrator go', async () => {
    const app = await createTestApp()
    try {
      const session = await app.login('admin@demo.com', 'admin')
      const token = session.accessToken
      const roles = (await app.as(token, { method: 'GET', url: '/api/v1/roles' })).json().items
      const adminRole = roles.find((role: { name: string }) => role.name === 'admin')
      // Removing manage all from the admin role and from the Management permission leaves the actor without it.
      const management = (
        await app.as(token, { method: 'GET', url: '/api/apps/permissions?q=Management' })
      ).json().permissions[0]
      const withoutPermission = await app.as(token, {
        method: 'PUT',
        url: `/api/apps/permissions/${management.id}`,
        payload: {
          name: management.name,
          rules: [{ action: 'read', subject: 'Users' }],
          roleIds: management.roleIds,
          version: management.version,
        },
      })
      expect(withoutPermission.statusCode, withoutPermission.body).toBe(200) // the role's own rule still grants it
      const ownRule = await app.as(token, {
        method: 'PUT',
        url: `/api/v1/roles/${adminRole.id}`,
        payload: {
          name: 'admin',
          description: adminRole.description,
          rules: [],
          permissionIds: adminRole.permissionIds,
          version: adminRole.version,
        },
      })
      expect(ownRule.statusCode).toBe(409)
      expect(ownRule.json().message).toMatch(/own administrator|administrator must remain/)

      // The only administrator cannot be deleted or disabled.
      const remove = await app.as(token, { method: 'DELETE', url: `/api/apps/users/${session.userData.id}` })
      expect(remove.statusCode).toBe(409)
      const still = await app.as(token, { method: 'GET', url: '/api/v1/auth/me' })
      expect(still.statusCode).toBe(200)

      // With a second administrator, the first may be disabled by the second.
      const second = await createUserWithRules(app.database.db, [{ action: 'manage', subject: 'all' }])
      const secondToken = (await app.login(second.email, second.password)).accessToken
      const me = (
        await app.as(secondToken, { method: 'GET', url: `/api/apps/users/${session.userData.id}` })
      ).json()
      const disable = await app.as(secondToken, {
        method: 'PATCH',
        url: `/api/apps/users/${session.userData.id}`,
        payload: { status: 'inactive', version: me.version },
      })
      expect(disable.statusCode, disable.body).toBe(200)
      // Now the second is the last one.
      const removeLast = await app.as(secondToken, { method: 'DELETE', url: `/api/apps/users/${second.id}` })
      expect(removeLast.statusCode).toBe(409)
    } finally {
      await app.close()
    }
  })
})

describe('no escalation through roles and permissions (issue 9)', () => {
  /** A holder of manage Roles (the right "Manage Billing & Roles" gives) with a few rights of its own. */
  const roleManager = async () => {
    const account = await createUserWithRules(t.database.db, [
      { action: 'manage', subject: 'Roles' },
      { action: 'read', subject: 'Aliados' },
    ])
    return { ...account, token: (await t.login(account.email, account.password)).accessToken }
  }
  const roleCount = async () => (await t.database.db.select({ id: roles.id }).from(roles)).length
  const permissionCount = async () =>
    (await t.database.db.select({ id: permissions.id }).from(permissions)).length

  it('cannot create a role with manage all, a rule it lacks, a permission granting more, or a wider scope', async () => {
    const manager = await roleManager()
    const before = await roleCount()
    const management = (await permissionsList('?q=Management')).permissions.find(
      (p) => p.name === 'Management',
    )!
    await t.database.db.update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, manager.roleId))
    const narrowToken = (await t.login(manager.email, manager.password)).accessToken
    const attempts = [
      { token: manager.token, body: { name: 'Rol Pirata', rules: [{ action: 'manage', subject: 'all' }] } },
      {
        token: manager.token,
        body: { name: 'Rol Pirata', rules: [{ action: 'update', subject: 'Aliados' }] },
      },
      { token: manager.token, body: { name: 'Rol Pirata', rules: [], permissionIds: [management.id] } },
      { token: narrowToken, body: { name: 'Rol Pirata', rules: [], scope: 'all' } },
    ]
    for (const attempt of attempts) {
      const response = await t.as(attempt.token, {
        method: 'POST',
        url: '/api/v1/roles',
        payload: attempt.body,
      })
      expect(response.statusCode, response.body).toBe(403)
    }
    expect(await roleCount()).toBe(before)
    const fine = await t.as(narrowToken, {
      method: 'POST',
      url: '/api/v1/roles',
      payload: {
        name: 'Lectores de aliados',
        rules: [{ action: 'read', subject: 'Aliados' }],
        scope: 'own-allies',
      },
    })
    expect(fine.statusCode, fine.body).toBe(201)
    expect(fine.json()).toMatchObject({ scope: 'own-allies', key: null })
  })

  it('cannot edit or delete the administrator role, nor raise a role beyond its own rights', async () => {
    const manager = await roleManager()
    const adminRole = (await roleList()).find((role) => role.name === 'admin')!
    const analista = (await roleList()).find((role) => role.name === 'analista')!
    const [adminBefore] = await t.database.db.select().from(roles).where(eq(roles.id, adminRole.id))
    const edit = await t.as(manager.token, {
      method: 'PUT',
      url: `/api/v1/roles/${adminRole.id}`,
      payload: { name: 'admin', rules: [], permissionIds: [], version: adminRole.version },
    })
    expect(edit.statusCode, edit.body).toBe(403)
    expect(
      (await t.as(manager.token, { method: 'DELETE', url: `/api/v1/roles/${adminRole.id}` })).statusCode,
    ).toBe(403)
    const own = await t.as(manager.token, {
      method: 'PUT',
      url: `/api/v1/roles/${manager.roleId}`,
      payload: {
        name: 'mi-rol',
        rules: [
          { action: 'manage', subject: 'Roles' },
          { action: 'manage', subject: 'Users' },
        ],
        version: 1,
      },
    })
    expect(own.statusCode, own.body).toBe(403)
    const other = await t.as(manager.token, {
      method: 'PUT',
      url: `/api/v1/roles/${analista.id}`,
      payload: { name: 'analista', rules: [], permissionIds: [], version: analista.version },
    })
    expect(other.statusCode, other.body).toBe(403)
    const [adminAfter] = await t.database.db.select().from(roles).where(eq(roles.id, adminRole.id))
    expect(adminAfter).toEqual(adminBefore)
    expect((await t.database.db.select().from(roles).where(eq(roles.id, manager.roleId)))[0]!.rules).toEqual([
      { action: 'manage', subject: 'Roles' },
      { action: 'read', subject: 'Aliados' },
    ])
  })

  it('cannot create a permission granting more, attach one to a role it may not edit, or edit Management', async () => {
    const manager = await roleManager()
    const before = await permissionCount()
    const adminRole = (await roleList()).find((role) => role.name === 'admin')!
    const create = (body: Record<string, unknown>) =>
      t.as(manager.token, { method: 'POST', url: '/api/apps/permissions', payload: body })
    expect((await create({ name: 'Todo', rules: [{ action: 'manage', subject: 'all' }] })).statusCode).toBe(
      403,
    )
    expect(
      (await create({ name: 'Usuarios', rules: [{ action: 'manage', subject: 'Users' }] })).statusCode,
    ).toBe(403)
    const attach = await create({
      name: 'Leer aliados',
      rules: [{ action: 'read', subject: 'Aliados' }],
      roleIds: [adminRole.id],
    })
    expect(attach.statusCode, attach.body).toBe(403)
    expect(await permissionCount()).toBe(before)
    const management = (await permissionsList()).permissions.find((p) => p.name === 'Management')!
    const links = await t.database.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.permissionId, management.id))
    const edit = await t.as(manager.token, {
      method: 'PUT',
      url: `/api/apps/permissions/${management.id}`,
      payload: {
        name: 'Management',
        rules: [{ action: 'read', subject: 'Aliados' }],
        roleIds: [],
        version: management.version,
      },
    })
    expect(edit.statusCode, edit.body).toBe(403)
    expect(
      (await t.as(manager.token, { method: 'DELETE', url: `/api/apps/permissions/${management.id}` }))
        .statusCode,
    ).toBe(403)
    expect((await permissionsList()).permissions.find((p) => p.name === 'Management')).toEqual(management)
    expect(
      await t.database.db
        .select()
        .from(rolePermissions)
        .where(eq(rolePermissions.permissionId, management.id)),
    ).toEqual(links)
    // Within its rights and on its own role: allowed.
    const fine = await create({
      name: 'Leer aliados',
      rules: [{ action: 'read', subject: 'Aliados' }],
      roleIds: [manager.roleId],
    })
    expect(fine.statusCode, fine.body).toBe(201)
  })
})

describe('system roles by key (issue 9)', () => {
  it('renaming the registered role keeps sign-up working; a system role cannot be deleted or lose its key', async () => {
    const registered = (await roleList()).find((role) => role.name === 'registered')!
    const renamed = await t.as(admin, {
      method: 'PUT',
      url: `/api/v1/roles/${registered.id}`,
      payload: {
        name: 'registrado',
        description: 'Cuenta nueva',
        rules: [],
        permissionIds: [],
        version: registered.version,
      },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json()).toMatchObject({ name: 'registrado', key: 'registered' })
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { fullName: 'Persona Nueva', email: 'persona-nueva@demo.com', password: 'Largo-y-raro-2026' },
    })
    expect(signUp.statusCode, signUp.body).toBe(201)
    const removal = await t.as(admin, { method: 'DELETE', url: `/api/v1/roles/${registered.id}` })
    expect(removal.statusCode).toBe(409)
    const adminRole = (await roleList()).find((role) => role.name === 'admin')!
    expect((await t.as(admin, { method: 'DELETE', url: `/api/v1/roles/${adminRole.id}` })).statusCode).toBe(
      409,
    )
    const [row] = await t.database.db.select().from(roles).where(eq(roles.id, registered.id))
    expect(row).toMatchObject({ key: 'registered', name: 'registrado' })
    // key is read-only: sending one changes nothing.
    const withKey = await t.as(admin, {
      method: 'PUT',
      url: `/api/v1/roles/${registered.id}`,
      payload: { name: 'registrado', rules: [], permissionIds: [], key: 'admin', version: row!.version },
    })
    expect([200, 400]).toContain(withKey.statusCode)
    const [after] = await t.database.db.select().from(roles).where(eq(roles.id, registered.id))
    expect(after!.key).toBe('registered')
  })
})
