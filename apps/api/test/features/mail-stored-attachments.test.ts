import { readdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { auditEvents, emailAttachments, jobs, mailOutbox } from '../../src/db/schema'
import { sweepUnsentUploads } from '../../src/features/email/email-upload-sweep'
import { JobWorker } from '../../src/features/jobs'
import { createMailer } from '../../src/features/mail'
import { MISSING_ATTACHMENT } from '../../src/features/mail/mailer'
import { storageFromConfig } from '../../src/lib/s3-storage'
import { multipart } from '../helpers/field-visits'
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app'

/**
 * Issue 18: mail to addresses outside the app carries its files by storage key (the job reads them when
 * it sends), so ten 10 MB files go through; uploads never sent are swept after EMAIL_UPLOAD_TTL_HOURS.
 */
interface Caught {
  to: string[]
  bytes: number
  fileNames: string[]
}

/** An SMTP server that reads each message as a stream, keeping only its size and attachment names. */
async function startCountingSmtp() {
  const caught: Caught[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 0,
    onData(stream, session, callback) {
      let bytes = 0
      let tail = ''
      const fileNames: string[] = []
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        // Names may straddle two chunks: search the end of the last one with this one.
        const text = tail + chunk.toString('latin1')
        for (const match of text.matchAll(/filename="?([\w.-]+\.pdf)"?/g)) fileNames.push(match[1]!)
        tail = text.slice(-200).replace(/[\s\S]*filename="?[\w.-]+\.pdf"?/, '')
      })
      stream.on('end', () => {
        caught.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), bytes, fileNames })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    caught,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let t: TestApp
let smtp: Awaited<ReturnType<typeof startCountingSmtp>>
let ventas: string

beforeAll(async () => {
  smtp = await startCountingSmtp()
  t = await createTestApp({ smtpUrl: smtp.url })
  ventas = (await t.login('ventas@demo.com', 'ventas')).accessToken
}, 300_000)
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const db = () => t.database.db
const storage = () => storageFromConfig({ dataDir: t.dataDir })
const drainMail = () => new JobWorker(t.database, { schedules: false }).drain()
const upload = async (name: string, bytes: Buffer) => {
  const response = await t.as(ventas, {
    method: 'POST',
    url: '/api/v1/email/attachments',
    ...multipart({}, { name, type: 'application/pdf', bytes }),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: string }>().id
}
const pdfOf = (size: number, label: string) => {
  const bytes = Buffer.alloc(size, 0x20)
  bytes.write(`%PDF-1.4\n% ${label}\n`, 0, 'latin1')
  return bytes
}
const sendOut = (subject: string, attachmentIds: string[]) =>
  t.as(ventas, {
    method: 'POST',
    url: '/api/v1/email/messages',
    payload: {
      to: ['compras@cliente.example'],
      cc: [],
      bcc: [],
      subject,
      message: '<p>Anexos</p>',
      attachmentIds,
    },
  })

describe('mail to outside addresses carries its files by storage key', () => {
  it('sends ten 10 MB files: the job holds keys only and the SMTP server receives all ten', async () => {
    const ids: string[] = []
    for (let index = 1; index <= 10; index++)
      ids.push(await upload(`anexo-${index}.pdf`, pdfOf(10 * 1024 * 1024 - 4096, `anexo ${index}`)))
    const sent = await sendOut('Diez anexos', ids)
    expect(sent.statusCode, sent.body).toBe(201)
    const [job] = await db()
      .select({ size: sql<number>`length(${jobs.payload}::text)` })
      .from(jobs)
      .where(eq(jobs.kind, 'mail.deliver'))
      .orderBy(sql`${jobs.id} desc`)
      .limit(1)
    // The sealed payload names ten keys: a few kilobytes, not 100 MB of base64.
    expect(Number(job!.size)).toBeLessThan(20_000)
    await drainMail()
    const mail = smtp.caught.find((caught) => caught.to.includes('compras@cliente.example'))!
    expect(mail.fileNames).toEqual(Array.from({ length: 10 }, (_, index) => `anexo-${index + 1}.pdf`))
    // Base64 makes 100 MB about 133 MB on the wire.
    expect(mail.bytes).toBeGreaterThan(130 * 1024 * 1024)
    const [outbox] = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, 'Diez anexos'))
    expect(outbox).toMatchObject({ status: 'sent' })
  }, 600_000)

  it('records a mail whose file left storage as failed, naming it, without retrying', async () => {
    const id = await upload('borrado.pdf', pdfOf(2048, 'borrado'))
    const sent = await sendOut('Anexo perdido', [id])
    expect(sent.statusCode, sent.body).toBe(201)
    const [file] = await db().select().from(emailAttachments).where(eq(emailAttachments.id, id))
    await storage().delete(file!.storageKey)
    await drainMail()
    const [outbox] = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, 'Anexo perdido'))
    expect(outbox).toMatchObject({ status: 'failed', lastError: `${MISSING_ATTACHMENT}: borrado.pdf` })
  })

  it('stores bytes made for one mail (an invoice PDF) for the job and removes them once sent', async () => {
    const mailer = createMailer(testConfig({ dataDir: t.dataDir, smtpUrl: smtp.url }), db(), t.app.log)
    const mailDir = path.join(t.dataDir, 'files', 'mail')
    const filesIn = () =>
      readdirSync(mailDir, { recursive: true }).filter((name) => String(name).includes('-'))
    try {
      await db().transaction((tx) =>
        mailer.queue(tx, {
          to: 'facturas@cliente.example',
          subject: 'Factura 4990',
          text: 'Adjuntamos la factura.',
          attachments: [
            { fileName: 'factura-4990.pdf', contentType: 'application/pdf', content: pdfOf(4096, 'f') },
          ],
        }),
      )
      expect(filesIn()).toHaveLength(1)
      await drainMail()
      const mail = smtp.caught.find((caught) => caught.to.includes('facturas@cliente.example'))!
      expect(mail.fileNames).toEqual(['factura-4990.pdf'])
      expect(filesIn()).toHaveLength(0)
    } finally {
      mailer.close()
    }
  })
})

describe('uploads never sent are swept', () => {
  it('removes unlinked uploads older than the limit, row and bytes, and keeps sent and recent ones', async () => {
    const old = await upload('olvidado.pdf', pdfOf(1024, 'olvidado'))
    const recent = await upload('reciente.pdf', pdfOf(1024, 'reciente'))
    const kept = await upload('enviado.pdf', pdfOf(1024, 'enviado'))
    expect((await sendOut('Enviado', [kept])).statusCode).toBe(201)
    const dayAndMore = new Date(Date.now() - 25 * 3600 * 1000)
    for (const id of [old, kept])
      await db().update(emailAttachments).set({ createdAt: dayAndMore }).where(eq(emailAttachments.id, id))
    const [oldRow] = await db().select().from(emailAttachments).where(eq(emailAttachments.id, old))
    expect(await sweepUnsentUploads(db(), storage(), 24)).toBe(1)
    const left = await db().select({ id: emailAttachments.id }).from(emailAttachments)
    expect(left.map((row) => row.id)).not.toContain(old)
    expect(left.map((row) => row.id)).toEqual(expect.arrayContaining([recent, kept]))
    expect(await storage().get(oldRow!.storageKey)).toBeNull()
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'email.uploads_swept')))
    expect(audit?.data).toMatchObject({ count: 1, olderThanHours: 24, ids: [old] })
    expect(await sweepUnsentUploads(db(), storage(), 24)).toBe(0)
  })
})
