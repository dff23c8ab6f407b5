import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { exportPaths, invoicePaths, type InvoiceResponse } from '@mesa/contracts'
import { auditEvents, invoicePayments, invoices, mailOutbox } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

/*
 * Issue 31 point 2: the lender's invoices were open to every signed-in user. An ally seller rewrote a note to
 * "pay to CLABE …" and had Mesa mail the PDF; the `client` demo role recorded a payment, deleted an invoice and
 * mailed one outside. Now each act needs its right on `Invoices` (the billing staff's and administrators'),
 * mailing to another address than the client's contact needs `send invoice_recipients`, and the client role
 * reaches nothing but its demo page. Each attack is refused with nothing written.
 */
const tokens: Record<string, string> = {}

const t = useTestApp()
beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'client', 'ventas', 'supervisor'])
  tokens.billing = (await t.login('facturacion@demo.com', 'facturacion')).accessToken
}, 240_000)

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload && { payload }) })
const item = (id: number) => invoicePaths.item.replace(':id', String(id))
const sendPath = (id: number) => invoicePaths.send.replace(':id', String(id))
const paymentsPath = (id: number) => invoicePaths.payments.replace(':id', String(id))

const body = (note = '') => ({
  clientId: 1,
  issuedDate: '2026-03-01',
  dueDate: '2026-03-31',
  note,
  items: [{ service: 'Software Development', quantity: 1, priceCents: 100_000 }],
})

async function newInvoice() {
  const response = await call('billing', 'POST', invoicePaths.list, body('Pago a la cuenta de siempre'))
  expect(response.statusCode, response.body).toBe(201)
  return response.json<InvoiceResponse>().invoice
}

/** The invoice's row, its audit events, payments and queued mails: what a refused act must leave as it was. */
async function footprint(id: number) {
  const db = t.database.db
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id))
  const events = await db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'invoice'), eq(auditEvents.entityId, String(id))))
  const payments = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id))
  const mails = await db.select({ id: mailOutbox.id }).from(mailOutbox)
  return { row, events: events.length, payments: payments.length, mails: mails.length }
}

describe('an ally seller or supervisor works no invoice', () => {
  it.each(['ventas', 'supervisor'])(
    '%s: the note rewritten to new payment details is refused',
    async (who) => {
      const invoice = await newInvoice()
      const before = await footprint(invoice.id)
      const forged = await call(who, 'PUT', item(invoice.id), {
        ...body('Nueva cuenta: pagar a la CLABE 002180700000000019'),
        version: invoice.version,
      })
      expect(forged.statusCode).toBe(403)
      const sent = await call(who, 'POST', sendPath(invoice.id), { version: invoice.version })
      expect(sent.statusCode).toBe(403)
      expect(await footprint(invoice.id)).toEqual(before)
      for (const url of [invoicePaths.list, item(invoice.id), exportPaths.invoices])
        expect((await call(who, 'GET', url)).statusCode, url).toBe(403)
    },
  )
})

describe('the client demo role reaches nothing but its demo page', () => {
  it('records no payment, deletes nothing and mails nothing', async () => {
    const invoice = await newInvoice()
    const before = await footprint(invoice.id)
    const paid = await call('client', 'POST', paymentsPath(invoice.id), {
      version: invoice.version,
      amountCents: 100,
      paidOn: '2026-03-02',
      method: 'cash',
    })
    expect(paid.statusCode).toBe(403)
    expect((await call('client', 'DELETE', item(invoice.id))).statusCode).toBe(403)
    const mailed = await call('client', 'POST', sendPath(invoice.id), {
      version: invoice.version,
      to: 'fuera@example.com',
    })
    expect(mailed.statusCode).toBe(403)
    expect(await footprint(invoice.id)).toEqual(before)
  })

  it('has no mailbox and no demo area, but still its access-control page and its account', async () => {
    for (const url of [
      '/api/apps/email',
      '/api/v1/email/account',
      '/api/apps/academy/dashboard',
      invoicePaths.list,
    ])
      expect((await call('client', 'GET', url)).statusCode, url).toBe(403)
    expect((await call('client', 'GET', '/api/v1/auth/me')).statusCode).toBe(200)
    // Staff keep their mailbox.
    expect((await call('ventas', 'GET', '/api/apps/email')).statusCode).toBe(200)
  })
})

describe('the billing staff', () => {
  it('mail an invoice to its client contact only; another address is refused with nothing written', async () => {
    const invoice = await newInvoice()
    const before = await footprint(invoice.id)
    const outside = await call('billing', 'POST', sendPath(invoice.id), {
      version: invoice.version,
      to: 'cuentas@atacante.example',
    })
    expect(outside.statusCode).toBe(403)
    expect(outside.json()).toMatchObject({ code: 'recipient_not_allowed' })
    expect(await footprint(invoice.id)).toEqual(before)

    const toContact = await call('billing', 'POST', sendPath(invoice.id), {
      version: invoice.version,
      to: invoice.client.companyEmail.toUpperCase(),
    })
    expect(toContact.statusCode, toContact.body).toBe(200)
    expect(toContact.json<InvoiceResponse>().invoice.invoiceStatus).toBe('Sent')
  })

  it('record payments and audit every change of what the client is told to pay, old and new', async () => {
    const invoice = await newInvoice()
    const edited = await call('billing', 'PUT', item(invoice.id), {
      ...body('Pagar con referencia 4471'),
      dueDate: '2026-04-15',
      version: invoice.version,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const [event] = await t.database.db
      .select({ data: auditEvents.data })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityType, 'invoice'),
          eq(auditEvents.entityId, String(invoice.id)),
          eq(auditEvents.action, 'invoice.updated'),
        ),
      )
    expect(event!.data.paymentDetails).toEqual({
      note: { before: 'Pago a la cuenta de siempre', after: 'Pagar con referencia 4471' },
      dueDate: { before: '2026-03-31', after: '2026-04-15' },
    })
    const paid = await call('billing', 'POST', paymentsPath(invoice.id), {
      version: edited.json<InvoiceResponse>().invoice.version,
      amountCents: 1_000,
      paidOn: '2026-03-02',
      method: 'transfer',
    })
    expect(paid.statusCode, paid.body).toBe(201)
  })

  it('leave the choice of another recipient to whoever holds it (the administrators)', async () => {
    const invoice = await newInvoice()
    const sent = await call('admin', 'POST', sendPath(invoice.id), {
      version: invoice.version,
      to: 'contabilidad@cliente.example',
    })
    expect(sent.statusCode, sent.body).toBe(200)
  })
})
