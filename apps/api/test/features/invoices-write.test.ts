import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { InvoiceCreateInput, InvoiceResponse } from '@mesa/contracts'
import { auditEvents, invoices, jobs, mailOutbox } from '../../src/db/schema'
import { markPastDueInvoices } from '../../src/features/invoices/past-due'
import { JobWorker } from '../../src/features/jobs'
import { openMailContent } from '../../src/features/mail/mail-seal'
import { TEST_JWT_SECRET } from '../helpers/test-app'
import { useTestApp } from '../helpers/use-test-app'

let admin: string

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
}, 240_000)

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.as(token, { method, url, ...(payload && { payload }) })

/** 1.5 h × $850.00 + 1 licence × $12,500.00 less 10 % + 0.5 × $1.01: see contracts totals.test.ts. */
const body: InvoiceCreateInput = {
  clientId: 2,
  issuedDate: '2026-03-01',
  dueDate: '2026-03-31',
  items: [
    { service: 'Software Development', description: 'Sprint 1', quantity: 1.5, priceCents: 85_000 },
    { service: 'Unlimited Extended License', quantity: 1, priceCents: 1_250_000, discountPercent: 10 },
    { service: 'Template Customization', quantity: 0.5, priceCents: 101 },
  ],
  note: 'Gracias',
}

async function create(payload: object = body) {
  const response = await call('POST', '/api/apps/invoice', payload)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<InvoiceResponse>().invoice
}

describe('POST /api/apps/invoice: create', () => {
  it('numbers it after the seeded ones, Draft, totals in centavos with IVA 16 %', async () => {
    const invoice = await create()
    expect(invoice.id).toBeGreaterThan(5022)
    expect(invoice).toMatchObject({
      invoiceStatus: 'Draft',
      service: 'Software Development',
      subtotal: 1_377_551,
      discount: 125_000,
      tax: 200_408,
      total: 1_452_959,
      paid: 0,
      balance: 1_452_959,
      taxRatePercent: 16,
      version: 1,
    })
    expect(invoice.items.map((item) => item.amountCents)).toEqual([127_500, 1_125_000, 51])
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'invoice'), eq(auditEvents.entityId, String(invoice.id))))
    expect(audit.map((event) => event.action)).toEqual(['invoice.created'])
  })

  it('a due date before the issue date is a field error on dueDate, and nothing is written', async () => {
    const before = await t.database.db.$count(invoices)
    const response = await call('POST', '/api/apps/invoice', { ...body, dueDate: '2026-02-28' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ dueDate: ['due_before_issued'] })
    expect(await t.database.db.$count(invoices)).toBe(before)
  })

  it('names each wrong field', async () => {
    const response = await call('POST', '/api/apps/invoice', {
      clientId: 'x',
      issuedDate: '2026-02-30',
      items: [{ service: 'Gardening', quantity: -1, priceCents: 1.5, discountPercent: 101 }],
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual(
      [
        'clientId',
        'dueDate',
        'issuedDate',
        'items.0.discountPercent',
        'items.0.priceCents',
        'items.0.quantity',
        'items.0.service',
      ].sort(),
    )
    expect((await call('POST', '/api/apps/invoice', { ...body, items: [] })).json().errors).toEqual({
      items: ['too_few:1'],
    })
  })

  it('an unknown client is a 400 on clientId', async () => {
    const response = await call('POST', '/api/apps/invoice', { ...body, clientId: 9999 })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ clientId: ['unknown_reference'] })
  })
})

