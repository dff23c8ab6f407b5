import { expect, test } from '@playwright/test'
import { expectAccessible, signIn, users } from './helpers'
import { passFamilies } from './demo-family-pass'

/** The demo area's store settings and UI pages (issue 19): what each one does, and each in light, dark, Arabic. */

test.beforeEach(async ({ page }) => {
  await signIn(page, users.admin)
})

test('store settings save every tab on the API; a wrong field opens its tab', async ({ page }) => {
  test.setTimeout(90_000)
  const session = await signIn(page, users.admin)
  await page.goto('/apps/ecommerce/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes de la tienda' })).toBeVisible()
  const name = page.getByRole('textbox', { name: 'Nombre de la tienda' })
  await expect(name).not.toHaveValue('')
  await name.fill('Refacciones e2e')
  await page.getByRole('tab', { name: 'Envíos' }).click()
  await expect(page).toHaveURL(/tab=shipping/)
  await page.getByRole('textbox', { name: 'Tarifa nacional' }).fill('175.50')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText('Ajustes guardados.')).toBeVisible()
  const stored = await page.request.get('/api/apps/ecommerce/settings', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  })
  expect(await stored.json()).toMatchObject({ storeName: 'Refacciones e2e', domesticRateCents: 17_550 })
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Tarifa nacional' })).toHaveValue(/175[.,]50/)

  // A wrong e-mail while on the Payments tab: the save opens Store details and words the field.
  await page.getByRole('tab', { name: 'Datos de la tienda' }).click()
  await page.getByRole('textbox', { name: 'Correo de contacto' }).fill('no-es-correo')
  await page.getByRole('tab', { name: 'Pagos' }).click()
  for (const method of [
    'Tarjeta de crédito o débito',
    'PayPal',
    'Transferencia bancaria',
    'Pago contra entrega',
  ]) {
    const toggle = page.getByRole('switch', { name: method })
    if (await toggle.isChecked()) await toggle.click()
  }
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByRole('tab', { name: 'Datos de la tienda' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('El correo no es válido.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Correo de contacto' }).fill('tienda@demo.com')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByRole('tab', { name: 'Pagos' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Activa al menos 1.')).toBeVisible()
  await expectAccessible(page)
})

test('a dialog example validates its form and sends nothing', async ({ page }) => {
  await page.goto('/pages/dialog-examples')
  await page
    .getByRole('heading', { level: 2, name: 'Agregar tarjeta' })
    .locator('..')
    .getByRole('button', { name: 'Abrir' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Agregar tarjeta' })
  await dialog.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242 4242 4242 4241')
  await dialog.getByRole('textbox', { name: 'Nombre en la tarjeta' }).fill('Ana López')
  await dialog.getByRole('textbox', { name: 'Vencimiento' }).fill('12/40')
  await dialog.getByRole('textbox', { name: 'CVV' }).fill('123')
  await dialog.getByRole('button', { name: 'Agregar' }).click()
  await expect(dialog.getByText('El número de tarjeta no es válido.')).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242 4242 4242 4242')
  await dialog.getByRole('button', { name: 'Agregar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Demo: «Agregar tarjeta» es válido; no se envió nada.')).toBeVisible()
})

test('the icon gallery searches; extensions reorder a list and count words', async ({ page }) => {
  await page.goto('/pages/icons')
  await page.getByRole('textbox', { name: 'Buscar icono' }).fill('shipp')
  await expect(page.getByText('1 icono', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copiar LocalShipping' })).toBeVisible()

  await page.goto('/extensions')
  const tasks = page.getByRole('list', { name: 'Tareas en orden' }).getByRole('listitem')
  await expect(tasks.first()).toContainText('Tarea 1')
  await page.getByRole('button', { name: 'Bajar Tarea 1' }).click()
  await expect(tasks.nth(0)).toContainText('Tarea 2')
  await expect(tasks.nth(1)).toContainText('Tarea 1')
  await expect(page.getByText(/^\d+ palabras$/)).toBeVisible()
})

/** The new screens, each in light, dark and Arabic (right to left). */
const families: Array<[name: string, path: string]> = [
  ['settings', '/apps/ecommerce/settings'],
  ['cards', '/pages/cards?tab=statistics'],
  ['icons', '/pages/icons'],
  ['typography', '/pages/typography'],
  ['dialogs', '/pages/dialog-examples'],
  ['components', '/components'],
  ['forms', '/forms/form-layouts'],
  ['charts', '/charts'],
  ['extensions', '/extensions'],
]

test('the UI pages and settings in light, dark and Arabic', async ({ page }) => {
  // Nine screens three times over, with axe twice each: about half a minute a screen on a busy machine.
  test.setTimeout(600_000)
  await passFamilies(page, families)
})
