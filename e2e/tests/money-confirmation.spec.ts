import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, signIn } from './helpers'

/**
 * Issue 38: a money move asks for confirmation. Treasury (tesoreria@demo.com) chooses a line for an
 * application in fondeo: a summary names the amount the line takes, the funder and line and the line's
 * available amount before and after; cancelling leaves the application unassigned, confirming assigns it.
 * The summary is looked at in Spanish and in Arabic (right to left).
 */

const treasurer = { email: 'tesoreria@demo.com', password: 'tesoreria' }

test.describe.configure({ mode: 'serial', timeout: 180_000 })

interface Item {
  folio: number
  stage: string
  amountCents: number | null
}
let target: Item

const money = (cents: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100)

async function settled(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/v1/allies/login/', { data: treasurer })
  expect(login.status(), await login.text()).toBe(201)
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` }
  const listed = await request.get('/api/v1/funding/applications?status=pending&itemsPerPage=100', {
    headers,
  })
  expect(listed.status(), await listed.text()).toBe(200)
  // The last pending one: the funding specs take the first.
  const items = ((await listed.json()).items as Item[]).filter(
    (item) => item.stage === 'fondeo' && item.amountCents !== null,
  )
  target = items.at(-1)!
  expect(target, 'an application in fondeo pending assignment').toBeDefined()
})

test('assigning a line asks first: cancel leaves nothing, confirm assigns', async ({ page }) => {
  await signIn(page, treasurer)
  await page.goto(`/apps/fondeos/solicitudes/detail/${target.folio}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Fondeo de la solicitud ${target.folio}` }),
  ).toBeVisible({ timeout: 30_000 })
  await settled(page)
  const notAssigned = page.getByText('Sin fondeador asignado. Elige una línea elegible abajo.')
  await expect(notAssigned).toBeVisible()
  const assignButton = page.getByRole('button', {
    name: 'Asignar a Fondo Propio, Capital propio',
    exact: true,
  })
  const dialog = page.getByRole('dialog', { name: `¿Asignar la solicitud ${target.folio} a esta línea?` })

  await assignButton.click()
  const summary = dialog.getByRole('table', { name: 'Resumen del movimiento' })
  await expect(summary.getByRole('row', { name: /Monto que toma la línea/ })).toContainText(
    money(target.amountCents!),
  )
  await expect(summary.getByRole('row', { name: /Fondeador y línea/ })).toContainText(
    'Fondo Propio · Capital propio',
  )
  await expect(summary.getByRole('row', { name: /Disponible después de asignar/ })).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: '/tmp/money-ux-assign-es.png', animations: 'disabled' })

  // Cancel: nothing assigned.
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  await page.reload()
  await expect(notAssigned).toBeVisible({ timeout: 30_000 })

  // The same summary in Arabic, right to left (figures in Latin digits, isolated).
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"ar"'))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await settled(page)
  await page
    .getByRole('button', { name: /Fondo Propio/ })
    .first()
    .click()
  await expect(page.getByRole('dialog').getByRole('table')).toContainText(money(target.amountCents!))
  await expectAccessible(page)
  await page.screenshot({ path: '/tmp/money-ux-assign-ar.png', animations: 'disabled' })
  await page.getByRole('dialog').getByRole('button').first().click()
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"es"'))
  await page.reload()
  await expect(notAssigned).toBeVisible({ timeout: 30_000 })

  // Confirm: assigned.
  await assignButton.click()
  await dialog.getByRole('button', { name: 'Asignar', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/^Asignada a Fondo Propio · Capital propio por/)).toBeVisible()
})
