import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { InvoiceResponse } from '@mesa/contracts'
import { jobs, mailOutbox, users } from '../../src/db/schema'
import { openMailContent } from '../../src/features/mail/mail-seal'
import { localStorageIn } from '../../src/lib/storage'
import { pdfText } from '../helpers/committee'
import { TEST_JWT_SECRET } from '../helpers/test-app'
import { useTestApp } from '../helpers/use-test-app'

/**
 * Issue 18: an invoice sent by e-mail is printed and written in the chosen language (else the sender's);
 * a send whose transaction fails leaves no PDF behind in storage.
 */
let admin: string

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
}, 240_000)

const call = (method: 'POST', url: string, payload: object) => t.as(admin, { method, url, payload })

async function newInvoice() {
  const response = await call('POST', '/api/apps/invoice', {
    clientId: 1,
    issuedDate: '2026-03-01',
    dueDate: '2026-03-31',
    items: [{ service: 'Software Development', quantity: 1, priceCents: 100_000 }],
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<InvoiceResponse>().invoice
}

/** Sends to a fresh address and answers the queued mail's subject and the text of its stored PDF. */
async function sendAndRead(id: number, to: string, language?: string) {
  const response = await call('POST', `/api/apps/invoice/${id}/send`, { version: 1, to, language })
  expect(response.statusCode, response.body).toBe(200)
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))
  const deliveries = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.deliver'))
  const job = deliveries.find((row) => (row.payload as { mailId: number }).mailId === mail!.id)!
  const sealed = JSON.parse(openMailContent((job.payload as { sealed: string }).sealed, TEST_JWT_SECRET)!)
  const stored = await localStorageIn(t.dataDir).get(sealed.attachments[0].storageKey)
  return { subject: mail!.subject, text: sealed.text as string, pdf: pdfText(await buffer(stored!.stream)) }
}

describe('the language of a sent invoice', () => {
  it('is the chosen one for the PDF and the mail', async () => {
    const invoice = await newInvoice()
    const sent = await sendAndRead(invoice.id, 'en@cliente.example', 'en')
    expect(sent.subject).toContain(`Invoice #${invoice.id}`)
    expect(sent.text).toContain('Please find attached')
    expect(sent.pdf).toContain(`Invoice #${invoice.id}`)
    expect(sent.pdf).not.toContain('Factura')
  })

  it("is the sender's own language when none is chosen", async () => {
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.email, 'admin@demo.com'))
    try {
      const invoice = await newInvoice()
      const sent = await sendAndRead(invoice.id, 'fr@cliente.example')
      expect(sent.subject).toContain(`Facture n° ${invoice.id}`)
      expect(sent.pdf).toContain('Facture')
    } finally {
      await t.database.db.update(users).set({ language: 'es' }).where(eq(users.email, 'admin@demo.com'))
    }
  })

  it('Arabic is sent in English (the PDF cannot print Arabic); Spanish stays the default', async () => {
    const arabic = await newInvoice()
    const inArabic = await sendAndRead(arabic.id, 'ar@cliente.example', 'ar')
    expect(inArabic.subject).toContain(`Invoice #${arabic.id}`)
    expect(inArabic.pdf).toContain(`Invoice #${arabic.id}`)
    const spanish = await newInvoice()
    const inSpanish = await sendAndRead(spanish.id, 'es@cliente.example')
    expect(inSpanish.subject).toContain(`Factura #${spanish.id}`)
    expect(inSpanish.pdf).toContain(`Factura #${spanish.id}`)
  })

  it('an unknown language is a 400 on language', async () => {
    const invoice = await newInvoice()
    const response = await call('POST', `/api/apps/invoice/${invoice.id}/send`, {
      version: 1,
      language: 'de',
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(['language'])
  })
})

describe('a send whose transaction fails', () => {
  it('leaves no PDF in storage, no mail queued and the invoice unchanged', async () => {
    const invoice = await newInvoice()
    const mailFiles = () => {
      const dir = path.join(t.dataDir, 'files', 'mail')
      return existsSync(dir)
        ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
        : 0
    }
    const before = mailFiles()
    // The audit write after the PDF was stored fails (as a full disk or a lost connection would).
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_invoice_sent() RETURNS trigger AS $$
        BEGIN
          IF NEW.action = 'invoice.sent' THEN RAISE EXCEPTION 'audit store unavailable'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`),
    )
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER refuse_invoice_sent BEFORE INSERT ON audit_events
        FOR EACH ROW EXECUTE FUNCTION refuse_invoice_sent()`),
    )
    try {
      const response = await call('POST', `/api/apps/invoice/${invoice.id}/send`, {
        version: 1,
        to: 'fails@cliente.example',
      })
      expect(response.statusCode).toBe(500)
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER refuse_invoice_sent ON audit_events'))
      await t.database.db.execute(sql.raw('DROP FUNCTION refuse_invoice_sent()'))
    }
    expect(mailFiles()).toBe(before)
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.to, 'fails@cliente.example'))).toBe(0)
    const after = await t.as(admin, { method: 'GET', url: `/api/apps/invoice/${invoice.id}` })
    expect(after.json<InvoiceResponse>().invoice).toMatchObject({ invoiceStatus: 'Draft', version: 1 })
    // Once the store is back, the same send works and stores exactly one PDF.
    await sendAndRead(invoice.id, 'retry@cliente.example')
    expect(mailFiles()).toBe(before + 1)
  })
})
