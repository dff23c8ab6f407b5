import { expect, test } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'
import { passFamilies, stillFrames } from './demo-family-pass'

/** The demo families of issue 19's second half: wizards, academy, store, front pages and the register steps. */

test.beforeEach(async ({ page }) => {
  await signIn(page, users.admin)
})

test('the create-deal wizard refuses each wrong step and completes with the exact discount', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/wizard-examples/create-deal')
  const next = page.getByRole('button', { name: 'Siguiente' })
  await next.click()
  await expect(page.getByText('Este dato es obligatorio.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Descuento (%)' }).fill('15')
  await next.click()
  await expect(page.getByRole('heading', { name: 'Detalles' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Título' }).fill('Buen Fin')
  await page.getByRole('textbox', { name: 'Código' }).fill('BUENFIN26')
  await page.getByLabel('Inicio', { exact: true }).fill('2026-11-20')
  await page.getByLabel('Fin', { exact: true }).fill('2026-11-19')
  await next.click()
  await expect(page.getByText('El fin no puede ser antes del inicio.')).toBeVisible()
  await page.getByLabel('Fin', { exact: true }).fill('2026-11-30')
  await next.click()
  await expect(page.getByRole('heading', { name: 'Uso' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Usos máximos' }).fill('100')
  await page.getByRole('textbox', { name: 'Compra mínima' }).fill('1000')
  await next.click()
  await expect(page.getByRole('heading', { name: 'Revisión' })).toBeVisible()
  // 15 % of 2 499.00 = 374.85; pays 2 124.15.
  await expect(page.getByText(/descuenta .*374[.,]85.*paga .*2[.,\s]?124[.,]15/)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Publicar promoción' }).click()
  await expect(page.getByText(/Promoción BUENFIN26 lista/)).toBeVisible()
  await shot(page, 'demo-create-deal-done', stillFrames)
})

test('the register v1 steps end on a summary that says no account was created', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/pages/auth/register-multi-steps-v1')
  const next = page.getByRole('button', { name: 'Siguiente' })
  await page.getByRole('textbox', { name: 'Usuario' }).fill('ana.lopez')
  await page.getByRole('textbox', { name: 'Correo' }).fill('ana@example.com')
  await page.getByLabel('Contraseña (10 caracteres o más)').fill('una-clave-larga')
  await page.getByLabel('Confirmar contraseña').fill('otra-clave-larga')
  await next.click()
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible()
  await page.getByLabel('Confirmar contraseña').fill('una-clave-larga')
  await next.click()
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana')
  await page.getByRole('textbox', { name: 'Apellidos' }).fill('López')
  await page.getByRole('textbox', { name: 'Teléfono (10 dígitos)' }).fill('5512345678')
  await page.getByRole('textbox', { name: 'Código postal' }).fill('06600')
  await next.click()
  await next.click()
  await expect(page.getByText('Debes aceptar los términos.')).toBeVisible()
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check()
  await next.click()
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page.getByText(/no se creó ninguna cuenta para ana@example.com/)).toBeVisible()
})

test('a lesson marked done stays done after a reload', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/apps/academy/course-details')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Amortización por el método francés' }),
  ).toBeVisible()
  const lesson = page.getByRole('checkbox', { name: /^3\. Construir la tabla paso a paso/ })
  const toggle = async () => {
    const saved = page.waitForResponse((r) => r.url().includes('/progress') && r.request().method() === 'PUT')
    // A click, not check(): the box turns checked when the server's answer arrives, not on the click itself.
    await lesson.click()
    expect((await saved).status()).toBe(200)
  }
  // The seed marks lessons 1 and 2 of 5; an earlier run on the same server may have left lesson 3 marked.
  if (await lesson.isChecked()) await toggle()
  await expect(page.getByText('2 de 5 lecciones (40 %)')).toBeVisible()
  await toggle()
  await expect(page.getByText('3 de 5 lecciones (60 %)')).toBeVisible()
  await page.reload()
  await expect(lesson).toBeChecked()
  await shot(page, 'demo-course-details-light', stillFrames)
  await toggle()
  await expect(page.getByText('2 de 5 lecciones (40 %)')).toBeVisible()
})

test('a product is refused field by field, then saved and listed', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/apps/ecommerce/products/add')
  const save = page.getByRole('button', { name: 'Guardar' })
  await save.click()
  await expect(page.getByText('Este dato es obligatorio.').first()).toBeVisible()
  const sku = `E2E-${Date.now()}`
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Portabicicletas')
  await page.getByRole('textbox', { name: 'SKU' }).fill(sku)
  await page.getByRole('combobox', { name: 'Categoría' }).click()
  await page.getByRole('option', { name: 'Accesorios' }).click()
  await save.click()
  // The price is missing: the Comercial sub-page opens on it.
  await expect(page.getByRole('tab', { name: 'Comercial' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('1200')
  await page.getByRole('textbox', { name: 'Precio de oferta' }).fill('1500')
  await page.getByRole('spinbutton', { name: 'Existencias' }).fill('3')
  await save.click()
  await expect(page.getByText('El precio de oferta debe ser menor que el precio.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Precio de oferta' }).fill('999')
  await save.click()
  await expect(page.getByText(`Producto Portabicicletas (${sku}) guardado`)).toBeVisible()
  await expect(page.getByText(`Portabicicletas · ${sku}`)).toBeVisible()
  await page.goto('/apps/ecommerce/products/category-list')
  await expect(page.getByRole('table', { name: 'Categorías de producto' })).toContainText('Accesorios')
  await expectAccessible(page)
})

/** One screen per family, in light, dark and Arabic (right to left). */
const families: Array<[name: string, path: string]> = [
  ['create-deal', '/wizard-examples/create-deal'],
  ['property-listing', '/wizard-examples/property-listing'],
  ['academy', '/apps/academy/dashboard'],
  ['my-course', '/apps/academy/my-course'],
  ['product-add', '/apps/ecommerce/products/add'],
  ['categories', '/apps/ecommerce/products/category-list'],
  ['landing', '/front-pages/landing'],
  ['register-v2', '/pages/auth/register-multi-steps-v2'],
]

test('each new family in light, dark and Arabic', async ({ page }) => {
  test.setTimeout(240_000)
  await passFamilies(page, families)
})
