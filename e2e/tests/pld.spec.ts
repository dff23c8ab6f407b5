import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, shotThemes, signIn } from './helpers'

/**
 * Money-laundering prevention (issue 36): the compliance officer opens the alerts queue, reads why the seeded
 * alert matched (the applicant one letter away from a name on the UIF list), and clears it with a reason; the
 * lists and the reports screens open.
 */
const officer = { email: 'cumplimiento@demo.com', password: 'cumplimiento' }
const stillFrames = { animations: 'disabled' } as const
const settled = (page: Page) => expect(page.getByRole('progressbar')).toHaveCount(0)

test('a compliance officer clears an alert with a reason', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, officer)
  await page.goto('/apps/pld/alerts?status=open&list=uif_lpb')
  await expect(page.getByRole('heading', { level: 1, name: 'Alertas de PLD' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Alertas de PLD' })
  const first = table.locator('tbody tr').first()
  await expect(first).toContainText('Lista de Personas Bloqueadas (UIF)')
  await expect(first).toContainText('90')
  await settled(page)
  await shot(page, 'pld-alerts', stillFrames)
  await expectAccessible(page)

  await first.getByRole('link').click()
  await expect(page.getByRole('heading', { name: 'Por qué coincidió' })).toBeVisible()
  await expect(page.getByText('Completa: todas las palabras coinciden')).toBeVisible()
  await expect(page.getByText('Mientras esté abierta, el crédito no puede dispersarse.')).toBeVisible()
  await settled(page)
  await shot(page, 'pld-alert-detail', stillFrames)
  await expectAccessible(page)
  await shotThemes(page, 'pld-alert-detail', () => settled(page), { accessible: true })
  // Arabic in the dark theme too (RTL and contrast together).
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'dark')
    localStorage.setItem('Mesa-language', '"ar"')
  })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await settled(page)
  await shot(page, 'pld-alert-detail-ar-dark', stillFrames)
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', '"es"')
  })
  await page.reload()

  await page.getByRole('button', { name: 'Descartar' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Descartar' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Motivo' })).toHaveAttribute('aria-invalid', 'true')
  await shot(page, 'pld-dismiss-dialog', stillFrames)
  await dialog
    .getByRole('textbox', { name: 'Motivo' })
    .fill('Homónimo: la CURP y la fecha de nacimiento no coinciden con las de la persona bloqueada.')
  await dialog.getByRole('button', { name: 'Descartar' }).click()
  await expect(page.getByRole('status')).toContainText('Se descartó la alerta.')
  await expect(page.getByText('Descartada').first()).toBeVisible()
  await shot(page, 'pld-alert-dismissed', stillFrames)
})

test('the lists and the reports open', async ({ page }) => {
  await signIn(page, officer)
  await page.goto('/apps/pld/lists')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Lista de Personas Bloqueadas (UIF)' }),
  ).toBeVisible()
  await settled(page)
  await shot(page, 'pld-lists', stillFrames)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Importar archivo' }).first().click()
  await expect(page.getByRole('dialog')).toContainText('ID, NOMBRE, TIPO_PERSONA')
  await shot(page, 'pld-import-dialog', stillFrames)
  await page.keyboard.press('Escape')

  await page.goto('/apps/pld/reports')
  await expect(page.getByRole('heading', { level: 2, name: 'Operaciones relevantes' })).toBeVisible()
  await settled(page)
  await shot(page, 'pld-reports', stillFrames)
  await expectAccessible(page)
})
