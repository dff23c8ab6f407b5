import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox, users } from '../../src/db/schema'
import { FORGOT_PASSWORD_MINIMUM_MS } from '../../src/features/auth/account-recovery.routes'
import { withMinimumDuration } from '../../src/features/auth/minimum-duration'
import { startSmtpCatcher, tokenIn, type SmtpCatcher } from '../helpers/smtp-catcher'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

let t: TestApp
let smtp: SmtpCatcher
let admin: string
beforeAll(async () => {
  smtp = await startSmtpCatcher()
  t = await createTestApp({ smtpUrl: smtp.url, workers: true })
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

// Each test speaks from its own address so the per-address abuse limits of these routes stay out of the way.
let address = 0
const from = () => `10.77.0.${++address}`
const forgot = (email: string, remoteAddress = from()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email }, remoteAddress })
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    payload: { token, password },
    remoteAddress: from(),
  })
/** Asks for a reset link and answers its token, read from the mailbox. */
async function resetLinkFor(email: string) {
  const before = smtp.mails.length
  expect((await forgot(email)).statusCode).toBe(202)
  return tokenIn((await smtp.waitFor(email, before)).text)
}
const passwordHashOf = async (id: number) =>
  (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash

describe('older reset and invitation links die (issue 9, low)', () => {
  it('a newer reset link revokes the older one', async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const older = await resetLinkFor(user.email)
    const newer = await resetLinkFor(user.email)
    const hash = await passwordHashOf(user.id)
    expect((await reset(older, 'older-link-password')).statusCode).toBe(400)
    expect(await passwordHashOf(user.id)).toBe(hash)
    expect((await reset(newer, 'newer-link-password')).statusCode).toBe(204)
  })

  it('a completed reset or a password change revokes every outstanding link', async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const first = await resetLinkFor(user.email)
    // An invitation-style link still outstanding (issued directly, as the invitation does).
    const { issueOneTimeToken } = await import('../../src/features/auth')
    const invitation = await issueOneTimeToken(t.database.db, user.id, 'reset_password')
    expect((await reset(first, 'completed-reset-pw')).statusCode).toBe(204)
    expect((await reset(invitation, 'invitation-after-reset')).statusCode).toBe(400)

    const afterReset = await resetLinkFor(user.email)
    const session = await t.login(user.email, 'completed-reset-pw')
    const change = await t.as(session.accessToken, {
      method: 'POST',
      url: '/api/v1/account/password',
      payload: { currentPassword: 'completed-reset-pw', newPassword: 'changed-by-owner-pw' },
    })
    expect(change.statusCode, change.body).toBe(204)
    const hash = await passwordHashOf(user.id)
    expect((await reset(afterReset, 'attacker-chosen-pw')).statusCode).toBe(400)
    expect(await passwordHashOf(user.id)).toBe(hash)
  })

  it("an administrator's change of the e-mail address revokes links mailed to the old one", async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const token = await resetLinkFor(user.email)
    const detail = (await t.as(admin, { method: 'GET', url: `/api/apps/users/${user.id}` })).json()
    const patch = await t.as(admin, {
      method: 'PATCH',
      url: `/api/apps/users/${user.id}`,
      payload: { email: `moved-${user.email}`, version: detail.version },
    })
    expect(patch.statusCode, patch.body).toBe(200)
    expect((await reset(token, 'old-address-link-pw')).statusCode).toBe(400)
  })
})

describe('forgot-password does comparable work for unknown addresses (issue 9, low)', () => {
  afterEach(() => vi.useRealTimers())

  it('withMinimumDuration answers no sooner than the minimum, however fast the work', async () => {
    vi.useFakeTimers()
    let answered = false
    const answer = withMinimumDuration(300, async () => 'done').then((value) => {
      answered = true
      return value
    })
    await vi.advanceTimersByTimeAsync(299)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(answered).toBe(true)
    expect(await answer).toBe('done')
  })

  it('known and unknown addresses both answer 202 after the same minimum duration', async () => {
    for (const email of ['ventas@demo.com', 'nobody-at-all@demo.com']) {
      const started = performance.now()
      const response = await forgot(email)
      expect(response.statusCode).toBe(202)
      // A lower bound only (never flaky): the unknown address cannot answer early.
      expect(performance.now() - started).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MINIMUM_MS - 5)
    }
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'nobody-at-all@demo.com'))
    expect(rows).toHaveLength(0)
  })
})

describe('common passwords are refused (issue 9, low; ASVS 5.0 V6.2.4)', () => {
  it('registration refuses 12345678 and password, naming the field, and creates nothing', async () => {
    for (const password of ['12345678', 'password', 'Password']) {
      const email = `common-${password}@demo.com`
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { fullName: 'Común Pérez', email, password },
        remoteAddress: from(),
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors.password[0]).toBe('common_password')
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
    }
  })

  it('a reset (and so an invitation acceptance) refuses them and leaves the link usable', async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const token = await resetLinkFor(user.email)
    const hash = await passwordHashOf(user.id)
    for (const password of ['12345678', 'password']) {
      const response = await reset(token, password)
      expect(response.statusCode).toBe(400)
      expect(response.json().errors.password[0]).toBe('common_password')
    }
    expect(await passwordHashOf(user.id)).toBe(hash)
    expect((await reset(token, 'a-decent-passphrase')).statusCode).toBe(204)
  })

  it('a password change refuses them on newPassword', async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const session = await t.login(user.email, user.password)
    const hash = await passwordHashOf(user.id)
    for (const newPassword of ['12345678', 'password']) {
      const response = await t.as(session.accessToken, {
        method: 'POST',
        url: '/api/v1/account/password',
        payload: { currentPassword: user.password, newPassword },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors.newPassword[0]).toBe('common_password')
    }
    expect(await passwordHashOf(user.id)).toBe(hash)
  })
})

describe('Cache-Control and HSTS (issue 9, low)', () => {
  it('every API answer is no-store, token answers included; no HSTS over http', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/allies/login/',
      payload: { email: 'ventas@demo.com', password: 'ventas' },
      remoteAddress: from(),
    })
    expect(login.statusCode).toBe(201)
    expect(login.headers['cache-control']).toBe('no-store')
    const { accessToken } = login.json()
    for (const url of ['/api/v1/auth/me', '/api/apps/users?itemsPerPage=5', '/api/nowhere']) {
      const response = await t.as(accessToken, { method: 'GET', url })
      expect(response.headers['cache-control'], url).toBe('no-store')
      expect(response.headers['strict-transport-security'], url).toBeUndefined()
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['cache-control']).toBe('no-store')
  })

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ publicUrl: 'https://mesa.example.mx' })
    try {
      const response = await https.app.inject({ method: 'GET', url: '/api/health' })
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(response.headers['cache-control']).toBe('no-store')
    } finally {
      await https.close()
    }
  })
})
