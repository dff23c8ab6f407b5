import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn } from './helpers'

/**
 * Issue 34, the books' screens as the demo's accountant sees them: the chart with its SAT codes, the journal with
 * its filters, the trial balance, the statements, the reconciliation and the month-end close, each accessible and
 * photographed (e2e/screenshots/accounting-*.png).
 */
const accountant = { email: 'contabilidad@demo.com', password: 'contabilidad' }

async function settled(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

test('the books: chart, journal, trial balance, statements, reconciliation and close', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, accountant)

  await page.goto('/apps/contabilidad/cuentas')
  await settled(page, 'Catálogo de cuentas')
  await expect(page.getByRole('cell', { name: '102.01' })).toBeVisible()
  const chart = page.getByRole('table', { name: 'Catálogo de cuentas' })
  await expect(chart.getByRole('cell', { name: 'IVA trasladado cobrado' })).toBeVisible()
  // Each product's account per slot: the portfolio differs by product.
  const mappings = page.getByRole('table', { name: 'Cuentas por concepto y producto' })
  await expect(
    mappings.getByRole('row', { name: /Cartera vigente 1300\.01 1300\.02 1300\.03/ }),
  ).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'accounting-chart')

  await page.goto('/apps/contabilidad/polizas')
  await settled(page, 'Pólizas')
  await expect(page.getByRole('button', { name: 'Nuevo ajuste' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'accounting-journal')

  await page.goto('/apps/contabilidad/balanza')
  await settled(page, 'Balanza de comprobación')
  await expect(page.getByText('Cuadra: cargos = abonos')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'accounting-trial-balance')

  await page.goto('/apps/contabilidad/estados')
  await settled(page, 'Estados financieros')
  await expect(page.getByRole('heading', { name: 'Balance general' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'accounting-statements')

  await page.goto('/apps/contabilidad/conciliacion')
  await settled(page, 'Conciliación')
  await expectAccessible(page)
  await shot(page, 'accounting-reconciliation')

  await page.goto('/apps/contabilidad/cierre')
  await settled(page, 'Cierre de mes')
  await expect(page.getByRole('columnheader', { name: 'Revisión' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'accounting-periods')
})
