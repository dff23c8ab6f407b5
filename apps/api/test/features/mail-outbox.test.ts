import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs, mailOutbox } from '../../src/db/schema'
import { Mailer, smtpTransport, type MailTransport } from '../../src/features/mail'
import { openMailContent, sealMailContent } from '../../src/features/mail/mail-seal'
import { startSmtpCatcher, tokenIn, type SmtpCatcher } from '../helpers/smtp-catcher'
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/test-app'

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
    return readdirSync(dir).filter((name) => name.endsWith('.json'))
  } catch {
    return []
  }
}

describe('delivery', () => {
  it('without SMTP writes the mail with its live link to the pickup directory DATA_DIR/mail', async () => {
    const local = await createTestApp({ workers: true })
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

  it('retries a failing transport with backoff (the mail.deliver job) and records the attempts and the last error', async () => {
    let calls = 0
    const flaky: MailTransport = {
      send: async () => {
        calls += 1
        if (calls < 3) throw new Error(`connection refused #${calls}`)
      },
      close: () => {},
    }
    const mailer = new Mailer(t.database.db, flaky, t.app.log, TEST_JWT_SECRET)
    try {
      const id = await t.database.db.transaction((tx) =>
        mailer.queue(tx, { to: 'x@demo.com', subject: 's', text: 'link ?token=abc', secrets: ['abc'] }),
      )
      await expect
        .poll(async () => (await hurry(), rowOf(id)), { timeout: 15_000 })
        .toMatchObject({
          attempts: 3,
          status: 'sent',
          lastError: null,
          sentAt: expect.any(Date),
          text: 'link ?token=[redactado]',
        })
      expect(calls).toBe(3)
      await expect.poll(() => jobOf(id)).toMatchObject({ state: 'succeeded', attempts: 3 })
    } finally {
      mailer.close()
    }
  })

  it('gives up after the last attempt (the job is dead) and keeps the error on the row', async () => {
    const broken: MailTransport = {
      send: async () => {
        throw new Error('mailbox unavailable')
      },
      close: () => {},
    }
    const mailer = new Mailer(t.database.db, broken, t.app.log, TEST_JWT_SECRET)
    try {
      const id = await mailer.queue(t.database.db, { to: 'y@demo.com', subject: 's', text: 't' })
      await expect
        .poll(async () => (await hurry(), rowOf(id)), { timeout: 20_000 })
        .toMatchObject({ attempts: 4, status: 'failed', lastError: 'mailbox unavailable', sentAt: null })
      await expect.poll(() => jobOf(id)).toMatchObject({ state: 'dead', attempts: 4 })
    } finally {
      mailer.close()
    }
  })

  it('records a permanent refusal (SMTP 5xx) as bounced and does not retry it', async () => {
    let calls = 0
    const refusing: MailTransport = {
      send: async () => {
        calls += 1
        throw Object.assign(new Error('550 5.1.1 mailbox does not exist'), { responseCode: 550 })
      },
      close: () => {},
    }
    const mailer = new Mailer(t.database.db, refusing, t.app.log, TEST_JWT_SECRET)
    try {
      const id = await mailer.queue(t.database.db, { to: 'nobody@demo.com', subject: 's', text: 't' })
      await expect
        .poll(() => rowOf(id))
        .toMatchObject({ attempts: 1, status: 'bounced', lastError: '550 5.1.1 mailbox does not exist' })
      await expect.poll(() => jobOf(id)).toMatchObject({ state: 'succeeded', attempts: 1 })
      expect(calls).toBe(1)
    } finally {
      mailer.close()
    }
  })

  it('keeps the live link only sealed in the job, and sends nothing for a rolled-back transaction', async () => {
    const before = smtp.mails.length
    expect((await forgot(t, 'supervisor@demo.com')).statusCode).toBe(202)
    const token = tokenIn((await smtp.waitFor('supervisor@demo.com', before)).text)
    const payloads = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'mail.deliver'))
    expect(payloads.length).toBeGreaterThan(0)
    expect(JSON.stringify(payloads)).not.toContain(token)
    const sealed = sealMailContent('?token=secreto', TEST_JWT_SECRET)
    expect(openMailContent(sealed, TEST_JWT_SECRET)).toBe('?token=secreto')
    expect(openMailContent(sealed, 'another-secret-that-is-long-enough-to-sign')).toBeNull()

    const mailer = new Mailer(
      t.database.db,
      smtpTransport(smtp.url, 'Mesa <no-reply@mesa.local>'),
      t.app.log,
      TEST_JWT_SECRET,
    )
    try {
      await expect(
        t.database.db.transaction(async (tx) => {
          await mailer.queue(tx, { to: 'rolled-back@demo.com', subject: 's', text: 't' })
          throw new Error('rollback')
        }),
      ).rejects.toThrow('rollback')
      const rows = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'rolled-back@demo.com'))
      expect(rows).toEqual([])
      await new Promise((resolve) => setTimeout(resolve, 700))
      expect(smtp.mails.some((mail) => mail.to.includes('rolled-back@demo.com'))).toBe(false)
    } finally {
      mailer.close()
    }
  })
})

const rowOf = async (id: number) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!
const jobOf = async (mailId: number) =>
  (
    await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = 'mail.deliver' and (${jobs.payload} ->> 'mailId')::int = ${mailId}`)
  )[0]
/** Makes failed mail jobs due now instead of after their backoff. */
const hurry = () =>
  t.database.db.execute(sql`update jobs set run_at = now() where kind = 'mail.deliver' and state = 'failed'`)
