import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, shotThemes, signIn } from './helpers'

/**
 * Car insurance (issue 15): the committee quotes the four insurers for an application in póliza, binds
 * one, issues the policy and finds it in the insurance portfolio; an expiring policy gets renewal quotes.
 */

const comite = { email: 'comite@demo.com', password: 'comite' }

test.describe.configure({ mode: 'serial' })

interface QueueItem {
  id: number
  product: string
  folio: number
  quotes: number
  policy: unknown
}
let target: QueueItem
let policyNumber = ''

/** Nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/v1/allies/login/', { data: comite })
  expect(login.status(), await login.text()).toBe(201)
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` }
  const queued = await request.get('/api/v1/insurance/applications?itemsPerPage=100', { headers })
  expect(queued.status(), await queued.text()).toBe(200)
  const queue = await queued.json()
  target = queue.items.find((item: QueueItem) => item.quotes === 0 && item.policy === null)
  expect(target, 'an application in póliza without quotes').toBeDefined()
})

test.beforeEach(async ({ page }) => {
  await signIn(page, comite)
})

test('the póliza queue lists the applications in stage póliza', async ({ page }) => {
  await page.goto('/apps/fondeos/poliza')
  await expect(page.getByRole('heading', { level: 1, name: 'Pólizas' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Navegación principal' })
  await expect(nav.getByRole('link', { name: 'Pólizas', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Cartera de seguros', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: `Solicitud #${target.folio}`, exact: true })).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'insurance-queue-light')
})

test('quote four insurers side by side, bind one and issue the policy', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/apps/fondeos/poliza')
  await page.getByRole('link', { name: `Solicitud #${target.folio}`, exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Póliza de la solicitud #${target.folio}` }),
  ).toBeVisible()
  await expect(page.getByText('Aún no hay cotizaciones')).toBeVisible()

  await page.getByRole('combobox', { name: 'Forma de pago' }).click()
  await page.getByRole('option', { name: 'Mensual' }).click()
  await page.getByRole('button', { name: 'Cotizar con las cuatro aseguradoras' }).click()
  const cards = page.getByRole('region', { name: /^(ANA Seguros|General de Seguros|GNP Seguros|Quálitas)$/ })
  await expect(cards).toHaveCount(4)
  await expect(page.getByText('Cotización sandbox')).toHaveCount(4)
  const gnp = page.getByRole('region', { name: 'GNP Seguros', exact: true })
  for (const line of [
    'Prima neta',
    'Derecho de póliza',
    'Recargo por pago fraccionado',
    'IVA 16 %',
    'Prima total',
  ])
    await expect(gnp.getByText(line, { exact: true })).toBeVisible()
  await expect(gnp.getByRole('table', { name: 'Coberturas de GNP Seguros' })).toContainText(
    'Daños materiales',
  )
  await expect(gnp.getByText(/^12 pagos/)).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'insurance-quotes-light')
  await shotThemes(page, 'insurance-quotes', async () => {
    await expect(cards).toHaveCount(4)
    await settled(page)
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(cards).toHaveCount(4)
  await shot(page, 'insurance-quotes-phone')
  await page.setViewportSize({ width: 1280, height: 800 })

  await gnp.getByRole('button', { name: 'Contratar con GNP Seguros' }).click()
  // Issue 38: binding is confirmed on its summary (insurer, premium) first.
  const confirm = page.getByRole('dialog', { name: '¿Contratar la póliza con GNP Seguros?' })
  await expect(confirm.getByRole('table')).toContainText('Prima total')
  await confirm.getByRole('button', { name: 'Contratar con GNP Seguros' }).click()
  await expect(confirm).toBeHidden()
  const summary = page.getByRole('region', { name: 'Póliza GNP Seguros' })
  await expect(summary.getByText('Contratada')).toBeVisible()
  await expect(summary.getByText('Por emitir')).toBeVisible()
  await expect(summary.getByText('Mesa Financiera (preferente)')).toBeVisible()
  // Bound: no other quote may be bound any more.
  await expect(page.getByRole('button', { name: /^Contratar con/ })).toHaveCount(0)

  await summary.getByRole('button', { name: 'Emitir póliza' }).click()
  await expect(summary.getByText('Vigente', { exact: true })).toBeVisible()
  const number = summary.getByText(/^GNP\d{13}$/)
  await expect(number).toBeVisible()
  policyNumber = (await number.textContent())!.trim()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'insurance-policy-light')
  await shotThemes(page, 'insurance-policy', async () => {
    await expect(page.getByRole('region', { name: /GNP Seguros/ }).first()).toBeVisible()
    await settled(page)
  })
})

test('the issued policy is in the insurance list and on the insurer’s page', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/apps/insurance/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Cartera de seguros' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Buscar por póliza, asegurado o folio' }).fill(policyNumber)
  const rows = page.getByRole('table', { name: 'Vigentes' }).locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(policyNumber)
  await expect(rows.first()).toContainText(`Solicitud #${target.folio}`)
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'insurance-list-light')

  // The application file's read-only policies tab.
  await page.goto(`/apps/solicitudes/${target.product}/${target.id}?tab=policies`)
  await expect(page.getByRole('tabpanel').getByRole('table', { name: 'Pólizas' })).toContainText(policyNumber)
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'insurance-file-tab-light')

  await page.goto('/apps/fondeos/poliza/gnp')
  await expect(page.getByRole('heading', { level: 1, name: 'GNP Seguros' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Pólizas' })).toContainText(policyNumber)
  await settled(page)
  await expectAccessible(page)
})

test('an expiring policy gets renewal quotes from the four insurers', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/apps/insurance/list')
  await page.getByRole('tab', { name: 'Vencen en 30 días' }).click()
  await expect(page).toHaveURL(/\/apps\/insurance\/list\/expiring_30$/)
  const rows = page.getByRole('table', { name: 'Vencen en 30 días' }).locator('tbody tr')
  await expect(rows.first()).toContainText('Faltan')
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'insurance-expiring-light')
  // Arabic names the table in Arabic: any first row will do.
  await shotThemes(page, 'insurance-expiring', async () => {
    await expect(page.locator('tbody tr').first()).toBeVisible()
    await settled(page)
  })
  await rows
    .first()
    .getByRole('button', { name: /^Renovar/ })
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Cotizar renovación' }).click()
  await expect(dialog.getByText('Cotización sandbox')).toHaveCount(4)
  await expectAccessible(page)
  await shot(page, 'insurance-renewal-light')
})
