import { expect, test, type Page } from '@playwright/test'
import { rfcCheckDigit } from '../../packages/contracts/src/allies/rfc'
import { expectAccessible, shot, signIn } from './helpers'

/** Bulk import (issue 20): a CSV with a wrong cell, fixed in the preview, imported, the allies listed. */

test.describe.configure({ timeout: 180_000 })

/** A valid persona-moral RFC; `seed` keeps this run's RFCs apart from earlier runs on the same data. */
function rfc(seed: number) {
  const homoclave = (seed % 1296).toString(36).toUpperCase().padStart(2, '0')
  const day = (Math.floor(seed / 1296) % 28) + 1
  const body = `IME2001${String(day).padStart(2, '0')}${homoclave}`
  return body + rfcCheckDigit(body)
}

const headers = 'Nombre del aliado,Razón social,RFC,Zona,Región,Tipo,Vendedor,Supervisor'
const row = (name: string, key: string, zone = 'Centro') =>
  `${name},${name} SA de CV,${key},${zone},Puebla,Agencia,ventas@demo.com,supervisor@demo.com`

async function pageIn(page: Page, url: string, settings: { theme?: string; language?: string }) {
  await page.evaluate((values) => {
    if (values.theme) localStorage.setItem('Mesa-theme', values.theme)
    if (values.language) localStorage.setItem('Mesa-language', JSON.stringify(values.language))
  }, settings)
  await page.goto(url)
}

test('an administrator imports a CSV with an error, fixes the cell and sees the allies', async ({ page }) => {
  const seed = Date.now() % 36_000
  const tag = `Importado ${seed}`
  const csv = [
    headers,
    row(`${tag} Uno`, rfc(seed)),
    row(`${tag} Dos`, rfc(seed + 1), 'Atlántida'),
    row(`${tag} Tres`, rfc(seed + 2)),
  ].join('\n')
  await signIn(page, { email: 'admin@demo.com', password: 'admin' })
  await page.goto('/apps/imports')
  await expect(page.getByRole('heading', { name: 'Importación masiva', level: 1 })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'imports-home')

  await page.getByLabel('Elegir archivo CSV o XLSX').setInputFiles({
    name: 'aliados.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  })
  await expect(page).toHaveURL(/\/apps\/imports\/\d+$/)
  const detailUrl = page.url()
  // The preview opens on the rows with errors: row 2's zone is not in the catalog.
  await expect(page.getByRole('tab', { name: 'Con errores', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const preview = page.getByRole('table', { name: 'Vista previa de filas' })
  await expect(preview.getByRole('cell', { name: /Atlántida/ })).toContainText('Valor fuera del catálogo')
  await expect(page.getByText('3 filas: 2 listas, 1 con errores')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'imports-preview')

  await preview.getByRole('button', { name: 'Corregir fila 2', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Corregir fila 2' })
  await expect(dialog.getByLabel('Zona')).toHaveValue('Atlántida')
  await dialog.getByLabel('Zona').fill('Centro')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Guardar y revisar' }).click()
  await expect(dialog).toBeHidden()
  await expect(preview.getByText('No hay filas en esta vista.')).toBeVisible()
  await expect(page.getByText('3 filas: 3 listas, 0 con errores')).toBeVisible()

  await page.getByRole('button', { name: 'Importar 3 filas' }).click()
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('status')).toContainText(
    'Creados 3 · actualizados 0 · omitidos 0 · rechazados 0',
  )
  await expectAccessible(page)
  await shot(page, 'imports-done')

  await page.getByRole('link', { name: 'Ver aliados' }).click()
  await page.goto(`/apps/aliados/list?q=${encodeURIComponent(tag)}`)
  for (const name of ['Uno', 'Dos', 'Tres']) await expect(page.getByText(`${tag} ${name}`)).toBeVisible()

  // The finished import's page in dark and in Arabic (right to left).
  await pageIn(page, detailUrl, { theme: 'dark' })
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'imports-done-dark')
  await pageIn(page, '/apps/imports', { language: 'ar', theme: 'light' })
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'استيراد جماعي', level: 1 })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'imports-home-ar')
})
