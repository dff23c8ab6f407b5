import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requiredPermissions } from '../../src/lib/route-access'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

let t: TestApp
let noRulesToken: string
let otherSubjectToken: string

beforeAll(async () => {
  t = await createTestApp()
  const noRules = await createUserWithRules(t.database.db, [])
  noRulesToken = (await t.login(noRules.email, noRules.password)).accessToken
  // Rules on a subject no route needs (AclDemo guards only the web's access-control demo page): proves
  // rules are matched by subject, not merely present.
  const other = await createUserWithRules(t.database.db, [{ action: 'manage', subject: 'AclDemo' }])
  otherSubjectToken = (await t.login(other.email, other.password)).accessToken
})
afterAll(() => t.close())

/** A concrete URL for a route pattern: every :param becomes 1. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x')

describe('every registered route declares what it needs and the server enforces it', () => {
  it('has routes to check', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5)
  })

  it('answers 401 without a token on every non-public route', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.access !== 'public')) {
      const response = await t.app.inject({ method: route.method as 'GET', url: concreteUrl(route.url) })
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
    }
  })

  it('answers 403 on every permission-guarded route to users lacking the permission', async () => {
    const guarded = t.app.apiRoutes.filter((route) => requiredPermissions(route.access).length > 0)
    expect(guarded.length).toBeGreaterThan(0)
    for (const route of guarded) {
      for (const token of [noRulesToken, otherSubjectToken]) {
        const response = await t.as(token, { method: route.method as 'GET', url: concreteUrl(route.url) })
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403)
      }
    }
  })

  it('a permission removed from a role bites on the next request, without signing out', async () => {
    // The mail log is an administrator's (manage all); 'read Admin' alone no longer reads it.
    const user = await createUserWithRules(t.database.db, [{ action: 'manage', subject: 'all' }])
    const session = await t.login(user.email, user.password)
    const outbox = { method: 'GET' as const, url: '/api/v1/auth/outbox' }
    expect((await t.as(session.accessToken, outbox)).statusCode).toBe(200)
    // Through the product: an administrator empties the role (the write path tells this instance's cache).
    const admin = (await t.login('admin@demo.com', 'admin')).accessToken
    const role = (await t.as(admin, { method: 'GET', url: '/api/v1/roles' }))
      .json()
      .items.find((r: { id: number }) => r.id === user.roleId)
    const update = await t.as(admin, {
      method: 'PUT',
      url: `/api/v1/roles/${user.roleId}`,
      payload: { name: role.name, rules: [], version: role.version },
    })
    expect(update.statusCode, update.body).toBe(200)
    expect((await t.as(session.accessToken, outbox)).statusCode).toBe(403)
  })

  it('a change written by another instance bites as soon as its database notice arrives', async () => {
    const { setRoleRules } = await import('../helpers/users')
    const user = await createUserWithRules(t.database.db, [{ action: 'manage', subject: 'all' }])
    const session = await t.login(user.email, user.password)
    const outbox = { method: 'GET' as const, url: '/api/v1/auth/outbox' }
    expect((await t.as(session.accessToken, outbox)).statusCode).toBe(200)
    // A write this process did not make reaches its cache only through the trigger's NOTIFY, an instant
    // after the commit; the cache's 15 s expiry is the backstop, so 5 s proves the notice did it.
    await setRoleRules(t.database.db, user.roleId, [])
    await expect
      .poll(async () => (await t.as(session.accessToken, outbox)).statusCode, {
        timeout: 5_000,
        interval: 50,
      })
      .toBe(403)
  })
})
