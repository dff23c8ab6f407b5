import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, shotThemes, signIn } from './helpers'

/**
 * Funding with four eyes (issues 15 and 30): treasury (tesoreria@demo.com) assigns an application in fondeo
 * to a funder's line (the ended BBVA line shows why it cannot) and asks for the SPEI disbursement; nothing is
 * booked yet and the asker cannot approve their own request; a second treasurer approves it in the approvals
 * queue, and on reload the funding detail shows the disbursement booked; the loans list filters by funder.
 */

const treasurer = { email: 'tesoreria@demo.com', password: 'tesoreria' }
const secondTreasurer = { email: 'tesoreria2@demo.com', password: 'tesoreria' }

// Four builders share two cores: axe on a full list takes a while here.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

interface Item {
  applicationId: number
  origin: string
  folio: number
  stage: string
  amountCents: number | null
}
let target: Item
const spei = () => `E2E${target.folio}FONDEO`

async function settled(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

/** Signs out the current user (cookies and stored session) and signs in another one. */
async function switchTo(page: Page, user: { email: string; password: string }) {
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  return signIn(page, user)
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/v1/allies/login/', { data: treasurer })
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

test('treasury sees the funding list by funding status', async ({ page }) => {
  await signIn(page, treasurer)
  await page.goto('/apps/fondeos/solicitudes/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Fondeo de solicitudes' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Navegación principal' })
  await expect(nav.getByRole('link', { name: 'Fondeo de solicitudes', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: /Aprobaciones/ })).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Fondeo de solicitudes' }).locator('tbody tr').first(),
  ).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'funding-list-light')
})

test('treasury assigns a line and asks for the disbursement; it waits, and the asker cannot approve it', async ({
  page,
}) => {
  await signIn(page, treasurer)
  await page.goto(`/apps/fondeos/solicitudes/detail/${target.folio}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Fondeo de la solicitud ${target.folio}` }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Sin fondeador asignado. Elige una línea elegible abajo.')).toBeVisible()
  // The ended BBVA line says why it cannot fund this credit.
  await expect(page.getByText(/La línea no está vigente/).first()).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'funding-detail-pending-light')

  await page.getByRole('button', { name: 'Asignar a Fondo Propio, Capital propio', exact: true }).click()
  // Issue 38: a money move is confirmed on its summary first.
  await page
    .getByRole('dialog', { name: `¿Asignar la solicitud ${target.folio} a esta línea?` })
    .getByRole('button', { name: 'Asignar', exact: true })
    .click()
  await expect(page.getByText(/^Asignada a Fondo Propio · Capital propio por/)).toBeVisible()
  await page.getByRole('button', { name: 'Registrar disposición', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Disposición de la solicitud ${target.folio}` })
  await expect(dialog.getByText(/CLABE \d{18}/)).toBeVisible()
  await dialog.getByLabel('Clave de rastreo SPEI').fill(spei())
  await dialog.getByRole('button', { name: 'Registrar disposición' }).click()
  await dialog.getByRole('button', { name: 'Solicitar disposición' }).click()
  await expect(dialog).toBeHidden()
  // Asked, not booked: the detail says it waits for a second treasurer and offers no second request.
  await expect(page.getByText(/La disposición espera la aprobación de una segunda persona/)).toBeVisible()
  await expect(page.getByText(new RegExp(`clave ${spei()}`))).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Registrar disposición', exact: true })).toHaveCount(0)
  await settled(page)
  await shot(page, 'funding-detail-waiting-light')

  // The asker's own request in the queue: approve is off and says why; withdrawing is theirs.
  await page.getByRole('link', { name: 'Ver aprobaciones' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Aprobaciones' })).toBeVisible({ timeout: 30_000 })
  const row = page.getByRole('row').filter({ hasText: spei() })
  await expect(row).toContainText('Dispersión')
  await expect(row).toContainText('Teresa Tesorería Montes')
  await expect(row.getByRole('button', { name: /^Aprobar Dispersión/ })).toBeDisabled()
  await expect(row.getByRole('button', { name: 'Retirar' })).toBeEnabled()
  await settled(page)
  await shot(page, 'funding-approvals-asker-light')
})

test('a second treasurer approves it in the queue; reload shows the disbursement booked', async ({
  page,
}) => {
  await signIn(page, secondTreasurer)
  await page.goto('/apps/approvals?status=pending')
  await expect(page.getByRole('heading', { level: 1, name: 'Aprobaciones' })).toBeVisible({ timeout: 30_000 })
  const row = page.getByRole('row').filter({ hasText: spei() })
  await expect(row).toContainText('Teresa Tesorería Montes', { timeout: 30_000 })
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'funding-approvals-queue-light')
  await shotThemes(page, 'funding-approvals-queue', async () => {
    await expect(page.getByRole('row').filter({ hasText: spei() })).toBeVisible()
    await settled(page)
  })
  await row.getByRole('button', { name: /^Aprobar Dispersión/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Aprobar la solicitud' })
  await dialog.getByLabel('Nota (opcional)').fill('Clave SPEI cotejada con el banco')
  await dialog.getByRole('button', { name: 'Aprobar' }).click()
  await expect(page.getByText('Solicitud aprobada y ejecutada.')).toBeVisible({ timeout: 20_000 })

  // The asker reloads their funding detail: the disbursement is booked with its SPEI key.
  await switchTo(page, treasurer)
  await page.goto(`/apps/fondeos/solicitudes/detail/${target.folio}`)
  await expect(page.getByText(new RegExp(`clave ${spei()}`))).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/La disposición espera la aprobación/)).toHaveCount(0)
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'funding-detail-disbursed-light')
  await shotThemes(page, 'funding-detail-disbursed', async () => {
    await expect(page.getByText(new RegExp(spei())).first()).toBeVisible()
    await settled(page)
  })
})

test('the disbursed application is in the funding list, and the loans list filters by funder', async ({
  page,
}) => {
  await signIn(page, treasurer)
  await page.goto(`/apps/fondeos/solicitudes/list?status=disbursed&q=${target.folio}`)
  const rows = page.getByRole('table', { name: 'Fondeo de solicitudes' }).locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Dispuesta')
  await expect(rows.first()).toContainText('Fondo Propio')

  // The loans list belongs to readers of Documentos (treasury reads them too).
  await page.goto('/apps/solicitudes/loans')
  await page.getByRole('combobox', { name: 'Fondeador' }).click()
  await page.getByRole('option', { name: 'Banorte', exact: true }).click()
  await expect(page.getByRole('option')).toHaveCount(0)
  const loans = page.locator('tbody tr')
  await expect(loans.first()).toContainText('Banorte')
  await settled(page)
  await shot(page, 'funding-loans-by-funder-light')
})

test('funders and their lines: amount, used and available', async ({ page }) => {
  await signIn(page, treasurer)
  await page.goto('/apps/fondeos/fondeadores')
  await expect(page.getByRole('heading', { level: 1, name: 'Fondeadores' })).toBeVisible()
  await page.getByRole('link', { name: 'Banorte', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Banorte' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Líneas de crédito' })).toContainText('BC Score desde 620')
  await settled(page)
  await shot(page, 'funding-funder-light')
})