describe('PUT /api/apps/invoice/:id: versioned edit', () => {
  it('replaces the lines and recomputes; a stale version is a 409 that changes nothing', async () => {
    const invoice = await create()
    const edited = await call('PUT', `/api/apps/invoice/${invoice.id}`, {
      ...body,
      version: 1,
      items: [{ service: 'Template Customization', quantity: 2, priceCents: 10_000 }],
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json<InvoiceResponse>().invoice).toMatchObject({
      service: 'Template Customization',
      subtotal: 20_000,
      tax: 3_200,
      total: 23_200,
      balance: 23_200,
      version: 2,
    })
    const stale = await call('PUT', `/api/apps/invoice/${invoice.id}`, { ...body, version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().code).toBe('stale_version')
    const again = (await call('GET', `/api/apps/invoice/${invoice.id}`)).json<InvoiceResponse>().invoice
    expect(again.total).toBe(23_200)
  })
  it('unknown: 404 with the spec text', async () => {
    const response = await call('PUT', '/api/apps/invoice/1', { ...body, version: 1 })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('No invoice found with this id')
  })
})

describe('DELETE /api/apps/invoice/:id', () => {
  it("204, then the invoice is gone; unknown: 404 with error 'Something went wrong'", async () => {
    const invoice = await create()
    expect((await call('DELETE', `/api/apps/invoice/${invoice.id}`)).statusCode).toBe(204)
    expect((await call('GET', `/api/apps/invoice/${invoice.id}`)).statusCode).toBe(404)
    const again = await call('DELETE', `/api/apps/invoice/${invoice.id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toMatchObject({ error: 'Something went wrong' })
  })
})

describe('payments', () => {
  it('part of it: Partial Payment; the rest and more: Paid with a negative balance', async () => {
    const invoice = await create({ ...body, issuedDate: '2026-01-01', dueDate: '2099-12-31' })
    const first = await call('POST', `/api/apps/invoice/${invoice.id}/payments`, {
      version: 1,
      amountCents: 452_959,
      paidOn: '2026-01-10',
      method: 'transfer',
    })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json<InvoiceResponse>().invoice).toMatchObject({
      invoiceStatus: 'Partial Payment',
      paid: 452_959,
      balance: 1_000_000,
      version: 2,
    })
    expect(first.json<InvoiceResponse>().paymentDetails.totalDue).toBe(1_000_000)
    const stale = await call('POST', `/api/apps/invoice/${invoice.id}/payments`, {
      version: 1,
      amountCents: 1,
      paidOn: '2026-01-10',
      method: 'cash',
    })
    expect(stale.statusCode).toBe(409)
    const second = await call('POST', `/api/apps/invoice/${invoice.id}/payments`, {
      version: 2,
      amountCents: 1_000_100,
      paidOn: '2026-01-20',
      method: 'card',
    })
    expect(second.json<InvoiceResponse>().invoice).toMatchObject({
      invoiceStatus: 'Paid',
      paid: 1_453_059,
      balance: -100,
    })
    expect(second.json<InvoiceResponse>().invoice.payments).toHaveLength(2)
  })
  it('a partial payment after the due date leaves it Past Due', async () => {
    const invoice = await create({ ...body, issuedDate: '2026-01-01', dueDate: '2026-01-31' })
    const response = await call('POST', `/api/apps/invoice/${invoice.id}/payments`, {
      version: 1,
      amountCents: 100,
      paidOn: '2026-02-10',
      method: 'cash',
    })
    expect(response.json<InvoiceResponse>().invoice.invoiceStatus).toBe('Past Due')
  })
  it('refuses a zero or fractional amount and an unknown method, naming the fields', async () => {
    const response = await call('POST', '/api/apps/invoice/4987/payments', {
      version: 1,
      amountCents: 0.5,
      paidOn: 'yesterday',
      method: 'bitcoin',
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual(['amountCents', 'method', 'paidOn'])
  })
})

describe('the daily past-due job', () => {
  it('marks sent, downloaded and partly paid invoices whose due date passed with money owed; once', async () => {
    const sent = await create({ ...body, issuedDate: '2026-01-01', dueDate: '2026-01-15' })
    await t.database.db.update(invoices).set({ status: 'Sent' }).where(eq(invoices.id, sent.id))
    const draft = await create({ ...body, issuedDate: '2026-01-01', dueDate: '2026-01-15' })
    const notYet = await create({ ...body, issuedDate: '2026-01-01', dueDate: '2026-01-16' })
    await t.database.db.update(invoices).set({ status: 'Sent' }).where(eq(invoices.id, notYet.id))
    const marked = await markPastDueInvoices(t.database.db, '2026-01-16')
    expect(marked).toContain(sent.id)
    expect(marked).not.toContain(draft.id)
    expect(marked).not.toContain(notYet.id)
    const status = async (id: number) =>
      (await call('GET', `/api/apps/invoice/${id}`)).json<InvoiceResponse>().invoice.invoiceStatus
    expect(await status(sent.id)).toBe('Past Due')
    expect(await status(draft.id)).toBe('Draft')
    expect(await status(notYet.id)).toBe('Sent')
    expect(await markPastDueInvoices(t.database.db, '2026-01-16')).toEqual([])
  })
  it('is registered as a daily schedule', async () => {
    const { registeredSchedules } = await import('../../src/features/jobs/jobs.registry')
    expect(
      registeredSchedules().find((schedule) => schedule.kind === 'invoices.past-due-sweep'),
    ).toMatchObject({
      cron: '5 6 * * *',
    })
  })
})

describe('PDF and sending', () => {
  it('downloads a PDF; a Draft becomes Downloaded', async () => {
    const invoice = await create()
    const response = await call('GET', `/api/apps/invoice/${invoice.id}/pdf`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toContain(`factura-${invoice.id}.pdf`)
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const after = (await call('GET', `/api/apps/invoice/${invoice.id}`)).json<InvoiceResponse>().invoice
    expect(after).toMatchObject({ invoiceStatus: 'Downloaded', version: 2 })
    expect((await call('GET', '/api/apps/invoice/1/pdf')).statusCode).toBe(404)
  })

  it("sends it: status Sent, one mail to the client's company e-mail, its job carrying the stored PDF", async () => {
    const invoice = await create()
    const response = await call('POST', `/api/apps/invoice/${invoice.id}/send`, { version: 1 })
    expect(response.statusCode, response.body).toBe(200)
    const sent = response.json<InvoiceResponse>().invoice
    expect(sent).toMatchObject({ invoiceStatus: 'Sent', version: 2, sentAt: expect.any(String) })
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, sent.client.companyEmail))
    expect(mail!.subject).toContain(`#${invoice.id}`)
    const deliveries = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.deliver'))
    const job = deliveries.find((row) => (row.payload as { mailId: number }).mailId === mail!.id)!
    const opened = JSON.parse(openMailContent((job.payload as { sealed: string }).sealed, TEST_JWT_SECRET)!)
    expect(opened.attachments).toHaveLength(1)
    // The job carries the stored PDF's key, not its bytes (issue 18: the job reads the file when it sends).
    expect(opened.attachments[0]).toMatchObject({
      fileName: `factura-${invoice.id}.pdf`,
      contentType: 'application/pdf',
      storageKey: expect.any(String),
    })
    expect(opened.attachments[0]).not.toHaveProperty('base64')
    // The mail job delivers it (no SMTP here: the pickup directory) with the PDF beside it.
    await new JobWorker(t.database, { schedules: false }).drain()
    const dir = path.join(t.dataDir, 'mail')
    const record = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')))
      .find((row) => row.id === mail!.id)
    expect(record.attachments[0].fileName).toBe(`factura-${invoice.id}.pdf`)
    expect(readFileSync(record.attachments[0].file).subarray(0, 5).toString()).toBe('%PDF-')
    // A stale send is refused and queues nothing more.
    const stale = await call('POST', `/api/apps/invoice/${invoice.id}/send`, { version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.to, sent.client.companyEmail))).toBe(1)
  })

  it('sends to another address when given; refuses a bad one', async () => {
    const invoice = await create()
    const bad = await call('POST', `/api/apps/invoice/${invoice.id}/send`, { version: 1, to: 'not-an-email' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['to'])
    const ok = await call('POST', `/api/apps/invoice/${invoice.id}/send`, {
      version: 1,
      to: 'pagos@cliente.mx',
    })
    expect(ok.statusCode).toBe(200)
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.to, 'pagos@cliente.mx'))).toBe(1)
  })
})

