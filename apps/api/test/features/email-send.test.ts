import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Email, EmailListResponse } from '@mesa/contracts'
import { syncImapAccount } from '../../src/features/email/email-imap'
import { storageFromConfig } from '../../src/lib/s3-storage'
import { samplePdf } from '../../src/lib/sample-pdf'
import { rawMessage, startImapServer } from '../helpers/imap-server'
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtp-catcher'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let smtp: SmtpCatcher
const token: Record<string, string> = {}
beforeAll(async () => {
  smtp = await startSmtpCatcher()
  t = await createTestApp({ smtpUrl: smtp.url, workers: true })
  // Each demo account's password is its name.
  for (const name of ['ventas', 'analista', 'comite'])
    token[name] = (await t.login(`${name}@demo.com`, name)).accessToken
  // The whole demo seed on a machine shared by several suites: give it time.
}, 240_000)
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const HOSTILE =
  '<p onclick="steal()">Hola <b>equipo</b></p><script>alert(1)</script><a href="javascript:alert(2)">ver</a>' +
  '<form action="https://evil.example"><input name="pin"></form><div style="width: expression(alert(3)); color: red">x</div>' +
  '<img src="https://tracker.example/p.gif" onerror="alert(4)"><iframe src="https://evil.example"></iframe>'

const send = (who: string, payload: object) =>
  t.as(token[who]!, { method: 'POST', url: '/api/v1/email/messages', payload })
const list = async (who: string, query = '') =>
  (await t.as(token[who]!, { method: 'GET', url: `/api/apps/email${query}` })).json<EmailListResponse>()
const find = async (who: string, subject: string, query = '') =>
  (await list(who, query)).emails.find((email: Email) => email.subject === subject)

