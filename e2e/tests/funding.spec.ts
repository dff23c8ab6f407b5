import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, shotThemes, signIn } from './helpers'

// Issue 30 moved fondeo from the committee to treasury (tesoreria) with the disbursement waiting for a second person;
// this committee-driven journey is to be rewritten for tesoreria + an approval (the API tests origination-invariants and workflow-books cover the rules).
test.skip(true, 'fondeo is treasury’s with four eyes since issue 30: spec to be rewritten')

/**
 * Funding (issue 15): the committee assigns an application in fondeo to a funder's line (the ended BBVA
 * line shows why it cannot), records the SPEI disbursement to the ally's CLABE, advances it to póliza and
 * finds it disbursed in the funding list; the loans list filters by funder.
 */

const comite = { email: 'comite@demo.com', password: 'comite' }

// Eight builders share two cores: axe on a full list takes a while here.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

interface Item {
  applicationId: number
  origin: string
  folio: number
  stage: string
  amountCents: number | null
}
let target: Item

async function settled(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/v1/allies/login/', { data: comite })
  expect(login.status(), await login.text()).toBe(201)
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` }
  const listed = await request.get('/api/v1/funding/applications?status=pending&itemsPerPage=100', {
    headers,
  })
  expect(listed.status(), await listed.text()).toBe(200)
  const items = (await listed.json()).items as Item[]
  target = items.find((item) => item.stage === 'fondeo' && item.amountCents !== null)!
  expect(target, 'an application in fondeo pending assignment').toBeDefined()
})

test.beforeEach(async ({ page }) => {
  await signIn(page, comite)
})

test('the funding list shows applications by funding status', async ({ page }) => {
  await page.goto('/apps/fondeos/solicitudes/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Fondeo de solicitudes' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Navegación principal' })
  await expect(nav.getByRole('link', { name: 'Fondeo de solicitudes', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Fondeadores', exact: true })).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Fondeo de solicitudes' }).locator('tbody tr').first(),
  ).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'funding-list-light')
  await shotThemes(page, 'funding-list', () => settled(page))
})

test('assign a funder’s line, disburse by SPEI and advance to póliza', async ({ page }) => {
  await page.goto(`/apps/fondeos/solicitudes/detail/${target.folio}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Fondeo de la solicitud ${target.folio}` }),
  ).toBeVisible()
  await expect(page.getByText('Sin fondeador asignado. Elige una línea elegible abajo.')).toBeVisible()
  // The ended BBVA line says why it cannot fund this credit.
  await expect(page.getByText(/La línea no está vigente/).first()).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'funding-detail-pending-light')

  await page.getByRole('button', { name: 'Asignar a Fondo Propio, Capital propio', exact: true }).click()
  await expect(page.getByText(/^Asignada a Fondo Propio · Capital propio por/)).toBeVisible()
  await page.getByRole('button', { name: 'Registrar disposición', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Disposición de la solicitud ${target.folio}` })
  await expect(dialog.getByText(/CLABE \d{18}/)).toBeVisible()
  await dialog.getByLabel('Clave de rastreo SPEI').fill(`E2E${target.folio}FONDEO`)
  await dialog.getByRole('button', { name: 'Registrar disposición' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(new RegExp(`clave E2E${target.folio}FONDEO`))).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'funding-detail-disbursed-light')
  await shotThemes(page, 'funding-detail-disbursed', async () => {
    await expect(page.getByText(new RegExp(`E2E${target.folio}FONDEO`)).first()).toBeVisible()
    await settled(page)
  })

  // The file's Fondeo tab, then the move to póliza (gate funded holds now).
  await page.goto(`/apps/solicitudes/${target.origin}/${target.applicationId}?tab=funding`)
  await settled(page)
  await expect(page.getByText('Fondeador: Fondo Propio · Capital propio', { exact: false })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'Avanzar a Póliza' }).click()
  const move = page.getByRole('dialog')
  await move.getByRole('button', { name: 'Avanzar' }).click()
  await expect(page.getByText('La solicitud pasó a Póliza')).toBeVisible({ timeout: 20_000 })
})

test('the disbursed application is in the funding list, and the loans list filters by funder', async ({
  page,
}) => {
  await page.goto(`/apps/fondeos/solicitudes/list?status=disbursed&q=${target.folio}`)
  const rows = page.getByRole('table', { name: 'Fondeo de solicitudes' }).locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Dispuesta')
  await expect(rows.first()).toContainText('Fondo Propio')

  await page.goto('/apps/solicitudes/loans')
  await page.getByRole('combobox', { name: 'Fondeador' }).click()
  await page.getByRole('option', { name: 'Banorte', exact: true }).click()
  await expect(page.getByRole('option')).toHaveCount(0)
  const loans = page.locator('tbody tr')
  await expect(loans.first()).toContainText('Banorte')
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'funding-loans-by-funder-light')
})

test('funders and their lines: amount, used and available', async ({ page }) => {
  await page.goto('/apps/fondeos/fondeadores')
  await expect(page.getByRole('heading', { level: 1, name: 'Fondeadores' })).toBeVisible()
  await page.getByRole('link', { name: 'Banorte', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Banorte' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Líneas de crédito' })).toContainText('BC Score desde 620')
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'funding-funder-light')
})
