import { beforeAll, describe, expect, it } from 'vitest'
import { lenderPaths, type LenderProfile } from '@mesa/contracts'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

/** The lender's identity and UNE (issue 33): installation data every document prints, edited by administrators. */
const tokens: Record<string, string> = {}
const t = useTestApp()
const as = (who: string, method: 'GET' | 'PUT', payload?: object) =>
  t.as(tokens[who]!, { method, url: lenderPaths.profile, ...(payload ? { payload } : {}) })

beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'analista'])
})

describe('the lender profile', () => {
  it('starts with realistic demo values any signed-in person reads', async () => {
    const response = await as('analista', 'GET')
    expect(response.statusCode, response.body).toBe(200)
    const profile = response.json<LenderProfile>()
    expect(profile.legalName).toBe('Mesa Financiera, S.A. de C.V., SOFOM, E.N.R.')
    expect(profile.rfc).toMatch(/^[A-Z]{3}\d{6}[A-Z\d]{3}$/)
    expect(profile.une.email).not.toContain('example')
    expect(profile.version).toBe(1)
  })

  it('an administrator replaces it; a stale version is a 409, bad fields a 400 naming each, others a 403', async () => {
    const { version, updatedAt: _updatedAt, ...identity } = (await as('admin', 'GET')).json<LenderProfile>()
    const changed = { ...identity, une: { ...identity.une, phone: '55 4738 2191' }, version }
    const saved = await as('admin', 'PUT', changed)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<LenderProfile>()).toMatchObject({
      version: version + 1,
      une: { phone: '55 4738 2191' },
    })
    expect((await as('admin', 'PUT', changed)).statusCode).toBe(409)
    const bad = await as('admin', 'PUT', {
      ...changed,
      version: version + 1,
      rfc: 'nope',
      une: { ...changed.une, email: 'x' },
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['rfc', 'une.email'])
    expect((await as('analista', 'PUT', { ...changed, version: version + 1 })).statusCode).toBe(403)
  })
})
