import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../src/db/schema'
import { Mailer, queueMail, smtpTransport, type MailTransport } from '../../src/features/mail'
import { LINK_LOST_ERROR } from '../../src/features/mail/mailer'
import { startSmtpCatcher, tokenIn, type SmtpCatcher } from '../helpers/smtp-catcher'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let smtp: SmtpCatcher
beforeAll(async () => {
  smtp = await startSmtpCatcher()
  t = await createTestApp({ smtpUrl: smtp.url })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const outbox = (accessToken: string) => t.as(accessToken, { method: 'GET', url: '/api/v1/auth/outbox' })
const forgot = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } })

describe('the mail outbox never exposes a live link (issue 9 item 2)', () => {
  it('the control desk and a seller are refused the mail log (403)', async () => {
    for (const [email, password] of [
      ['mesa@demo.com', 'mesa-control'],
      ['ventas@demo.com', 'ventas'],
      ['supervisor@demo.com', 'supervisor'],
    ] as const) {
      const session = await t.login(email, password)
      expect((await outbox(session.accessToken)).statusCode, email).toBe(403)
    }
  })

  it('stores the reset mail redacted, delivers the live link by SMTP and records the delivery', async () => {
    expect((await forgot(t, 'ventas@demo.com')).statusCode).toBe(202)
    const delivered = await smtp.waitFor('ventas@demo.com')
    const token = tokenIn(delivered.text)
    const admin = await t.login('admin@demo.com', 'admin')
    const response = await outbox(admin.accessToken)
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain(token)
    const stored = response.json().mails.find((mail: { to: string }) => mail.to === 'ventas@demo.com')
    expect(stored.text).toContain('token=[redactado]')
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, stored.id))
    expect(rows[0]!.text).not.toContain(token)
    await expect
      .poll(
        async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, stored.id)))[0],
      )
      .toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) })
    // The live link works, once.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'ventas-nueva-clave' },
    })
    expect(reset.statusCode).toBe(204)
  })
})

const safeList = (dir: string) => {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

describe('delivery', () => {
  it('without SMTP writes the mail with its live link to the pickup directory DATA_DIR/mail', async () => {
    const local = await createTestApp()
    try {
      expect((await forgot(local, 'client@demo.com')).statusCode).toBe(202)
      const dir = path.join(local.dataDir, 'mail')
      await expect.poll(() => safeList(dir).length).toBeGreaterThan(0)
      const mail = JSON.parse(readFileSync(path.join(dir, safeList(dir)[0]!), 'utf8'))
      expect(mail.to).toBe('client@demo.com')
      const token = tokenIn(mail.text)
      const [row] = await local.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'client@demo.com'))
      expect(row!.text).not.toContain(token)
    } finally {
      await local.close()
    }
  })

  it('retries a failing transport with backoff and records the attempts and the last error', async () => {
    let calls = 0
    const flaky: MailTransport = {
      send: async () => {
        calls += 1
        if (calls < 3) throw new Error(`connection refused #${calls}`)
      },
      close: () => {},
    }
    const mailer = new Mailer(t.database.db, flaky, t.app.log, 5)
    const queued = await t.database.db.transaction((tx) =>
      queueMail(tx, { to: 'x@demo.com', subject: 's', text: 'link ?token=abc', secrets: ['abc'] }),
    )
    mailer.deliver(queued)
    await expect
      .poll(
        async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id)))[0],
      )
      .toMatchObject({
        attempts: 3,
        lastError: null,
        sentAt: expect.any(Date),
        text: 'link ?token=[redactado]',
      })
    await mailer.close()
  })

  it('gives up after the last attempt and keeps the error on the row', async () => {
    const broken: MailTransport = {
      send: async () => {
        throw new Error('mailbox unavailable')
      },
      close: () => {},
    }
    const mailer = new Mailer(t.database.db, broken, t.app.log, 1)
    const queued = await queueMail(t.database.db, { to: 'y@demo.com', subject: 's', text: 't' })
    mailer.deliver(queued)
    await expect
      .poll(
        async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id)))[0],
      )
      .toMatchObject({ attempts: 4, lastError: 'mailbox unavailable', sentAt: null })
    await mailer.close()
  })

  it('after a restart, delivers abandoned mail without secrets and marks redacted links as lost', async () => {
    const old = new Date(Date.now() - 60 * 60 * 1000)
    const [notice, link] = await t.database.db
      .insert(mailOutbox)
      .values([
        { to: 'left-notice@demo.com', subject: 'aviso', text: 'sin enlace', createdAt: old },
        { to: 'left-link@demo.com', subject: 'enlace', text: 'en ?token=[redactado]', createdAt: old },
      ])
      .returning({ id: mailOutbox.id })
    const before = smtp.mails.length
    const mailer = new Mailer(t.database.db, smtpTransport(smtp.url, 'Mesa <no-reply@mesa.local>'), t.app.log)
    await mailer.resumeAbandoned()
    expect((await smtp.waitFor('left-notice@demo.com', before)).text).toBe('sin enlace')
    const rowOf = async (id: number) =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!
    await expect.poll(async () => (await rowOf(notice!.id)).sentAt).toBeInstanceOf(Date)
    expect(await rowOf(link!.id)).toMatchObject({ sentAt: null, lastError: LINK_LOST_ERROR })
    expect(smtp.mails.some((mail) => mail.to.includes('left-link@demo.com'))).toBe(false)
    await mailer.close()
  })
})
