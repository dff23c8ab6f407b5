import { beforeAll, describe, expect, it } from 'vitest'
import {
  invoiceSortKeys,
  type InvoiceClient,
  type InvoiceListItem,
  type InvoiceListResponse,
  type InvoiceResponse,
} from '@mesa/contracts'
import { foldForSort } from '../../src/lib/sql-text'
import { useTestApp } from '../helpers/use-test-app'

let admin: string

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
}, 240_000)

const get = (url: string, query: Record<string, string | number> = {}, token = admin) =>
  t.as(token, {
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  })
const listOk = async (query: Record<string, string | number> = {}) => {
  const response = await get('/api/apps/invoice', query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<InvoiceListResponse>()
}
const everything = async (query: Record<string, string | number> = {}) =>
  (await listOk({ ...query, itemsPerPage: -1 })).invoices
const ids = (invoices: InvoiceListItem[]) => invoices.map((invoice) => invoice.id)

describe('GET /api/apps/invoice/clients', () => {
  it('answers the first five clients with the spec fields', async () => {
    const response = await get('/api/apps/invoice/clients')
    expect(response.statusCode).toBe(200)
    const clients = response.json<InvoiceClient[]>()
    expect(clients).toHaveLength(5)
    expect(clients.map((client) => client.id)).toEqual([1, 2, 3, 4, 5])
    expect(Object.keys(clients[0]!).sort()).toEqual(
      ['address', 'company', 'companyEmail', 'contact', 'country', 'id', 'name'].sort(),
    )
  })
})

describe('GET /api/apps/invoice: the list (spec §7)', () => {
  it('answers 36 seeded invoices numbered from 4987, 10 per page, newest first', async () => {
    const body = await listOk()
    expect(body.totalInvoices).toBe(36)
    expect(body.invoices).toHaveLength(10)
    expect(ids(body.invoices)).toEqual(Array.from({ length: 10 }, (_, index) => 5022 - index))
    const all = await everything()
    expect(Math.min(...ids(all))).toBe(4987)
    expect(new Set(all.map((invoice) => invoice.service)).size).toBe(4)
    expect(Object.keys(body.invoices[0]!).sort()).toEqual(
      [
        'avatar',
        'balance',
        'client',
        'dueDate',
        'id',
        'invoiceStatus',
        'issuedDate',
        'service',
        'total',
      ].sort(),
    )
  })

  it('pages: page 4 of 10 holds the last 6', async () => {
    const body = await listOk({ page: 4 })
    expect(ids(body.invoices)).toEqual([4992, 4991, 4990, 4989, 4988, 4987])
    expect(body.totalInvoices).toBe(36)
  })

  it('shows balances negative, zero and positive', async () => {
    const balances = (await everything()).map((invoice) => invoice.balance)
    expect(balances.some((balance) => balance < 0)).toBe(true)
    expect(balances.some((balance) => balance === 0)).toBe(true)
    expect(balances.some((balance) => balance > 0)).toBe(true)
  })

  describe('q matches the client name, the company e-mail or the invoice number', () => {
    it('by client name, any case', async () => {
      const all = await everything()
      const name = all[0]!.client.name
      const found = await everything({ q: name.toUpperCase() })
      expect(found.length).toBeGreaterThan(0)
      expect(found.every((invoice) => invoice.client.name === name)).toBe(true)
      expect(found.length).toBe(all.filter((invoice) => invoice.client.name === name).length)
    })
    it('by company e-mail', async () => {
      const all = await everything()
      const email = all[3]!.client.companyEmail
      const found = await everything({ q: email })
      expect(found.length).toBe(all.filter((invoice) => invoice.client.companyEmail === email).length)
    })
    it('by invoice number', async () => {
      expect(ids(await everything({ q: '5001' }))).toEqual([5001])
      expect(ids(await everything({ q: '499' })).sort()).toEqual([
        4990, 4991, 4992, 4993, 4994, 4995, 4996, 4997, 4998, 4999,
      ])
    })
    it('takes wildcards literally', async () => {
      expect((await listOk({ q: '%' })).totalInvoices).toBe(0)
    })
  })

  it('status is an exact match', async () => {
    const all = await everything()
    for (const status of ['Paid', 'Partial Payment', 'Past Due', 'Draft'] as const) {
      const found = await everything({ status })
      expect(found.length, status).toBe(all.filter((invoice) => invoice.invoiceStatus === status).length)
      expect(found.every((invoice) => invoice.invoiceStatus === status)).toBe(true)
    }
    expect((await get('/api/apps/invoice', { status: 'paid' })).statusCode).toBe(400)
  })

  it('selectedDateRange is inclusive on both ends of the issue date', async () => {
    const all = await everything()
    const dates = [...new Set(all.map((invoice) => invoice.issuedDate))].sort()
    const [start, end] = [dates[3]!, dates[8]!]
    const expected = all.filter((invoice) => invoice.issuedDate >= start && invoice.issuedDate <= end)
    const found = await everything({ selectedDateRange: JSON.stringify({ start, end }) })
    expect(ids(found).sort()).toEqual(ids(expected).sort())
    expect(found.some((invoice) => invoice.issuedDate === start)).toBe(true)
    expect(found.some((invoice) => invoice.issuedDate === end)).toBe(true)
    // The same range as bracket keys, and a one-day range.
    const bracket = await everything({ 'selectedDateRange[start]': start, 'selectedDateRange[end]': end })
    expect(ids(bracket)).toEqual(ids(found))
    const oneDay = await everything({ selectedDateRange: JSON.stringify({ start, end: start }) })
    expect(oneDay.every((invoice) => invoice.issuedDate === start) && oneDay.length > 0).toBe(true)
  })

  describe('sortBy and orderBy', () => {
    const keyOf: Record<(typeof invoiceSortKeys)[number], (invoice: InvoiceListItem) => string | number> = {
      client: (invoice) => foldForSort(invoice.client.name),
      total: (invoice) => invoice.total,
      id: (invoice) => invoice.id,
      date: (invoice) => invoice.issuedDate,
      balance: (invoice) => invoice.balance,
    }
    for (const sortBy of invoiceSortKeys) {
      for (const orderBy of ['asc', 'desc'] as const) {
        it(`${sortBy} ${orderBy}, ties newest first`, async () => {
          const sorted = await everything({ sortBy, orderBy })
          expect(sorted).toHaveLength(36)
          for (let index = 1; index < sorted.length; index++) {
            const [a, b] = [keyOf[sortBy](sorted[index - 1]!), keyOf[sortBy](sorted[index]!)]
            if (a === b) expect(sorted[index - 1]!.id).toBeGreaterThan(sorted[index]!.id)
            else expect(orderBy === 'asc' ? a < b : a > b, `${a} then ${b}`).toBe(true)
          }
        })
      }
    }
  })

  it('refuses bad query values with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ sortBy: 'nope' }, 'sortBy'],
      [{ orderBy: 'up' }, 'orderBy'],
      [{ itemsPerPage: 0 }, 'itemsPerPage'],
      [{ selectedDateRange: '{"start":"2026-13-01"}' }, 'selectedDateRange.start'],
    ] as const) {
      const response = await get('/api/apps/invoice', query)
      expect(response.statusCode, JSON.stringify(query)).toBe(400)
      expect(Object.keys(response.json().errors)).toContain(field)
    }
  })

  it('refuses anyone signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/apps/invoice' })).statusCode).toBe(401)
  })
})

