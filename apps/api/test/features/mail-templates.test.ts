import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, users } from '../../src/db/schema'
import { composeMail, mailLanguages } from '../../src/features/mail'
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

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } })

describe('mail templates', () => {
  it('a reset mail arrives rendered in Spanish, text and HTML, with the live link; the outbox keeps it redacted', async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    const before = smtp.mails.length
    expect((await forgot(user.email)).statusCode).toBe(202)
    const mail = await smtp.waitFor(user.email, before)
    expect(mail.subject).toBe('Mesa: restablece tu contraseña')
    const token = tokenIn(mail.text)
    expect(mail.text).toContain('El enlace vence en 1 hora')
    expect(mail.html).toContain('<html lang="es" dir="ltr">')
    expect(mail.html).toContain(`/pages/authentication/reset-password-v2?token=${token}`)
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))
    expect(rows.at(-1)!.subject).toBe('Mesa: restablece tu contraseña')
    expect(rows.at(-1)!.text).not.toContain(token)
    expect(rows.at(-1)!.text).toContain('token=[redactado]')
  })

  it("follows the recipient's language, escapes values in the HTML, and falls back to Spanish", async () => {
    const user = await createUserWithRules(t.database.db, [{ action: 'read', subject: 'AclDemo' }])
    await t.database.db
      .update(users)
      .set({ language: 'ar', fullName: '<b>Ana</b> & "Co"' })
      .where(eq(users.id, user.id))
    const before = smtp.mails.length
    await forgot(user.email)
    const mail = await smtp.waitFor(user.email, before)
    expect(mail.subject).toBe('Mesa: إعادة تعيين كلمة المرور')
    expect(mail.html).toContain('dir="rtl"')
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Co&quot;')
    expect(mail.html).not.toContain('<b>Ana</b>')
    expect(mail.text).toContain('<b>Ana</b> & "Co"')
    expect(composeMail('invitation', 'de', { fullName: 'X', url: 'http://x' }).subject).toBe(
      'Mesa: tu cuenta está lista',
    )
  })

  it('every kind is written in every language, each with its link', () => {
    const url = 'http://localhost/a?token=t1'
    for (const language of mailLanguages) {
      for (const kind of ['passwordReset', 'invitation', 'verifyEmail'] as const) {
        const mail = composeMail(kind, language, { fullName: 'Ana', url })
        expect(mail.text, `${kind} ${language}`).toContain(url)
        expect(mail.html, `${kind} ${language}`).toContain(`href="${url}"`)
      }
      expect(composeMail('accountExists', language, { url }).text).toContain(url)
    }
  })
})
