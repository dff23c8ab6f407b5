import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema'
import { revokeAllSessionsOfUser } from '../../src/features/auth'
import { startSmtpCatcher, tokenIn, type SmtpCatcher } from '../helpers/smtp-catcher'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

let t: TestApp
let smtp: SmtpCatcher
beforeAll(async () => {
  smtp = await startSmtpCatcher()
  t = await createTestApp({ smtpUrl: smtp.url, workers: true })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/allies/refresh_token/',
    payload: { refresh_token: refreshToken },
  })
const me = (accessToken: string) => t.as(accessToken, { method: 'GET', url: '/api/v1/auth/me' })

describe('refresh tokens', () => {
  it('rotate: each refresh answers a new pair and the new access token works', async () => {
    const first = await t.login('admin@demo.com', 'admin')
    const response = await refresh(first.refreshToken)
    expect(response.statusCode).toBe(201)
    const second = response.json()
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(second.userData.email).toBe('admin@demo.com')
    expect(second.userAbilityRules).toContainEqual({ action: 'manage', subject: 'all' })
    expect((await me(second.accessToken)).statusCode).toBe(200)
  })

  it('reuse of a rotated token revokes the whole family, the newest token and access token too', async () => {
    const first = await t.login('analista@demo.com', 'analista')
    const second = (await refresh(first.refreshToken)).json()
    const third = (await refresh(second.refreshToken)).json()
    expect((await me(third.accessToken)).statusCode).toBe(200)

    expect((await refresh(first.refreshToken)).statusCode).toBe(401) // reuse detected
    expect((await refresh(third.refreshToken)).statusCode).toBe(401) // family revoked
    expect((await me(third.accessToken)).statusCode).toBe(401) // session ended at once
  })

  it('stores refresh tokens only as hashes', async () => {
    const session = await t.login('comite@demo.com', 'comite')
    const rows = await t.database.db.query.refreshTokens.findMany()
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((row) => row.tokenHash === session.refreshToken)).toBe(false)
  })

  it('refuses an unknown or malformed refresh token', async () => {
    expect((await refresh('not-a-real-token')).statusCode).toBe(401)
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/allies/refresh_token/',
      payload: {},
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors).toHaveProperty('refresh_token')
  })
})

describe('ending sessions', () => {
  it('logout revokes the family: the refresh token and the access token stop working', async () => {
    const session = await t.login('mesa@demo.com', 'mesa-control')
    const logout = await t.as(session.accessToken, { method: 'POST', url: '/api/v1/auth/logout' })
    expect(logout.statusCode).toBe(204)
    expect((await refresh(session.refreshToken)).statusCode).toBe(401)
    expect((await me(session.accessToken)).statusCode).toBe(401)
  })

  it('a disabled user loses every session and cannot sign in', async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const a = await t.login(user.email, user.password)
    const b = await t.login(user.email, user.password)
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id))
    await revokeAllSessionsOfUser(t.database.db, user.id, 'user_disabled')
    expect((await me(a.accessToken)).statusCode).toBe(401)
    expect((await refresh(b.refreshToken)).statusCode).toBe(401)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/allies/login/',
      payload: { email: user.email, password: user.password },
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().errors.email[0]).toMatch(/disabled/i)
  })
})

describe('password reset by e-mailed link', () => {
  it('sets the new password and ends the other sessions', async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const before = await t.login(user.email, user.password)
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: user.email },
    })
    expect(forgot.statusCode).toBe(202)
    // The live link reaches only the mailbox; the outbox keeps the text with the token redacted.
    const token = tokenIn((await smtp.waitFor(user.email)).text)
    const admin = await t.login('admin@demo.com', 'admin')
    const outbox = (await t.as(admin.accessToken, { method: 'GET', url: '/api/v1/auth/outbox' })).json()
    const stored = outbox.mails.find((m: { to: string }) => m.to === user.email)
    expect(stored.text).toContain('[redactado]')
    expect(stored.text).not.toContain(token)
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'a-new-password' },
    })
    expect(reset.statusCode).toBe(204)
    expect((await me(before.accessToken)).statusCode).toBe(401)
    await t.login(user.email, 'a-new-password')
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'another-password' },
    })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().errors).toHaveProperty('token')
  })

  it('answers 202 for an unknown address too, without sending mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'nobody-here@demo.com' },
    })
    expect(response.statusCode).toBe(202)
    const mails = await t.database.db.query.mailOutbox.findMany()
    expect(mails.some((m) => m.to === 'nobody-here@demo.com')).toBe(false)
  })
})

describe('registration', () => {
  it('creates a pending account that cannot sign in until activated, and mails a verification link', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { fullName: 'Nueva Persona', email: 'nueva@demo.com', password: 'long-enough-pw' },
    })
    expect(response.statusCode).toBe(201)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/allies/login/',
      payload: { email: 'nueva@demo.com', password: 'long-enough-pw' },
    })
    expect(login.statusCode).toBe(400)
    const token = tokenIn((await smtp.waitFor('nueva@demo.com')).text)
    const mails = await t.database.db.query.mailOutbox.findMany()
    expect(mails.find((m) => m.to === 'nueva@demo.com')!.text).not.toContain(token)
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token },
    })
    expect(verify.statusCode).toBe(200)
  })

  it('names each invalid field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { fullName: '', email: 'x', password: 'short' },
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'fullName', 'password'])
  })
})
