import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { invoicePaths, recordSearchPaths, searchPaths, type InvoiceResponse } from '@mesa/contracts'
import { invoices } from '../../src/db/schema'
import { costlyWorkBudgets, costlyWorkOf } from '../../src/lib/user-rate-limit'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'

/*
 * Issue 31 point 4: PDFs, OCR and searches were bounded only by the general 600-a-minute budget. Each now has
 * its own per-user budget a minute; past it a 429 with Retry-After, before the route does (or writes) anything.
 */
let billing: string
let admin: string

const t = useTestApp()
beforeAll(async () => {
  ;[billing, admin] = await demoTokens(t, ['facturacion', 'admin'])
}, 240_000)

const newInvoice = async () => {
  const created = await t.as(billing, {
    method: 'POST',
    url: invoicePaths.list,
    payload: {
      clientId: 2,
      issuedDate: '2026-03-01',
      dueDate: '2026-03-31',
      items: [{ service: 'Software Development', quantity: 1, priceCents: 50_000 }],
    },
  })
  expect(created.statusCode, created.body).toBe(201)
  return created.json<InvoiceResponse>().invoice.id
}
const pdfOf = (id: number, token = billing) =>
  t.as(token, { method: 'GET', url: invoicePaths.pdf.replace(':id', String(id)) })

describe('the budgets of costly work', () => {
  it('classify every PDF, OCR and search route of the API', () => {
    const routes = t.app.apiRoutes
    const pdfs = routes.filter((route) => route.method === 'GET' && /[./]pdf$/.test(route.url))
    expect(pdfs.length).toBeGreaterThanOrEqual(4)
    for (const route of pdfs) expect(costlyWorkOf(route.method, route.url), route.url).toBe('pdf')
    for (const url of [searchPaths.search, recordSearchPaths.search])
      expect(costlyWorkOf('GET', url)).toBe('search')
    const ocr = routes.filter((route) => costlyWorkOf(route.method, route.url) === 'ocr')
    expect(ocr.map((route) => route.url).sort()).toEqual([
      '/api/v1/credit-applications/:origin/:id/checks/runs',
      '/api/v1/verifications/:verificationId/ocr',
    ])
  })

  it('refuse the PDF past its budget with 429 and Retry-After, writing nothing (a Draft stays a Draft)', async () => {
    const first = await newInvoice()
    for (let i = 0; i < costlyWorkBudgets.pdf; i++) expect((await pdfOf(first)).statusCode).toBe(200)
    const draft = await newInvoice()
    const refused = await pdfOf(draft)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const [row] = await t.database.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(eq(invoices.id, draft))
    expect(row!.status).toBe('Draft')
    // Another person's budget is their own.
    expect((await pdfOf(draft, admin)).statusCode).toBe(200)
  })

  it('refuse searches past their budget', async () => {
    const search = () => t.as(billing, { method: 'GET', url: `${searchPaths.search}?q=fac` })
    for (let i = 0; i < costlyWorkBudgets.search; i++) expect((await search()).statusCode).toBe(200)
    const refused = await t.as(billing, { method: 'GET', url: `${recordSearchPaths.search}?q=ana` })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })
})
