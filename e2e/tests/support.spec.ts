import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'

/**
 * The support area (issue 16): a seller opens a ticket from the application file, the support desk works
 * it to resolved from the ticket list; the read-only permission matrix for auditors.
 */

const mesa = { email: 'mesa@demo.com', password: 'mesa-control' }
const ventas = { email: 'ventas@demo.com', password: 'ventas' }

test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const subject = `Pago SPEI no reflejado ${run}`
let ticketPath = ''

/** Nothing is loading any more (a background job's bar, such as the OCR reading's, may stay). */
async function settled(page: Page) {
  await expect(page.locator('[role="progressbar"]:not([data-background-job])')).toHaveCount(0, {
    timeout: 15_000,
  })
}

/** Dark theme, then Arabic (RTL), of the screen as it is now. */
async function shotThemes(page: Page, name: string) {
  await page.evaluate(() => localStorage.setItem('Mesa-theme', 'dark'))
  await page.reload()
  await settled(page)
  await shot(page, `${name}-dark`)
  await expectAccessible(page)
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', '"ar"')
  })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await settled(page)
  await shot(page, `${name}-ar`)
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"es"'))
}

test('a seller opens a ticket from the application file', async ({ page }) => {
  test.setTimeout(60_000)
  const session = await signIn(page, ventas)
  const { items: applications } = await (
    await page.request.get('/api/v1/credit-applications?itemsPerPage=5', {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    })
  ).json()
  const application = applications[0] as { id: number; product: string }
  await page.goto(`/apps/solicitudes/${application.product}/${application.id}?tab=tickets`)
  await expect(page.getByRole('tab', { name: 'Tickets' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: 'Nuevo ticket' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Asunto').fill(subject)
  await dialog.getByRole('combobox', { name: 'Prioridad' }).click()
  await page.getByRole('option', { name: 'Urgente' }).click()
  await dialog.getByLabel('Descripción').fill('El cliente pagó el día 5 y no se refleja.')
  await dialog.getByRole('button', { name: 'Abrir ticket' }).click()
  await expect(page).toHaveURL(/\/apps\/support\/tickets\/\d+$/)
  ticketPath = new URL(page.url()).pathname
  await expect(page.getByRole('heading', { level: 1 })).toContainText(subject)
  // A seller reads and comments, but the desk's controls are not theirs.
  await expect(page.getByRole('button', { name: 'Atender' })).toHaveCount(0)
  await settled(page)
  await expectAccessible(page)
})

test('the support desk finds the ticket in its list and resolves it', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, mesa)
  await page.goto('/apps/support/tickets')
  await expect(page.getByRole('link', { name: 'Tickets', exact: true })).toBeVisible()
  await page.getByLabel('Buscar por número, folio, asunto o cliente').fill(run)
  const row = page.getByRole('row').filter({ hasText: subject })
  await expect(row).toBeVisible()
  // The search narrows the list on the server: only this run's ticket is left.
  await expect(page.locator('tbody tr')).toHaveCount(1)
  await expect(row.getByText('Urgente')).toBeVisible()
  await settled(page)
  await shot(page, 'support-tickets')
  await expectAccessible(page)
  await page.getByLabel('Buscar por número, folio, asunto o cliente').fill('')
  await settled(page)
  await shotThemes(page, 'support-tickets')

  await page.goto(ticketPath)
  // Evidence attached with progress, listed, and downloaded under its own name.
  const evidence = `evidencia-${run}.png`
  await page
    .locator('input[type=file][aria-label="Adjuntar archivo"]')
    .setInputFiles({ ...png, name: evidence })
  await expect(page.getByText(`Archivo adjuntado: ${evidence}`)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Archivos' })).toContainText(evidence)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: `Descargar ${evidence}` }).click()
  expect((await downloading).suggestedFilename()).toBe(evidence)
  await page.getByRole('button', { name: 'Atender' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('Estado: Abierto → En proceso')).toBeVisible()
  await page.getByRole('button', { name: 'Resolver' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeDisabled()
  await dialog.getByLabel('Qué se hizo para resolverlo').fill('Se aplicó el pago con la referencia SPEI.')
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Estado: En proceso → Resuelto')).toBeVisible()
  await expect(page.getByText('Se aplicó el pago con la referencia SPEI.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reabrir' })).toBeVisible()
  await settled(page)
  await shot(page, 'support-ticket-resolved')
  await expectAccessible(page)
  await shotThemes(page, 'support-ticket-resolved')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await settled(page)
  await shot(page, 'support-ticket-phone')
})

test('auditors see the permission matrix, filtered by role', async ({ page }) => {
  test.setTimeout(60_000)
  await signIn(page, users.admin)
  await page.goto('/apps/support/permissions')
  await expect(page.getByRole('link', { name: 'Matriz de permisos', exact: true })).toBeVisible()
  await page.getByRole('combobox', { name: 'Rol' }).click()
  await page.getByRole('option', { name: 'Ventas', exact: true }).click()
  await expect(page).toHaveURL(/role=ventas/)
  const table = page.getByRole('table', { name: 'Matriz de permisos' })
  await expect(table.getByRole('row').filter({ hasText: 'moto_assist' })).toHaveCount(1)
  await expect(table.getByText('Solo sus aliados y sus solicitudes').first()).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: 'analista' })).toHaveCount(0)
  await expect(table.getByRole('row').filter({ hasText: 'admin' })).toHaveCount(0)
  await settled(page)
  await shot(page, 'support-permission-matrix')
  await expectAccessible(page)
  await shotThemes(page, 'support-permission-matrix')
})

test('the control desk finds a customer by CURP and corrects their contact data', async ({ page }) => {
  test.setTimeout(90_000)
  const session = await signIn(page, mesa)
  const { items: customers } = await (
    await page.request.get('/api/v1/customers?itemsPerPage=5', {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    })
  ).json()
  const customer = customers[0] as { id: number; curp: string; fullName: string }
  await page.goto('/apps/support/customer/list')
  // The demo shop has a "Clientes" link too: the support one is told by its address.
  await expect(
    page
      .getByRole('link', { name: 'Clientes', exact: true })
      .and(page.locator('[href="/apps/support/customer/list"]')),
  ).toBeVisible()
  await page.getByLabel('Buscar por nombre, CURP, RFC, teléfono o correo').fill(customer.curp)
  await expect(page.getByRole('row')).toHaveCount(2)
  await settled(page)
  await shot(page, 'support-customers')
  await expectAccessible(page)
  await page.getByRole('link', { name: customer.fullName }).click()
  await expect(page).toHaveURL(new RegExp(`/apps/support/customer/edit/${customer.id}$`))
  const phones = page.getByLabel('Teléfonos')
  await phones.fill(
    `55 4444 ${run.slice(-4).replace(/\D/g, '0').padStart(4, '0')}\n${await phones.inputValue()}`,
  )
  await page.getByRole('button', { name: 'Guardar cliente' }).click()
  await expect(page.getByText('Cliente guardado')).toBeVisible()
  // The customer's applications name their stage in the reader's language (the shared stage labels).
  const stageCell = page
    .getByRole('table', { name: 'Solicitudes y créditos' })
    .locator('tbody tr')
    .first()
    .locator('td')
    .nth(2)
  await expect(stageCell).toHaveText(
    /^(Captura|Análisis|Validación|Visita de campo|Deliberación \(comité\)|Autorización|Contrato|Fondeo|Póliza|Crédito activo|Liquidada|Rechazada|Cancelada)$/,
  )
  await settled(page)
  await shot(page, 'support-customer-edit')
  await expectAccessible(page)
  await shotThemes(page, 'support-customer-edit')
})

const png = {
  name: 'documento.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
}

/** Uploads a PNG for each named document of the verification on screen, waiting for each to be listed. */
async function uploadDocuments(page: Page, documents: string[]) {
  for (const [index, document] of documents.entries()) {
    await page.getByText(`Subir ${document}`).locator('input[type=file]').setInputFiles(png)
    await expect(page.getByText(png.name)).toHaveCount(index + 1)
  }
}

test('the control desk verifies a customer’s identity', async ({ page }) => {
  test.setTimeout(90_000)
  const session = await signIn(page, mesa)
  const { items: customers } = await (
    await page.request.get('/api/v1/customers?itemsPerPage=20', {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    })
  ).json()
  await page.goto(`/apps/support/customer/edit/${(customers[1] as { id: number }).id}`)
  await page.getByRole('button', { name: 'Nueva verificación' }).click()
  await expect(page).toHaveURL(/\/apps\/support\/customer\/edit\/verification\/\d+$/)
  await expect(page.getByText('Estructura de la CURP')).toBeVisible()
  await uploadDocuments(page, [
    'Identificación (frente)',
    'Identificación (reverso)',
    'Selfie',
    'Comprobante de domicilio',
  ])
  const approve = page.getByRole('button', { name: 'Aprobar' })
  if (await approve.isEnabled()) {
    await approve.click()
    await expect(page.getByText(/Aprobada por/)).toBeVisible()
  } else {
    // A seeded CURP whose check digit fails cannot be approved: the desk rejects it with the reason.
    await page
      .getByLabel('Motivo (obligatorio para rechazar)')
      .fill('La CURP no corresponde a la identificación')
    await page.getByRole('button', { name: 'Rechazar' }).click()
    await expect(page.getByText(/Rechazada por/)).toBeVisible()
  }
  await settled(page)
  await shot(page, 'support-customer-verification')
  await expectAccessible(page)
  await shotThemes(page, 'support-customer-verification')
})

test('sellers and allies both ways, and a seller’s onboarding verified', async ({ page }) => {
  test.setTimeout(90_000)
  const session = await signIn(page, users.admin)
  const headers = { Authorization: `Bearer ${session.accessToken}` }
  await page.goto('/apps/support/seller-allies')
  await expect(page.getByRole('link', { name: 'Vendedores y aliados', exact: true })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Por vendedor' })).toBeVisible()
  await settled(page)
  await shot(page, 'support-seller-allies')
  await expectAccessible(page)
  await page.getByRole('tab', { name: 'Por aliado' }).click()
  await expect(page.getByRole('table', { name: 'Por aliado' }).getByRole('row').nth(1)).toBeVisible()
  // The pipeline chips name each stage in the reader's language, never the stored value.
  const byAlly = page.getByRole('table', { name: 'Por aliado' })
  await expect(byAlly.getByText(/^Captura: \d+$/).first()).toBeVisible()
  await expect(byAlly.getByText(/^captura: \d+$/)).toHaveCount(0)
  await shot(page, 'support-seller-allies-by-ally')
  await expectAccessible(page)

  const view = await (await page.request.get('/api/v1/support/seller-allies', { headers })).json()
  const seller = view.sellers[0] as { id: number }
  const created = await page.request.post('/api/v1/verifications', {
    headers,
    data: { kind: 'seller', sellerUserId: seller.id, rfc: 'XAXX010101000', clabe: '002180012345678906' },
  })
  expect(created.status()).toBe(201)
  const { id } = await created.json()
  await page.goto(`/apps/support/seller/${id}`)
  await expect(page.getByText('CLABE:')).toBeVisible()
  await uploadDocuments(page, [
    'Identificación (frente)',
    'Identificación (reverso)',
    'Contrato con la financiera',
  ])
  await page.getByRole('button', { name: 'Aprobar' }).click()
  await expect(page.getByText(/Aprobada por/)).toBeVisible()
  await settled(page)
  await shot(page, 'support-seller-verification')
  await expectAccessible(page)
  await shotThemes(page, 'support-seller-verification')
})
