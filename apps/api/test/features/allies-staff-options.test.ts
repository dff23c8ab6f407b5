import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AllyStaffOptions } from '@mesa/contracts'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

let t: TestApp
afterAll(() => t.close())
beforeAll(async () => {
  t = await createTestApp()
})

const url = '/api/v1/allies/staff-options'

describe('GET /api/v1/allies/staff-options', () => {
  it('answers active sellers, supervisors and staff to anyone who may read allies', async () => {
    const reader = await createUserWithRules(t.database.db, [{ action: 'manage', subject: 'Aliados' }])
    const session = await t.login(reader.email, reader.password)
    const response = await t.as(session.accessToken, { method: 'GET', url })
    expect(response.statusCode).toBe(200)
    const options = response.json<AllyStaffOptions>()
    expect(options.sellers.length).toBeGreaterThanOrEqual(10)
    expect(options.sellers.every((user) => user.role === 'ventas')).toBe(true)
    expect(options.sellers.map((user) => user.email)).toContain('ventas@demo.com')
    expect(options.supervisors.every((user) => user.role === 'supervisor')).toBe(true)
    expect(options.supervisors.map((user) => user.email)).toContain('supervisor@demo.com')
    const roles = new Set(options.users.map((user) => user.role))
    expect(roles.has('client')).toBe(false)
    expect(roles.has('admin')).toBe(true)
    expect(options.users.length).toBeGreaterThanOrEqual(options.sellers.length + options.supervisors.length)
  })

  it('ally-side staff pick only among themselves and the people of their own allies (issue 9)', async () => {
    const supervisor = await t.login('supervisor@demo.com', 'supervisor')
    const response = await t.as(supervisor.accessToken, { method: 'GET', url })
    expect(response.statusCode).toBe(200)
    const options = response.json<AllyStaffOptions>()
    const everyone = (
      await t.as((await t.login('admin@demo.com', 'admin')).accessToken, { method: 'GET', url })
    ).json<AllyStaffOptions>()
    expect(options.users.map((user) => user.email)).toContain('supervisor@demo.com')
    expect(options.users.length).toBeLessThan(everyone.users.length)
    expect(options.users.some((user) => user.role === 'admin')).toBe(false)
  })

  it('is 401 without a token and 403 without read Aliados', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    const client = await t.login('client@demo.com', 'client')
    expect((await t.as(client.accessToken, { method: 'GET', url })).statusCode).toBe(403)
    const reader = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'Aliados' }])
    const session = await t.login(reader.email, reader.password)
    expect((await t.as(session.accessToken, { method: 'GET', url })).statusCode).toBe(200)
  })
})