function multipart(file: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----mesa-email-test'
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

describe('sending between colleagues: delivered locally, at once', () => {
  it('the recipient’s inbox gets it unread, sanitised; the sender’s sent folder keeps it', async () => {
    const response = await send('ventas', {
      to: ['analista@demo.com'],
      bcc: ['comite@demo.com'],
      subject: 'Expediente del cliente',
      message: HOSTILE,
    })
    expect(response.statusCode, response.body).toBe(201)
    const received = await find('analista', 'Expediente del cliente')
    expect(received).toMatchObject({ folder: 'inbox', isRead: false, from: { email: 'ventas@demo.com' } })
    expect(received!.to).toEqual([{ email: 'analista@demo.com', name: 'Lucía Analista Ramírez' }])
    for (const banned of [
      '<script',
      'onclick',
      'onerror',
      'javascript:',
      '<form',
      '<input',
      'expression',
      '<iframe',
    ])
      expect(received!.message).not.toContain(banned)
    expect(received!.message).toContain('<b>equipo</b>')
    expect(received!.hasRemoteImages).toBe(true)
    // Bcc reaches its recipient and is shown to nobody but the sender.
    expect(received!.bcc).toEqual([])
    expect((await find('comite', 'Expediente del cliente'))!.bcc).toEqual([])
    const sent = await find('ventas', 'Expediente del cliente', '?filter=sent')
    expect(sent!.bcc.map((address) => address.email)).toEqual(['comite@demo.com'])
  })

  it('a reply joins the conversation in both mailboxes', async () => {
    const original = await find('analista', 'Expediente del cliente')
    const reply = await send('analista', {
      to: ['ventas@demo.com'],
      subject: 'Re: Expediente del cliente',
      message: '<p>Revisado.</p>',
      inReplyToId: original!.id,
    })
    expect(reply.statusCode).toBe(201)
    const arrived = await find('ventas', 'Re: Expediente del cliente')
    expect(arrived!.replies.map((earlier) => earlier.subject)).toEqual(['Expediente del cliente'])
    const mine = await find('analista', 'Re: Expediente del cliente', '?filter=sent')
    expect(mine!.replies.map((earlier) => earlier.folder)).toEqual(['inbox'])
  })

  it('answering an e-mail of another mailbox is a 400, and no recipient is a 400', async () => {
    const theirs = await find('comite', 'Expediente del cliente')
    const response = await send('ventas', {
      to: ['analista@demo.com'],
      subject: 'x',
      inReplyToId: theirs!.id,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toHaveProperty('inReplyToId')
    const nobody = await send('ventas', { subject: 'x', to: [] })
    expect(nobody.json().errors).toHaveProperty('to')
    const bad = await send('ventas', { to: ['not-an-address'], subject: 'x' })
    expect(bad.json().errors).toHaveProperty(['to.0'])
  })
})

describe('addresses outside the app go through the mail jobs (SMTP)', () => {
  it('arrives at the SMTP server with the sanitised HTML; each bcc alone', async () => {
    const since = smtp.mails.length
    const response = await send('ventas', {
      to: ['cliente@externo.example'],
      bcc: ['auditor@externo.example'],
      subject: 'Su solicitud',
      message: HOSTILE,
    })
    expect(response.statusCode).toBe(201)
    const mail = await smtp.waitFor('cliente@externo.example', since)
    expect(mail.subject).toBe('Su solicitud')
    expect(mail.html).toContain('<b>equipo</b>')
    expect(mail.html).not.toContain('<script')
    expect(mail.text).toContain('Hola equipo')
    expect(mail.to).not.toContain('auditor@externo.example')
    expect((await smtp.waitFor('auditor@externo.example', since)).to).toEqual(['auditor@externo.example'])
  })
})

describe('drafts saved as the writer types', () => {
  it('creates, updates with its version (stale 409), and sending removes it', async () => {
    const created = await t.as(token.ventas!, {
      method: 'POST',
      url: '/api/v1/email/drafts',
      payload: { to: ['analista@demo.com'], subject: 'Borrador', message: '<p>Hola' },
    })
    expect(created.statusCode).toBe(201)
    const { id, version } = created.json()
    const put = (v: number) =>
      t.as(token.ventas!, {
        method: 'PUT',
        url: `/api/v1/email/drafts/${id}`,
        payload: {
          to: ['analista@demo.com'],
          subject: 'Borrador 2',
          message: '<p>Hola de nuevo</p>',
          version: v,
        },
      })
    expect((await put(version)).statusCode).toBe(200)
    expect((await put(version)).statusCode).toBe(409)
    const otherUser = await t.as(token.comite!, {
      method: 'PUT',
      url: `/api/v1/email/drafts/${id}`,
      payload: { subject: 'x', version: version + 1 },
    })
    expect(otherUser.statusCode).toBe(404)
    expect(await find('ventas', 'Borrador 2', '?filter=draft')).toBeDefined()
    expect(
      (await send('ventas', { to: ['analista@demo.com'], subject: 'Borrador 2', draftId: id })).statusCode,
    ).toBe(201)
    expect(await find('ventas', 'Borrador 2', '?filter=draft')).toBeUndefined()
    expect(await find('analista', 'Borrador 2')).toBeDefined()
  })
})

describe('attachments follow the upload rules and the mailbox scope', () => {
  it('uploads a PDF, sends it, and only the mailboxes holding it may download it', async () => {
    const upload = await t.as(token.ventas!, {
      method: 'POST',
      url: '/api/v1/email/attachments',
      ...multipart({ name: 'contrato.pdf', type: 'application/pdf', bytes: samplePdf('Contrato') }),
    })
    expect(upload.statusCode, upload.body).toBe(201)
    const file = upload.json()
    expect(file).toMatchObject({ fileName: 'contrato.pdf', thumbnail: null, contentType: 'application/pdf' })
    expect((await t.as(token.comite!, { method: 'GET', url: file.url })).statusCode).toBe(404)
    // Somebody else's upload cannot be attached.
    const stolen = await send('comite', { to: ['ventas@demo.com'], subject: 'x', attachmentIds: [file.id] })
    expect(stolen.statusCode).toBe(400)
    await send('ventas', { to: ['analista@demo.com'], subject: 'Contrato adjunto', attachmentIds: [file.id] })
    const received = await find('analista', 'Contrato adjunto')
    expect(received!.attachments.map((attachment) => attachment.fileName)).toEqual(['contrato.pdf'])
    const download = await t.as(token.analista!, { method: 'GET', url: file.url })
    expect(download.statusCode).toBe(200)
    expect(download.body.startsWith('%PDF-')).toBe(true)
  })

  it('refuses a file whose bytes are not its declared type (400)', async () => {
    const response = await t.as(token.ventas!, {
      method: 'POST',
      url: '/api/v1/email/attachments',
      ...multipart({
        name: 'x.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('<script>alert(1)</script>'),
      }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toHaveProperty('file')
  })
})

describe('receiving from IMAP (an in-process IMAP server)', () => {
  it('delivers each message to the staff it is addressed to, sanitised, once', async () => {
    const pdf = samplePdf('Estado de cuenta').toString('base64')
    const server = await startImapServer([
      rawMessage(
        'From: Cliente <cliente@externo.example>\r\nTo: analista@demo.com\r\nSubject: Estado de cuenta\r\n' +
          'Message-ID: <imap-1@externo.example>\r\nMIME-Version: 1.0\r\n' +
          'Content-Type: multipart/mixed; boundary="b1"',
        '--b1\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p onmouseover="x()">Adjunto</p><script>alert(1)</script>\r\n' +
          `--b1\r\nContent-Type: application/pdf; name="estado.pdf"\r\nContent-Disposition: attachment; filename="estado.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n${pdf}\r\n--b1--`,
      ),
      rawMessage(
        'From: Premios <premios@spam.example>\r\nTo: analista@demo.com, comite@demo.com\r\nSubject: Premio\r\n' +
          'Message-ID: <imap-2@spam.example>\r\nX-Spam-Flag: YES',
        'Gana ya',
      ),
      rawMessage('From: a@b.example\r\nTo: nadie@externo.example\r\nSubject: Ajeno', 'x'),
    ])
    try {
      const account = {
        url: `imap://testuser:testpass@127.0.0.1:${server.port}/INBOX`,
        storage: storageFromConfig({ dataDir: t.dataDir }),
      }
      expect(await syncImapAccount(t.database.db, account)).toBe(3)
      expect(await syncImapAccount(t.database.db, account)).toBe(0)
      const statement = await find('analista', 'Estado de cuenta')
      expect(statement!.message).toContain('Adjunto')
      expect(statement!.message).not.toMatch(/script|onmouseover/)
      expect(statement!.attachments.map((file) => file.fileName)).toEqual(['estado.pdf'])
      expect(await find('comite', 'Premio', '?filter=spam')).toBeDefined()
      expect(await find('analista', 'Premio', '?filter=spam')).toBeDefined()
    } finally {
      await server.close()
    }
  })
})
