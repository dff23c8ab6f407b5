import { TOTP, Secret } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp })
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/allies/login/', payload: { email, password } })

describe('two-step sign-in', () => {
  it('is set up with a QR code and a confirming code, then asked for at sign-in; wrong or reused codes are refused', async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const { accessToken } = await t.login(user.email, user.password)
    const setup = await t.as(accessToken, {
      method: 'POST',
      url: '/api/v1/account/two-factor/setup',
      payload: { currentPassword: user.password },
    })
    expect(setup.statusCode).toBe(200)
    const { secret, qrCode, otpauthUrl } = setup.json()
    expect(qrCode).toMatch(/^data:image\/png;base64,/)
    expect(otpauthUrl).toContain('otpauth://totp/')

    const wrongEnable = await t.as(accessToken, {
      method: 'POST',
      url: '/api/v1/account/two-factor/enable',
      payload: { currentPassword: user.password, code: '000000' },
    })
    expect(wrongEnable.statusCode).toBe(400)
    const now = Date.now()
    const enable = await t.as(accessToken, {
      method: 'POST',
      url: '/api/v1/account/two-factor/enable',
      payload: { currentPassword: user.password, code: codeAt(secret, now - 30_000) },
    })
    expect(enable.statusCode, enable.body).toBe(200)
    const { recoveryCodes } = enable.json()
    expect(recoveryCodes).toHaveLength(10)

    const first = await login(user.email, user.password)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ twoStepRequired: true })
    expect(first.json()).not.toHaveProperty('accessToken')
    const { challengeToken } = first.json()

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-steps',
      payload: { challengeToken, code: '123456' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toHaveProperty('code')
    // The code that confirmed the set-up belongs to a step already used: refused.
    const reusedStep = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-steps',
      payload: { challengeToken, code: codeAt(secret, now - 30_000) },
    })
    expect(reusedStep.statusCode).toBe(400)

    const code = codeAt(secret, Date.now())
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-steps',
      payload: { challengeToken, code },
    })
    expect(right.statusCode, right.body).toBe(201)
    expect(right.json().accessToken).toBeTruthy()

    // The same code again, on a new challenge: refused (no code works twice).
    const again = (await login(user.email, user.password)).json().challengeToken
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-steps',
      payload: { challengeToken: again, code },
    })
    expect(replay.statusCode).toBe(400)
    // A recovery code works once.
    const recovery = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-steps',
      payload: { challengeToken: again, code: recoveryCodes[0] },
    })
    expect(recovery.statusCode).toBe(201)
    const third = (await login(user.email, user.password)).json().challengeToken
    const recoveryAgain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-steps',
      payload: { challengeToken: third, code: recoveryCodes[0] },
    })
    expect(recoveryAgain.statusCode).toBe(400)
  })
})

describe('sessions and password', () => {
  it('lists my sessions and revokes one: the other device is signed out on its next call', async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const laptop = await t.login(user.email, user.password)
    const phone = await t.login(user.email, user.password)
    const listed = (await t.as(laptop.accessToken, { method: 'GET', url: '/api/v1/account/sessions' })).json()
      .sessions
    expect(listed).toHaveLength(2)
    const other = listed.find((session: { current: boolean }) => !session.current)
    const revoke = await t.as(laptop.accessToken, {
      method: 'DELETE',
      url: `/api/v1/account/sessions/${other.id}`,
    })
    expect(revoke.statusCode).toBe(204)
    expect((await t.as(phone.accessToken, { method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401)
    expect((await t.as(laptop.accessToken, { method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(200)
  })

  it('changing the password needs the current one and ends the other sessions', async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const here = await t.login(user.email, user.password)
    const elsewhere = await t.login(user.email, user.password)
    const wrong = await t.as(here.accessToken, {
      method: 'POST',
      url: '/api/v1/account/password',
      payload: { currentPassword: 'nope', newPassword: 'brand-new-password' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toHaveProperty('currentPassword')
    const changed = await t.as(here.accessToken, {
      method: 'POST',
      url: '/api/v1/account/password',
      payload: { currentPassword: user.password, newPassword: 'brand-new-password' },
    })
    expect(changed.statusCode).toBe(204)
    expect((await t.as(elsewhere.accessToken, { method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(
      401,
    )
    expect((await t.as(here.accessToken, { method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(200)
    await t.login(user.email, 'brand-new-password')
  })

  it('updates my profile with a version; a stale one is 409', async () => {
    const { accessToken } = await t.login('analista@demo.com', 'analista')
    const account = (await t.as(accessToken, { method: 'GET', url: '/api/v1/account' })).json()
    const payload = {
      fullName: 'Lucía Analista Ramírez',
      contact: '55 1234 5678',
      company: 'Mesa',
      country: 'México',
      language: 'es',
      about: 'Analista',
      taxId: '',
      version: account.version,
    }
    const updated = await t.as(accessToken, { method: 'PUT', url: '/api/v1/account', payload })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json().contact).toBe('55 1234 5678')
    expect((await t.as(accessToken, { method: 'PUT', url: '/api/v1/account', payload })).statusCode).toBe(409)
  })

  it('presence is set by each user and listed on agent status', async () => {
    const { accessToken } = await t.login('supervisor@demo.com', 'supervisor')
    expect(
      (
        await t.as(accessToken, {
          method: 'PUT',
          url: '/api/v1/account/presence',
          payload: { presence: 'busy' },
        })
      ).statusCode,
    ).toBe(204)
    const admin = await t.login('admin@demo.com', 'admin')
    const agents = (await t.as(admin.accessToken, { method: 'GET', url: '/api/v1/agent-status' })).json()
      .agents
    expect(agents.find((agent: { email: string }) => agent.email === 'supervisor@demo.com').presence).toBe(
      'busy',
    )
    const client = await t.login('client@demo.com', 'client')
    expect((await t.as(client.accessToken, { method: 'GET', url: '/api/v1/agent-status' })).statusCode).toBe(
      403,
    )
  })
})
