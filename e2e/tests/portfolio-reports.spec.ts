import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'

/**
 * The portfolio reports (issue 36): the risk committee's and board's reports open with their charts and tables
 * as of the business date, another as-of date keeps them, and the monthly package's recipients are saved.
 */
const contabilidad = { email: 'contabilidad@demo.com', password: 'contabilidad' }

async function settled(page: Page) {
  // The reports replay each loan at 13 month ends where the end of day kept no snapshot (the demo's): seconds
  // on a busy machine before the route's data settles.
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes de cartera' })).toBeVisible({
    timeout: 60_000,
  })
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 })
}

test('the monthly reports open with charts and tables beside them', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, users.admin)
  await page.goto('/apps/reportes-cartera')
  await settled(page)
  for (const name of [
    'Cartera por bucket',
    'IMOR y PAR por cierre de mes',
    'Cosechas',
    'Tasas de rodamiento',
    'Castigos y recuperaciones',
    'Estimaciones preventivas',
    'Concentración por aliado',
    'Concentración por producto',
    'Concentración por región',
  ]) {
    const region = page.getByRole('region', { name, exact: true })
    await expect(region).toBeVisible()
    await expect(region.getByRole('table')).toBeVisible()
  }
  // The charts are drawn (an SVG with its series) in the reports that have one; a legend's mark may be a
  // zero-height path, so the first visible one.
  await expect(
    page.getByRole('region', { name: 'Cartera por bucket', exact: true }).locator('svg rect').first(),
  ).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Tasas de rodamiento', exact: true })
      .locator('svg path')
      .filter({ visible: true })
      .first(),
  ).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Cosechas', exact: true })
      .locator('svg path')
      .filter({ visible: true })
      .first(),
  ).toBeVisible()
  await shot(page, 'portfolio-reports-light')
  await expectAccessible(page)

  const pdf = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Descargar PDF' }).click()
  expect((await pdf).suggestedFilename()).toMatch(/^reportes-cartera-\d{4}-\d{2}-\d{2}\.pdf$/)
})

test('contabilidad keeps the list of the monthly package', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, contabilidad)
  await page.goto('/apps/reportes-cartera')
  await settled(page)
  await page.getByRole('link', { name: 'Destinatarios del paquete mensual' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Paquete mensual de cartera' })).toBeVisible()
  const box = page.getByRole('textbox', { name: 'Correos' })
  await box.fill('no es correo')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Hay un correo que no es válido.')).toBeVisible()
  await box.fill('consejo@demo.com\nriesgos@demo.com')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Se guardaron los destinatarios.')).toBeVisible()
  await expectAccessible(page)
})
