import { expect, test, type Page } from '@playwright/test'
import { rfcCheckDigit } from '../../packages/contracts/src/allies/rfc'
import { curpCheckDigit, curpStemFor } from '../../packages/contracts/src/identifiers/curp'
import { expectAccessible, shot, shotThemes, signIn } from './helpers'

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

/** The n-th applicant of this run: a valid CURP built from the names (check digit included). */
function applicantCells(seed: number) {
  const letters = 'BCDFGHJKLMNPRSTVZ'
  const firstNames = `Mario ${letters[seed % letters.length]}ario`
  const lastName1 = `Pe${letters[Math.floor(seed / letters.length) % letters.length]!.toLowerCase()}ez`
  const day = String((seed % 28) + 1).padStart(2, '0')
  const person = {
    firstNames,
    lastName1,
    lastName2: 'Luna',
    birthDate: `1991-07-${day}`,
    sex: 'H',
    birthState: 'PL',
  }
  const first17 = `${curpStemFor(person)}${seed % 10}`
  const curp = first17 + curpCheckDigit(first17)
  const rfc12 = `${curp.slice(0, 10)}AB`
  return [firstNames, lastName1, 'Luna', curp, rfc12 + rfcCheckDigit(rfc12), `${day}/07/1991`, 'H', 'PL']
}