describe('bulk delete (the list kit): all or nothing, each to the trash, undone together', () => {
  const bulkDelete = (ids: unknown, action: unknown = 'delete') =>
    call('POST', '/api/apps/invoice/bulk', { action, ids })
  const live = async (ids: number[]) =>
    (
      await t.database.db
        .select({ id: invoices.id, deletedAt: invoices.deletedAt })
        .from(invoices)
        .where(inArray(invoices.id, ids))
    ).filter((row) => row.deletedAt === null).length

  it('names each wrong field, refuses an unknown id with 404, and changes nothing then', async () => {
    const bad = await bulkDelete([], 'archive')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['action', 'ids'])
    const [a, b] = [await create(), await create()]
    const refused = await bulkDelete([a.id, b.id, 999_999])
    expect(refused.statusCode).toBe(404)
    expect(await live([a.id, b.id])).toBe(2)
  })

  it('moves every selected invoice to the trash, audited one by one, and the undo brings all back', async () => {
    const ids = [(await create()).id, (await create()).id]
    const done = await bulkDelete(ids)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toEqual({ action: 'delete', changed: ids })
    expect(await live(ids)).toBe(0)
    for (const id of ids) expect((await call('GET', `/api/apps/invoice/${id}`)).statusCode).toBe(404)
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoice.deleted'), inArray(auditEvents.entityId, ids.map(String))))
    expect(audited.map((event) => event.data)).toEqual(ids.map(() => expect.objectContaining({ bulk: true })))
    // A second bulk delete of the same invoices finds them gone: 404, nothing else changes.
    expect((await bulkDelete(ids)).statusCode).toBe(404)
    const undone = await call('POST', '/api/v1/trash/undo/bulk', { type: 'invoice', recordIds: ids })
    expect(undone.statusCode, undone.body).toBe(200)
    expect(await live(ids)).toBe(2)
  })
})
