import { and, eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, oneTimeTokens, sessions, users } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const codeAt = (secret: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp })
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/allies/login/', payload: { email, password } })
const twoSteps = (challengeToken: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/two-steps', payload: { challengeToken, code } })
const post = (accessToken: string, url: string, payload: object) =>
  t.as(accessToken, { method: 'POST', url, payload })

/** A user with two-step sign-in on; answers the secret. */
async function userWithTwoSteps() {
  const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
  const { accessToken } = await t.login(user.email, user.password)
  const setup = await post(accessToken, '/api/v1/account/two-factor/setup', {
    currentPassword: user.password,
  })
  const { secret } = setup.json()
  const enable = await post(accessToken, '/api/v1/account/two-factor/enable', {
    currentPassword: user.password,
    code: codeAt(secret, Date.now() - 30_000),
  })
  expect(enable.statusCode, enable.body).toBe(200)
  return { ...user, secret: secret as string }
}

const wrongCode = (secret: string) => {
  const right = new Set([-1, 0, 1].map((drift) => codeAt(secret, Date.now() + drift * 30_000)))
  let code = '000000'
  while (right.has(code)) code = String(Number(code) + 1).padStart(6, '0')
  return code
}

describe('second-factor brute force (issue 9 item 4)', () => {
  it('spends a challenge after 5 wrong codes: a correct code on it is then refused', async () => {
    const user = await userWithTwoSteps()
    const { challengeToken } = (await login(user.email, user.password)).json()
    for (let i = 0; i < 4; i++) {
      const wrong = await twoSteps(challengeToken, wrongCode(user.secret))
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().errors).toHaveProperty('code')
    }
    const fifth = await twoSteps(challengeToken, wrongCode(user.secret))
    expect(fifth.statusCode).toBe(400)
    expect(fifth.json().errors).toHaveProperty('challengeToken')
    const [row] = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'two_step_challenge')))
    expect(row!.usedAt).not.toBeNull()

    const right = await twoSteps(challengeToken, codeAt(user.secret))
    expect(right.statusCode).toBe(400)
    expect(right.json()).not.toHaveProperty('accessToken')
  })

  it('a correct password between wrong codes does not clear the second-step counter: 429 after 10', async () => {
    const user = await userWithTwoSteps()
    const statuses: number[] = []
    // Fresh password sign-ins between the wrong codes, as an attacker who knows the password would.
    for (let round = 0; round < 4; round++) {
      const signIn = await login(user.email, user.password)
      expect(signIn.statusCode).toBe(201)
      const { challengeToken } = signIn.json()
      for (let i = 0; i < 3; i++)
        statuses.push((await twoSteps(challengeToken, wrongCode(user.secret))).statusCode)
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])

    // Even the right code on a fresh challenge waits; nothing is opened.
    const { challengeToken } = (await login(user.email, user.password)).json()
    const throttled = await twoSteps(challengeToken, codeAt(user.secret))
    expect(throttled.statusCode).toBe(429)
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0)
    expect(throttled.json()).not.toHaveProperty('accessToken')
    // Only the set-up session exists: no sign-in was completed.
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1)
  })
})

describe('two-step set-up needs the current password (issue 9 item 6)', () => {
  it('a bearer token alone cannot set up, enable or disable two-step sign-in', async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const { accessToken } = await t.login(user.email, user.password)

    const noPassword = await t.as(accessToken, { method: 'POST', url: '/api/v1/account/two-factor/setup' })
    expect(noPassword.statusCode).toBe(400)
    const wrongSetup = await post(accessToken, '/api/v1/account/two-factor/setup', {
      currentPassword: 'not-my-password',
    })
    expect(wrongSetup.statusCode).toBe(400)
    expect(wrongSetup.json().errors).toHaveProperty('currentPassword')
    const [untouched] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(untouched!.twoFactorSecret).toBeNull()

    const setup = await post(accessToken, '/api/v1/account/two-factor/setup', {
      currentPassword: user.password,
    })
    expect(setup.statusCode).toBe(200)
    const { secret } = setup.json()
    const wrongEnable = await post(accessToken, '/api/v1/account/two-factor/enable', {
      currentPassword: 'not-my-password',
      code: codeAt(secret),
    })
    expect(wrongEnable.statusCode).toBe(400)
    expect(wrongEnable.json().errors).toHaveProperty('currentPassword')
    const [stillOff] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(stillOff!.twoFactorEnabledAt).toBeNull()
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'account.two_factor_enabled'))
    expect(audit.some((event) => event.entityId === String(user.id))).toBe(false)
  })

  it('throttles wrong current passwords per account (429 with Retry-After), even the right one then', async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const { accessToken } = await t.login(user.email, user.password)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await post(accessToken, '/api/v1/account/two-factor/setup', {
        currentPassword: `guess-${i}`,
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    const right = await post(accessToken, '/api/v1/account/two-factor/setup', {
      currentPassword: user.password,
    })
    expect(right.statusCode).toBe(429)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    const [untouched] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(untouched!.twoFactorSecret).toBeNull()
  })
})
