import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'

/**
 * Issue 33, the lender's settings: an administrator adds a non-business day to the holiday calendar (with its
 * reason, confirmed), sees it beside the official holidays and removes it; edits the UNE contact the documents
 * print and sees it saved after a reload. A client may open neither screen.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

// Each test opens a screen's chunk for the first time on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 })
const firstPaint = { timeout: 30_000 }

test('an administrator adds a non-business day with its reason, sees it and removes it', async ({ page }) => {
  const { accessToken } = await signIn(page, users.admin)
  // A day of a year no other spec touches; a change left by an earlier run is undone first.
  await page.request.delete('/api/v1/business-calendar/adjustments/2031-06-05', {
    headers: bearer(accessToken),
  })
  await page.goto('/apps/business-calendar?year=2031')
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario de días inhábiles' })).toBeVisible(
    firstPaint,
  )
  const table = page.getByRole('table', { name: 'Días inhábiles del año' })
  // The law's holidays of 2031: 16 Sep is Independence Day.
  await expect(
    table.getByRole('row', { name: /16 sep 2031.*Día de la Independencia.*Oficial/ }),
  ).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Agregar día inhábil' }).click()
  const dialog = page.getByRole('dialog', { name: 'Agregar un día inhábil' })
  await expect(dialog.getByText(/pasarán al siguiente día hábil/)).toBeVisible()
  await dialog.getByLabel('Fecha').fill('2031-06-05')
  // The reason is required: the contract's code, worded, on its field.
  await dialog.getByRole('button', { name: 'Agregar el día inhábil' }).click()
  await expect(dialog.getByText('Campo obligatorio')).toBeVisible()
  await dialog.getByLabel('Motivo').fill('Aviso de la CNBV: jornada electoral')
  await dialog.getByRole('button', { name: 'Agregar el día inhábil' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'ahora es día inhábil' })).toBeVisible()
  const added = table.getByRole('row', {
    name: /5 jun 2031.*Día inhábil agregado.*Agregado.*jornada electoral/,
  })
  await expect(added).toBeVisible()
  await shot(page, 'business-calendar')

  // Removing it asks first; then the day is gone from the list.
  await added.getByRole('button', { name: /Quitar el cambio del 5 jun 2031/ }).click()
  const confirm = page.getByRole('dialog', { name: /¿Quitar el cambio del 5 jun 2031\?/ })
  await confirm.getByRole('button', { name: 'Quitar el cambio' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(table.getByRole('row', { name: /5 jun 2031/ })).toHaveCount(0)
})

const uneField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true })

test('an administrator edits the UNE contact and sees it saved', async ({ page }) => {
  const { accessToken } = await signIn(page, users.admin)
  const original = await (
    await page.request.get('/api/v1/lender-profile', { headers: bearer(accessToken) })
  ).json()
  await page.goto('/apps/lender-profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Identidad del otorgante y UNE' })).toBeVisible(
    firstPaint,
  )
  await expect(page.getByText('La carátula de cada contrato de crédito.')).toBeVisible()
  await expectAccessible(page)

  // A bad RFC is refused on its field before anything is sent.
  await uneField(page, 'RFC').fill('XYZ')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Escribe un RFC de persona moral válido (12 caracteres).')).toBeVisible()
  await uneField(page, 'RFC').fill(original.rfc)

  await uneField(page, 'Teléfono de la UNE').fill('55 1234 5678 ext. 33')
  await uneField(page, 'Horario de atención').fill('lunes a sábado de 8:00 a 20:00 h')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Se guardaron los datos del otorgante' }),
  ).toBeVisible()
  await shot(page, 'lender-profile')

  await page.reload()
  await expect(uneField(page, 'Teléfono de la UNE')).toHaveValue('55 1234 5678 ext. 33')
  await expect(uneField(page, 'Horario de atención')).toHaveValue('lunes a sábado de 8:00 a 20:00 h')
  const saved = await (
    await page.request.get('/api/v1/lender-profile', { headers: bearer(accessToken) })
  ).json()
  expect(saved.une.phone).toBe('55 1234 5678 ext. 33')
  expect(saved.version).toBe(original.version + 1)

  // The next specs' documents print the installation's own contact again.
  const { legalName, shortName, rfc, address, concentratingAccount, fiscal, version } = saved
  const restored = await page.request.put('/api/v1/lender-profile', {
    headers: bearer(accessToken),
    data: { legalName, shortName, rfc, address, une: original.une, concentratingAccount, fiscal, version },
  })
  expect(restored.status()).toBe(200)
})

test('a client may open neither settings screen', async ({ page }) => {
  await signIn(page, users.client)
  await page.goto('/apps/business-calendar')
  await expect(page).toHaveURL(/not-authorized/, firstPaint)
  await page.goto('/apps/lender-profile')
  await expect(page).toHaveURL(/not-authorized/, firstPaint)
})