test('an administrator imports credit applications: a wrong CURP is named, the rest captured', async ({
  page,
}) => {
  const seed = Date.now() % 3_000
  const { accessToken } = await signIn(page, { email: 'admin@demo.com', password: 'admin' })
  const headers = { authorization: `Bearer ${accessToken}` }
  const allies = await page.request.get('/api/v1/allies/list?itemsPerPage=50', { headers })
  const { products } = (await allies.json()) as { products: Array<{ id: number; active: boolean }> }
  const ally = await page.request.get(`/api/v1/allies/${products.find((item) => item.active)!.id}`, {
    headers,
  })
  const { rfc: allyRfc } = (await ally.json()) as { rfc: string }
  const good = applicantCells(seed)
  const wrong = applicantCells(seed + 1)
  wrong[3] = wrong[3]!.slice(0, 17) + ((Number(wrong[3]!.at(-1)) + 1) % 10)
  const line = (person: string[]) =>
    [
      'Auto',
      allyRfc,
      ...person,
      'cliente@correo.mx',
      '2229876543',
      'Nissan',
      'Versa',
      '2024',
      '320000',
      '250000',
      '70000',
      '48',
      '14.5',
    ].join(',')
  const csv = [
    'Producto,RFC del aliado,Nombres,Apellido paterno,Apellido materno,CURP,RFC,Fecha de nacimiento,Sexo,Entidad de nacimiento,Correo,Celular,Marca,Modelo,Año,Precio,Monto solicitado,Enganche,Plazo,Tasa',
    line(good),
    line(wrong),
  ].join('\n')
  await page.goto('/apps/imports')
  await page.getByRole('button', { name: 'Solicitudes de crédito' }).click()
  await expect(page.getByText(/Columnas obligatorias: Producto, RFC del aliado/)).toBeVisible()
  await shotThemes(page, 'imports-applications-home', async () => {
    await page.getByRole('button', { name: /Solicitudes de crédito|طلبات الائتمان/ }).click()
  })
  await pageIn(page, '/apps/imports', { language: 'es', theme: 'light' })
  await page.getByRole('button', { name: 'Solicitudes de crédito' }).click()
  await page.getByLabel('Elegir archivo CSV o XLSX').setInputFiles({
    name: 'solicitudes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  })
  await expect(page).toHaveURL(/\/apps\/imports\/\d+$/)
  const preview = page.getByRole('table', { name: 'Vista previa de filas' })
  await expect(preview.getByRole('cell', { name: new RegExp(wrong[3]!) })).toContainText(
    'Dígito verificador incorrecto',
  )
  await expect(page.getByText('2 filas: 1 listas, 1 con errores')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'imports-applications-preview')
  await page.getByRole('button', { name: 'Importar 1 filas' }).click()
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('status')).toContainText(
    'Creados 1 · actualizados 0 · omitidos 0 · rechazados 1',
  )
  await shotThemes(page, 'imports-applications-done', async () => {
    await expect(page.getByRole('status')).toContainText(/1/)
  })
  await pageIn(page, page.url(), { language: 'es', theme: 'light' })
  await page.getByRole('link', { name: 'Ver solicitudes' }).click()
  await expect(page).toHaveURL(/\/apps\/solicitudes\/list/)
})

test('an administrator imports customers: a wrong phone is fixed in the preview, then imported', async ({
  page,
}) => {
  const seed = 3_000 + (Date.now() % 3_000)
  const person = (n: number) => {
    const [firstNames, lastName1, lastName2, curp, rfc, birthDate] = applicantCells(n)
    return { firstNames, lastName1, lastName2, curp: curp!, rfc, birthDate }
  }
  const first = person(seed)
  const second = person(seed + 1)
  const line = (who: ReturnType<typeof person>, phone: string) =>
    [
      who.curp,
      who.rfc,
      who.firstNames,
      who.lastName1,
      who.lastName2,
      who.birthDate,
      phone,
      `${who.curp.toLowerCase()}@correo.mx`,
      'Av. Juárez',
      '15',
      'Centro',
      'Puebla',
      'Puebla',
      '72000',
    ].join(',')
  const csv = [
    'CURP,RFC,Nombres,Apellido paterno,Apellido materno,Fecha de nacimiento,Celular,Correo,Calle,Número exterior,Colonia,Municipio,Estado,Código postal',
    line(first, '222 123 4567'),
    line(second, '12345'),
  ].join('\n')
  await signIn(page, { email: 'admin@demo.com', password: 'admin' })
  await page.goto('/apps/imports')
  await page.getByRole('button', { name: 'Clientes', exact: true }).click()
  await expect(
    page.getByText(/Columnas obligatorias: CURP, Nombres, Apellido paterno y Teléfono/),
  ).toBeVisible()
  await page.getByLabel('Elegir archivo CSV o XLSX').setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  })
  await expect(page).toHaveURL(/\/apps\/imports\/\d+$/)
  const preview = page.getByRole('table', { name: 'Vista previa de filas' })
  await expect(preview.getByRole('cell', { name: /^12345/ })).toContainText('Teléfono no válido (10 dígitos)')
  await expect(page.getByText('2 filas: 1 listas, 1 con errores')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'imports-customers-preview')
  await shotThemes(page, 'imports-customers-preview', async () => {
    await expect(page.getByRole('table').first()).toContainText('12345')
  })

  await preview.getByRole('button', { name: 'Corregir fila 2', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Corregir fila 2' })
  const phone = dialog.getByLabel('Teléfono', { exact: true })
  await expect(phone).toHaveValue('12345')
  await expect(dialog).toContainText('Teléfono no válido (10 dígitos)')
  await phone.fill('222 765 4321')
  await dialog.getByRole('button', { name: 'Guardar y revisar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('2 filas: 2 listas, 0 con errores')).toBeVisible()

  await page.getByRole('button', { name: 'Importar 2 filas' }).click()
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('status')).toContainText(
    'Creados 2 · actualizados 0 · omitidos 0 · rechazados 0',
  )
  await expectAccessible(page)
  await shot(page, 'imports-customers-done')
  await shotThemes(page, 'imports-customers-done', async () => {
    await expect(page.getByRole('status')).toContainText(/2/)
  })
  await page.getByRole('link', { name: 'Ver clientes' }).click()
  await expect(page).toHaveURL(/\/apps\/support\/customer\/list/)
  await page.goto(`/apps/support/customer/list?q=${second.curp}`)
  await expect(page.getByText(second.curp, { exact: true })).toBeVisible()
})
