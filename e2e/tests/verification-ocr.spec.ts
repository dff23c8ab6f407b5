import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, shotThemes, signIn } from './helpers'
import { scannedDocument } from './scanned-document'

/**
 * Issue 16: the customer's ID and proof of address are read by OCR (a job) and compared with the customer
 * record beside the decision: a stranger's CURP shows as a mismatch, the right ID read again matches.
 */

const mesa = { email: 'mesa@demo.com', password: 'mesa-control' }

interface Customer {
  id: number
  curp: string
  firstNames: string
  lastName1: string
  lastName2: string
  birthDate: string | null
  addresses: Array<{ street: string; exteriorNumber: string; neighborhood: string; postalCode: string }>
}

const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/')
const ine = (person: Customer, curp: string) =>
  scannedDocument('ine-frente.png', [
    'INSTITUTO NACIONAL ELECTORAL',
    'CREDENCIAL PARA VOTAR',
    `NOMBRE ${person.lastName1} ${person.lastName2}`.toUpperCase(),
    person.firstNames.toUpperCase(),
    `CURP ${curp}`,
    `FECHA DE NACIMIENTO ${dayMonthYear(person.birthDate!)}`,
  ])
const proof = (person: Customer) => {
  const address = person.addresses[0]!
  const issued = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10)
  return scannedDocument('comprobante.png', [
    'COMISION FEDERAL DE ELECTRICIDAD',
    `${address.street} ${address.exteriorNumber}`.toUpperCase(),
    `COL. ${address.neighborhood} C.P. ${address.postalCode}`.toUpperCase(),
    `FECHA DE EMISION ${dayMonthYear(issued)}`,
  ])
}

// By its data attribute: the table's accessible name changes with the language (the Arabic pass).
const row = (page: Page, field: string) => page.locator(`tr[data-field="${field}"]`)
const ready = async (page: Page) => {
  await expect(row(page, 'curp')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

test('the desk sees what the ID and proof of address say next to the decision, and reads them again', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const session = await signIn(page, mesa)
  const headers = { Authorization: `Bearer ${session.accessToken}` }
  const { items: customers } = await (
    await page.request.get('/api/v1/customers?itemsPerPage=50', { headers })
  ).json()
  let customer: Customer | undefined
  for (const { id } of customers as Array<{ id: number }>) {
    const detail: Customer = await (await page.request.get(`/api/v1/customers/${id}`, { headers })).json()
    if (detail.birthDate && detail.addresses.length > 0 && detail.lastName2) {
      customer = detail
      break
    }
  }
  expect(customer, 'a seeded customer with birth date and address').toBeDefined()
  const created = await page.request.post('/api/v1/verifications', {
    headers,
    data: { kind: 'customer', customerId: customer!.id },
  })
  expect(created.status()).toBe(201)
  const { id } = await created.json()
  await page.goto(`/apps/support/customer/edit/verification/${id}`)
  await expect(
    page.getByText('Se lee al subir la identificación o el comprobante de domicilio.'),
  ).toBeVisible()

  // A stranger's CURP on the ID: once the job has read it, the CURP row says it does not match.
  const stranger = 'LOPJ900101HDFPRN03'
  await page
    .getByText('Subir Identificación (frente)')
    .locator('input[type=file]')
    .setInputFiles(ine(customer!, stranger))
  await page
    .getByText('Subir Comprobante de domicilio')
    .locator('input[type=file]')
    .setInputFiles(proof(customer!))
  await expect(row(page, 'curp')).toBeVisible({ timeout: 60_000 })
  await expect(row(page, 'proofDate')).toContainText('Coincide', { timeout: 60_000 })
  await expect(row(page, 'curp')).toContainText('No coincide')
  await expect(row(page, 'name')).toContainText('Coincide')
  await expect(row(page, 'birthDate')).toContainText('Coincide')
  await expect(row(page, 'address')).toContainText('Coincide')
  await ready(page)
  await shot(page, 'support-verification-ocr-mismatch')

  // The right ID replaces it; reading again shows the CURP matching.
  await page
    .getByText('Subir Identificación (frente)')
    .locator('input[type=file]')
    .setInputFiles(ine(customer!, customer!.curp))
  // OCR may split a glyph of the CURP: the desk is then asked to look (Revisar), never told it differs.
  await expect(row(page, 'curp')).toContainText(/Coincide|Revisar/, { timeout: 60_000 })
  await page.getByRole('button', { name: 'Leer de nuevo' }).click()
  await expect(page.getByText(/Lectura \d+ · Leído/)).toBeVisible({ timeout: 60_000 })
  await expect(row(page, 'curp')).toContainText(/Coincide|Revisar/)
  await ready(page)
  await shot(page, 'support-verification-ocr')
  await expectAccessible(page)
  await shotThemes(page, 'support-verification-ocr', () => ready(page), { accessible: true })

  // Field staff and the desk on a phone: the comparison stays readable.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await ready(page)
  await shot(page, 'support-verification-ocr-phone')
  await expectAccessible(page)
})
