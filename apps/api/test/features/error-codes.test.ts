import { beforeAll, describe, expect, it } from 'vitest'
import {
  apiErrorSchema,
  authPaths,
  isErrorCode,
  parseFieldError,
  rolePaths,
  userPaths,
} from '@mesa/contracts'
import { useTestApp } from '../helpers/use-test-app'

/**
 * Issue 10 "errors as codes": every error answer carries a stable `code` (contracts `errorCodes`) and
 * field entries that are codes, so the web words them in each language; only the spec's fixed texts
 * stay text (login, spec §8).
 */
let admin: string
const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
})

const everyEntryIsACode = (errors: Record<string, string[]>) =>
  Object.values(errors)
    .flat()
    .every((entry) => parseFieldError(entry).code !== undefined)

describe('error answers', () => {
  it('name each wrong field with a code and its argument', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: userPaths.collection,
      payload: { fullName: 'A', username: 'ab', email: 'nope', roleId: 0, surprise: true },
    })
    expect(response.statusCode).toBe(400)
    const body = apiErrorSchema.parse(response.json())
    expect(body.code).toBe('invalid_input')
    expect(body.errors).toMatchObject({
      fullName: ['too_short:2'],
      username: ['too_short:3'],
      email: ['invalid_email'],
      roleId: ['required'],
    })
    expect(everyEntryIsACode(body.errors!)).toBe(true)
  })

  it('code a missing field as required', async () => {
    const response = await t.as(admin, { method: 'POST', url: rolePaths.collection, payload: {} })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.name).toEqual(['required'])
  })

  it('code the answers that have no field: 401, 404, 409 and malformed JSON', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: authPaths.me })
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' })

    const unknownRoute = await t.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(unknownRoute.json()).toMatchObject({ code: 'not_found' })

    const missingUser = await t.as(admin, { method: 'GET', url: userPaths.item.replace(':id', '999999') })
    expect(missingUser.json()).toEqual({
      message: 'User not found',
      code: 'not_found',
      requestId: missingUser.headers['x-request-id'],
    })

    const roles = (await t.as(admin, { method: 'GET', url: rolePaths.collection })).json().items
    const role = roles.find((candidate: { key: string | null }) => candidate.key === null) ?? roles[0]
    const stale = await t.as(admin, {
      method: 'PUT',
      url: rolePaths.item.replace(':id', String(role.id)),
      payload: { name: role.name, rules: role.rules, version: role.version + 1000 },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'stale_version', errors: { version: ['stale_version'] } })

    const malformed = await t.app.inject({
      method: 'POST',
      url: authPaths.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ code: 'malformed_body', errors: { body: ['malformed_body'] } })
  })

  it('keep the spec text of a failed sign-in (spec §8)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: authPaths.login,
      payload: { email: 'admin@demo.com', password: 'wrong' },
    })
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      errors: { email: ['Invalid email or password'] },
    })
    expect(isErrorCode(response.json().code)).toBe(true)
  })
})
