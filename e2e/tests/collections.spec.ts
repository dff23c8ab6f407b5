import { expect, test } from '@playwright/test'
import { expectAccessible, shot, signIn } from './helpers'

/**
 * The collections desk (issue 35): the collector opens the queue, opens a loan, logs a call with its outcome,
 * records a promise to pay and sends the customer a reminder by e-mail; a payment registered on the loan (through the API, as treasury or a bank statement
 * would) marks the promise kept.
 */

const collector = { email: 'cobranza@demo.com', password: 'cobranza' }
test.describe.configure({ mode: 'serial', timeout: 180_000 })

interface Row {
  loanId: number
  applicationId: number
  origin: string
  folio: number
  applicantName: string
  promise: { status: string } | null
}
let row: Row
let headers: Record<string, string>

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/v1/allies/login/', { data: collector })
  expect(login.status(), await login.text()).toBe(201)
  headers = { Authorization: `Bearer ${(await login.json()).accessToken}` }
  const queue = await request.get('/api/v1/collections/queue?itemsPerPage=100', { headers })
  expect(queue.status(), await queue.text()).toBe(200)
  // A loan of theirs without a promise yet, so the new one is the latest.
  row = ((await queue.json()).items as Row[]).find((item) => item.promise === null)!
  expect(row, 'an assigned loan without a promise').toBeDefined()
})

test('the collector logs a call and a promise; a payment keeps the promise', async ({ page, request }) => {
  await signIn(page, collector)
  await page.goto('/apps/cobranza')
  await expect(page.getByRole('heading', { level: 1, name: 'Cobranza' })).toBeVisible()
  await page.getByRole('link', { name: `Gestionar el crédito de ${row.applicantName}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(row.applicantName)

  await page.getByRole('button', { name: 'Registrar llamada' }).click()
  const call = page.getByRole('dialog', { name: 'Registrar llamada' })
  await call.getByLabel('Resultado').click()
  await page.getByRole('option', { name: 'Promete pagar' }).click()
  await call.getByLabel('Nota').fill('Pagará mañana por SPEI')
  await call.getByRole('button', { name: 'Guardar' }).click()
  await expect(call).toBeHidden()
  await expect(page.getByRole('list', { name: 'Historial de contactos' })).toContainText('Promete pagar')

  await page.getByRole('button', { name: 'Promesa de pago' }).click()
  const promise = page.getByRole('dialog', { name: 'Promesa de pago' })
  await promise.getByLabel('Monto').fill('750.00')
  await promise.getByRole('button', { name: 'Guardar' }).click()
  await expect(promise).toBeHidden()
  const promises = page.getByRole('list', { name: 'Promesas de pago' })
  await expect(promises).toContainText('$750.00')
  await expect(promises).toContainText('Pendiente')
  await expectAccessible(page)

  // A reminder to the customer by e-mail (WhatsApp's free text waits for the customer's 24-hour window).
  await page.getByRole('button', { name: 'Enviar mensaje' }).click()
  const message = page.getByRole('dialog', { name: 'Enviar mensaje al cliente' })
  await message.getByLabel('Canal').click()
  await page.getByRole('option', { name: 'Correo electrónico' }).click()
  await message.getByLabel('Mensaje').fill('Le recordamos el pago de $750.00 que acordamos para mañana.')
  await message.getByRole('button', { name: 'Enviar' }).click()
  await expect(message).toBeHidden()
  await expect(page.getByRole('list', { name: 'Historial de contactos' })).toContainText('Correo electrónico')

  // The payment comes in on the loan (registered by head office).
  const admin = await request.post('/api/v1/allies/login/', {
    data: { email: 'admin@demo.com', password: 'admin' },
  })
  const adminHeaders = { Authorization: `Bearer ${(await admin.json()).accessToken}` }
  const base = `/api/v1/credit-applications/${row.origin}/${row.applicationId}/loan`
  const loan = await (await request.get(base, { headers: adminHeaders })).json()
  const date = await (await request.get('/api/v1/business-date', { headers: adminHeaders })).json()
  const paid = await request.post(`${base}/payments`, {
    headers: adminHeaders,
    data: {
      amountCents: 75_000,
      paidOn: date.date,
      method: 'spei',
      reference: 'E2E-PROMESA',
      version: loan.version,
    },
  })
  expect(paid.status(), await paid.text()).toBe(201)
  await page.reload()
  await expect(page.getByRole('list', { name: 'Promesas de pago' })).toContainText('Cumplida')
  await shot(page, 'collections-loan-kept')
})
