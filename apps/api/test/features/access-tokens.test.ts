import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccessTokens } from '../../src/features/auth'
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/test-app'

let t: TestApp
let valid: { accessToken: string; userId: number; sessionId: string }

beforeAll(async () => {
  t = await createTestApp()
  const session = await t.login('admin@demo.com', 'admin')
  const claims = await new AccessTokens(TEST_JWT_SECRET).verify(session.accessToken)
  valid = { accessToken: session.accessToken, ...claims! }
})
afterAll(() => t.close())

const me = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: authorization ? { authorization } : {} })
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('access tokens', () => {
  it('a valid token passes', async () => {
    expect((await me(`Bearer ${valid.accessToken}`)).statusCode).toBe(200)
  })

  it('401 without a token, or with a non-bearer scheme', async () => {
    expect((await me()).statusCode).toBe(401)
    expect((await me(`Basic ${valid.accessToken}`)).statusCode).toBe(401)
  })

  it('401 for an expired token', async () => {
    const now = Math.floor(Date.now() / 1000)
    const expired = await new AccessTokens(TEST_JWT_SECRET).sign(
      { userId: valid.userId, sessionId: valid.sessionId },
      now - 3600,
    )
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401)
  })

  it('401 for a token whose payload was tampered with', async () => {
    const [header, payload, signature] = valid.accessToken.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const tampered = `${header}.${base64url({ ...claims, sub: '2' })}.${signature}`
    expect((await me(`Bearer ${tampered}`)).statusCode).toBe(401)
  })

  it("401 for alg 'none'", async () => {
    const claims = JSON.parse(Buffer.from(valid.accessToken.split('.')[1]!, 'base64url').toString())
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`
    expect((await me(`Bearer ${unsigned}`)).statusCode).toBe(401)
  })

  it('401 for a token signed with another secret, or for another audience, or not yet valid', async () => {
    const otherSecret = await new AccessTokens('another-secret-that-is-long-enough-for-hs256').sign(valid)
    expect((await me(`Bearer ${otherSecret}`)).statusCode).toBe(401)
    const key = new TextEncoder().encode(TEST_JWT_SECRET)
    const now = Math.floor(Date.now() / 1000)
    const foreignAudience = await new SignJWT({ sid: valid.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(valid.userId))
      .setIssuer('mesa-api')
      .setAudience('someone-else')
      .setNotBefore(now)
      .setExpirationTime(now + 60)
      .sign(key)
    expect((await me(`Bearer ${foreignAudience}`)).statusCode).toBe(401)
    const notYetValid = await new SignJWT({ sid: valid.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(valid.userId))
      .setIssuer('mesa-api')
      .setAudience('mesa-web')
      .setNotBefore(now + 600)
      .setExpirationTime(now + 900)
      .sign(key)
    expect((await me(`Bearer ${notYetValid}`)).statusCode).toBe(401)
  })
})
