import { readFile } from 'node:fs/promises'
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

test("closing a month stores its package; the SAT's balanza downloads under its own name", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, accountant)
  await page.goto('/apps/contabilidad/cierre')
  await settled(page, 'Cierre de mes')
  // The oldest open month (the list is newest first): the demo's books reconcile on every past month end.
  const closeButtons = page.getByRole('button', { name: /^Cerrar \d{4}-\d{2}$/ })
  await expect(closeButtons.first()).toBeVisible()
  const oldest = closeButtons.last()
  const period = ((await oldest.getAttribute('aria-label')) ?? '').replace('Cerrar ', '')
  await oldest.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click()
  await expect(page.getByText(`${period} quedó cerrado`)).toBeVisible({ timeout: 30_000 })

  const packages = page.getByRole('table', { name: 'Paquetes de los meses cerrados' })
  const row = packages.getByRole('row').filter({ hasText: period })
  await expect(row.getByRole('button', { name: `Descargar Balanza SAT (XML) de ${period}` })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'accounting-period-packages')

  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: `Descargar Balanza SAT (XML) de ${period}` }).click()
  const file = await download
  const [year, month] = period.split('-')
  expect(file.suggestedFilename()).toBe(`MFI1903147T2${year}${month}BN.xml`)
  const path = await file.path()
  const xml = await readFile(path, 'utf8')
  expect(xml).toContain('<BCE:Balanza')
  expect(xml).toContain(`Mes="${month}" Anio="${year}"`)
  expect(xml).toContain('TipoEnvio="N"')

  // The SAT's request for the month's pólizas: the type and the audit order's number, refused on its field.
  await row.getByRole('button', { name: `Pólizas de ${period} para una solicitud del SAT` }).click()
  const request = page.getByRole('dialog', { name: `Pólizas de ${period} para el SAT` })
  await request.getByRole('button', { name: 'Descargar XML' }).click()
  await expect(request.getByText(/obligatorio|requerido/i).first()).toBeVisible()
  await request.getByLabel('Número de orden (AF, FC)').fill('ABC1234567/20')
  await expectAccessible(page)
  const polizasDownload = page.waitForEvent('download')
  await request.getByRole('button', { name: 'Descargar XML' }).click()
  const polizas = await readFile(await (await polizasDownload).path(), 'utf8')
  expect(polizas).toContain('TipoSolicitud="AF" NumOrden="ABC1234567/20"')
  await expect(request).toBeHidden()
  // Nothing of the month was booked after its close: no complementaria balanza.
  await row.getByRole('button', { name: `Guardar la balanza complementaria de ${period}` }).click()
  await expect(page.getByText('Ningún movimiento de ese mes se registró después de su cierre.')).toBeVisible()
})

test('a mapping change is proposed with its reason and waits for a second person', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, accountant)
  await page.goto('/apps/contabilidad/cuentas')
  await settled(page, 'Catálogo de cuentas')
  await page.getByRole('button', { name: 'Proponer un cambio' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cambiar la cuenta de un concepto' })
  await dialog.getByRole('combobox', { name: 'Producto' }).click()
  await page.getByRole('option', { name: 'Moto' }).click()
  await dialog.getByRole('combobox', { name: 'Concepto' }).click()
  await page.getByRole('option', { name: 'Otras comisiones', exact: true }).click()
  await expect(dialog.getByText('Cuenta actual: 5104')).toBeVisible()
  await dialog.getByRole('combobox', { name: 'Nueva cuenta' }).click()
  await page.getByRole('option', { name: /^5103 / }).click()
  await dialog
    .getByRole('textbox', { name: 'Motivo' })
    .fill('Las comisiones de moto se reconocen como de apertura')
  await expectAccessible(page)
  await shot(page, 'accounting-mapping-change')
  await dialog.getByRole('button', { name: 'Enviar a aprobación' }).click()
  await expect(page.getByText('El cambio quedó pendiente de aprobación')).toBeVisible()
  await expect(page.getByText('Moto · Otras comisiones → 5103')).toBeVisible()
})
