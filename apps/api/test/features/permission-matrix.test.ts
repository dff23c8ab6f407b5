import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  for (const [who, email, password] of [
    ['admin', 'admin@demo.com', 'admin'],
    ['ventas', 'ventas@demo.com', 'ventas'],
  ] as const)
    tokens[who] = (await t.login(email, password)).accessToken
})
afterAll(() => t.close())

type Row = { role: string; subject: string; scope: string; actions: string[]; grantedBy: string[] }

describe('permission matrix', () => {
  it('shows every role × subject it grants, with the scope condition and the source', async () => {
    const response = await t.as(tokens.admin!, { method: 'GET', url: '/api/v1/support/permission-matrix' })
    expect(response.statusCode).toBe(200)
    const rows = response.json().rows as Row[]
    const ventas = rows.filter((row) => row.role === 'ventas')
    expect(ventas.every((row) => row.scope === 'own-allies')).toBe(true)
    expect(ventas.find((row) => row.subject === 'moto_assist')!.actions).toEqual([
      'create',
      'read',
      'update',
      'delete',
      'assign',
    ])
    expect(ventas.find((row) => row.subject === 'Aliados')!.actions).toEqual(['read'])
    expect(ventas.some((row) => row.subject === 'Roles')).toBe(false)
    // manage all: the administrator has a row for every subject, from its rules and its named permissions.
    const admin = rows.filter((row) => row.role === 'admin')
    expect(admin.find((row) => row.subject === 'Roles')!.grantedBy).toContain('role')
  })

  it('is refused without read Roles (403)', async () => {
    const response = await t.as(tokens.ventas!, { method: 'GET', url: '/api/v1/support/permission-matrix' })
    expect(response.statusCode).toBe(403)
  })
})