describe('GET /api/apps/invoice/:id', () => {
  it('answers the invoice with its payment details', async () => {
    const response = await get('/api/apps/invoice/4987')
    expect(response.statusCode).toBe(200)
    const { invoice, paymentDetails } = response.json<InvoiceResponse>()
    expect(invoice.id).toBe(4987)
    expect(invoice.items.length).toBeGreaterThan(0)
    expect(invoice.total).toBe(invoice.subtotal - invoice.discount + invoice.tax)
    expect(invoice.balance).toBe(invoice.total - invoice.paid)
    expect(paymentDetails).toMatchObject({ totalDue: invoice.balance, swiftCode: expect.any(String) })
    expect(Object.keys(paymentDetails).sort()).toEqual([
      'bankName',
      'country',
      'iban',
      'swiftCode',
      'totalDue',
    ])
  })
  it("unknown: 404 { message: 'No invoice found with this id' }", async () => {
    const response = await get('/api/apps/invoice/1')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ message: 'No invoice found with this id' })
  })
  it('a malformed id is a 400, not a 500', async () => {
    expect((await get('/api/apps/invoice/abc')).statusCode).toBe(400)
    expect((await get('/api/apps/invoice/99999999999')).statusCode).toBe(400)
  })
})

describe('CSV export', () => {
  it('streams the filtered list with the labels given', async () => {
    const response = await get('/api/apps/invoice/export.csv', {
      status: 'Paid',
      labels: JSON.stringify({
        headers: { id: '#', client: 'Cliente', invoiceStatus: 'Estado' },
        values: { 'invoiceStatus:Paid': 'Pagada' },
      }),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe('#,Cliente,Estado')
    expect(lines.length - 1).toBe((await everything({ status: 'Paid' })).length)
    expect(lines.slice(1).every((line) => line.endsWith(',Pagada'))).toBe(true)
  })
})
