import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectAccessible, expectPath, shot, signIn, users } from './helpers'

/** Allies (issue 4): list, add, edit and delete as admin; no access for client (spec §2, §6). */

/** Allies' screenshots freeze animations (MUI ripples and transitions) so they compare. */
const stillFrames = { animations: 'disabled' } as const

type Row = Record<string, unknown>

interface ListAnswer {
  products: { allyName: string; zoneName: string; status: string }[]
  total: number
}

/** Picks an option of a MUI select by its label. */
async function pick(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).click()
  await expect(page.getByRole('listbox')).toHaveCount(0)
}

const table = (page: Page) => page.getByRole('table', { name: 'Aliados' })
const bodyRows = (page: Page) => table(page).locator('tbody tr')
const listSettled = (page: Page) =>
  expect(page.getByRole('progressbar', { name: 'Cargando…' })).toHaveCount(0)

test.describe('as admin', () => {
  let token = ''
  test.beforeEach(async ({ page }) => {
    token = (await signIn(page, users.admin)).accessToken
  })

  const apiList = async (page: Page, query: Record<string, string>) => {
    const response = await page.request.get('/api/v1/allies/list', {
      params: query,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status()).toBe(200)
    return (await response.json()) as ListAnswer
  }

  test('list: search, filter, sort and page, with screenshots and axe', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/apps/aliados/list')
    await expect(page.getByRole('heading', { level: 1, name: 'Aliados' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Navegación principal' })
    await expect(nav.getByRole('link', { name: 'Aliados', exact: true })).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(10)
    await expect(page.getByText('1–10 de 50')).toBeVisible()
    await listSettled(page)
    await shot(page, 'allies-list-light', stillFrames)
    await expectAccessible(page)

    // Sort by ally name, both ways: the first row is the API's first.
    await table(page).getByRole('button', { name: 'Aliado' }).click()
    await expectPath(page, '/apps/aliados/list?sortBy=product&orderBy=asc')
    const ascending = await apiList(page, { sortBy: 'product', orderBy: 'asc' })
    await expect(bodyRows(page).first()).toContainText(ascending.products[0]!.allyName)
    await table(page).getByRole('button', { name: 'Aliado' }).click()
    await expectPath(page, '/apps/aliados/list?sortBy=product&orderBy=desc')
    const descending = await apiList(page, { sortBy: 'product', orderBy: 'desc' })
    await expect(bodyRows(page).first()).toContainText(descending.products[0]!.allyName)

    // Page.
    await page.getByRole('button', { name: 'Página siguiente' }).click()
    await expect(page.getByText('11–20 de 50')).toBeVisible()
    await expectPath(page, '/apps/aliados/list?sortBy=product&orderBy=desc&page=2')
    const second = await apiList(page, { sortBy: 'product', orderBy: 'desc', page: '2' })
    await expect(bodyRows(page).first()).toContainText(second.products[0]!.allyName)

    // Page size 5.
    await page.getByRole('combobox', { name: 'Filas por página' }).click()
    await page.getByRole('option', { name: '5', exact: true }).click()
    await expect(bodyRows(page)).toHaveCount(5)
    await expect(page.getByText('1–5 de 50')).toBeVisible()

    // Filter by status and zone: every row matches, the total is the API's.
    await pick(page, page, 'Estatus', 'Completo')
    const completed = await apiList(page, { status: 'Completed' })
    await expect(page.getByText(`de ${completed.total}`, { exact: false })).toBeVisible()
    await listSettled(page)
    for (const row of await bodyRows(page).all()) await expect(row).toContainText('Completo')
    await pick(page, page, 'Zona', 'Noreste')
    const both = await apiList(page, { status: 'Completed', zoneName: 'Noreste' })
    await expect(bodyRows(page)).toHaveCount(Math.min(5, both.total))
    for (const row of await bodyRows(page).all()) await expect(row).toContainText('Noreste')
    await pick(page, page, 'Activo', 'No')
    const inactive = await apiList(page, { status: 'Completed', zoneName: 'Noreste', active: 'false' })
    await listSettled(page)
    if (inactive.total === 0) await expect(page.getByText('No hay aliados que coincidan')).toBeVisible()
    else await expect(bodyRows(page)).toHaveCount(Math.min(5, inactive.total))

    // Search (debounced) on a name of the seed; the filters are cleared first.
    await page.goto('/apps/aliados/list')
    const name = ascending.products[0]!.allyName
    await page.getByRole('searchbox', { name: 'Buscar aliado o supervisor' }).fill(name)
    await expect(page).toHaveURL(/q=/)
    await listSettled(page)
    await expect(bodyRows(page).first()).toContainText(name)
    const found = await apiList(page, { q: name })
    await expect(bodyRows(page)).toHaveCount(found.products.length)

    // CSV export of the filtered list: streamed by the API's export endpoint, headers in Spanish.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exportar CSV' }).click()
    expect((await download).suggestedFilename()).toBe('aliados.csv')
    const file = readFileSync((await (await download).path())!, 'utf8')
    // The byte order mark lets spreadsheet programs read the accents.
    expect(file.startsWith('\uFEFF')).toBe(true)
    const csv = file.slice(1)
    const [header, ...rows] = csv.trimEnd().split('\r\n')
    expect(header).toBe('ID,Aliado,Región,Zona,Tipo,Vendedor,Supervisor,Alta,Estatus,Activo')
    expect(rows).toHaveLength(found.total)
    expect(rows[0]).toContain(name)
  })

  test('list in dark mode and in Arabic (right to left)', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('Mesa-theme', 'dark'))
    await page.goto('/apps/aliados/list')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(bodyRows(page)).toHaveCount(10)
    await listSettled(page)
    await shot(page, 'allies-list-dark', stillFrames)
    await expectAccessible(page)

    await page.evaluate(() => {
      localStorage.setItem('Mesa-theme', 'light')
      localStorage.setItem('Mesa-language', '"ar"')
    })
    await page.goto('/apps/aliados/list')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'الشركاء' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'الشركاء' }).locator('tbody tr')).toHaveCount(10)
    await listSettled(page)
    await shot(page, 'allies-list-arabic', stillFrames)
  })

  test('create through Aliado, Comercial and Files, edit, then delete', async ({ page }) => {
    test.setTimeout(90_000)
    const allyName = 'Toyota Pruebas E2E'
    await page.goto('/apps/aliados/list')
    await page.getByRole('link', { name: 'Agregar aliado' }).click()
    await expectPath(page, '/apps/aliados/add')
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo aliado' })).toBeVisible()

    // The contracts' rules show in Spanish before anything is sent.
    await page.getByRole('button', { name: 'Crear aliado' }).click()
    await expect(page.getByText('El nombre del aliado es obligatorio')).toBeVisible()
    await expect(page.getByText('Revisa los campos marcados')).toBeVisible()

    // Aliado
    const form = page.getByRole('form', { name: 'Datos del aliado' })
    await form.getByLabel('Nombre del aliado').fill(allyName)
    await form.getByLabel('Razón social').fill('Automotriz Pruebas E2E S.A. de C.V.')
    await form.getByLabel('RFC').fill('EDV150312K7A')
    await pick(form, page, 'Tipo de aliado', 'Agencia')
    await pick(form, page, 'Zona', 'Noreste')
    await pick(form, page, 'Región', 'Nuevo León')
    await form.getByLabel('Correo electrónico').fill('contacto@pruebas-e2e.mx')
    await form.getByLabel('Teléfono').fill('81 1234 5678')
    await pick(form, page, 'Vendedor', /ventas@demo\.com/)
    await pick(form, page, 'Supervisor', /supervisor@demo\.com/)
    await expect(page.getByText('Revisa los campos marcados')).toHaveCount(0)
    await shot(page, 'allies-add', stillFrames)
    await expectAccessible(page)

    // Comercial: a bank account (a wrong CLABE first), a responsible person, an address, a linked account.
    await page.getByRole('tab', { name: 'Comercial' }).click()
    await page.getByRole('button', { name: 'Agregar cuenta' }).click()
    let dialog = page.getByRole('dialog', { name: 'Agregar cuenta' })
    await pick(dialog, page, 'Banco', '072 · Banorte')
    await dialog.getByLabel('CLABE').fill('072580001234567890')
    await dialog.getByLabel('Titular').fill('Automotriz Pruebas E2E S.A. de C.V.')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText(/dígito de control|CLABE/i).last()).toBeVisible()
    await dialog.getByLabel('CLABE').fill('072580001234567895')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByText('Banorte · 072580001234567895')).toBeVisible()

    await page.getByRole('button', { name: 'Agregar responsable' }).click()
    dialog = page.getByRole('dialog', { name: 'Agregar responsable' })
    await pick(dialog, page, 'Tipo de responsable', 'Representante legal')
    await pick(dialog, page, 'Puesto', 'Director general')
    await dialog.getByLabel('Nombre completo').fill('Mariana Garza Treviño')
    await dialog.getByLabel('Correo electrónico').fill('mariana.garza@pruebas-e2e.mx')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Mariana Garza Treviño')).toBeVisible()

    await page.getByRole('button', { name: 'Agregar domicilio' }).click()
    dialog = page.getByRole('dialog', { name: 'Agregar domicilio' })
    await pick(dialog, page, 'Tipo de domicilio', 'Fiscal')
    await dialog.getByLabel('Calle').fill('Av. Lázaro Cárdenas')
    await dialog.getByLabel('Número exterior').fill('2400')
    await dialog.getByLabel('Colonia').fill('Valle Oriente')
    await dialog.getByLabel('Municipio o alcaldía').fill('San Pedro Garza García')
    await dialog.getByLabel('Estado').fill('Nuevo León')
    await dialog.getByLabel('Código postal').fill('66269')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Fiscal: Av. Lázaro Cárdenas 2400')).toBeVisible()

    await page.getByRole('button', { name: 'Vincular cuenta' }).click()
    dialog = page.getByRole('dialog', { name: 'Vincular cuenta' })
    await dialog
      .getByLabel('Usuario')
      .selectOption({ label: 'Sofía Ventas Herrera · ventas@demo.com · Ventas' })
    await dialog.getByRole('button', { name: 'Vincular' }).click()
    await expect(
      page.getByRole('region', { name: 'Cuentas de usuario vinculadas' }).getByText('ventas@demo.com'),
    ).toBeVisible()
    await shot(page, 'allies-add-commercial', stillFrames)
    await expectAccessible(page)

    // Files: only once saved; creating opens the edit screen on this sub-page.
    await page.getByRole('tab', { name: 'Archivos' }).click()
    await expect(page.getByText('Guarda el aliado para poder subir sus archivos')).toBeVisible()
    await page.getByRole('button', { name: 'Crear aliado' }).click()
    await expect(page).toHaveURL(/\/apps\/aliados\/edit\/\d+\?tab=files$/)
    const id = /edit\/(\d+)/.exec(page.url())![1]
    await expect(page.getByText('Aliado creado. Ahora puedes subir sus archivos.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: allyName })).toBeVisible()

    await pick(page, page, 'Tipo de documento', 'Contrato')
    await page.getByLabel('Subir archivo').setInputFiles({
      name: 'contrato-e2e.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    })
    await expect(page.getByText('Se subió contrato-e2e.pdf')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Archivos del aliado' })).toContainText('contrato-e2e.pdf')
    await shot(page, 'allies-edit-files', stillFrames)

    // Edit: change the name, saved with its version, seen in the list.
    await page.getByRole('tab', { name: 'Aliado' }).click()
    await expect(form.getByLabel('Nombre del aliado')).toHaveValue(allyName)
    await form.getByLabel('Nombre del aliado').fill(`${allyName} Editado`)
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByText('Cambios guardados')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: `${allyName} Editado` })).toBeVisible()
    await shot(page, 'allies-edit', stillFrames)
    await expectAccessible(page)

    await page.getByRole('link', { name: 'Volver a la lista' }).first().click()
    await page.getByRole('searchbox', { name: 'Buscar aliado o supervisor' }).fill('Pruebas E2E')
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page).first()).toContainText(`${allyName} Editado`)
    await expect(bodyRows(page).first()).toContainText('Pendiente')

    // Delete with confirmation.
    await page.getByRole('button', { name: `Eliminar ${allyName} Editado` }).click()
    const confirm = page.getByRole('dialog', { name: '¿Eliminar el aliado?' })
    await confirm.getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByText(`Se eliminó ${allyName} Editado`)).toBeVisible()
    await expect(page.getByText('No hay aliados que coincidan con la búsqueda')).toBeVisible()
    const gone = await page.request.get(`/api/v1/allies/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(gone.status()).toBe(404)
  })

  test('a stale version offers a reload that brings the other change', async ({ page }) => {
    const headers = { authorization: `Bearer ${token}` }
    await page.goto('/apps/aliados/edit/3')
    const form = page.getByRole('form', { name: 'Datos del aliado' })
    const nameField = form.getByLabel('Nombre del aliado')
    await expect(nameField).not.toHaveValue('')
    // Someone else saves the ally meanwhile (same body, new phone), which bumps its version.
    const detail = (await (await page.request.get('/api/v1/allies/3', { headers })).json()) as Record<
      string,
      unknown
    > & { users: { id: number }[]; accounts: Row[]; addresses: Row[]; managers: Row[] }
    const strip = (rows: Row[]) =>
      rows.map(({ id: _id, bankName: _bank, ...rest }: Record<string, unknown>) => rest)
    const body = {
      ...Object.fromEntries(
        [
          'allyName',
          'legalName',
          'rfc',
          'zoneName',
          'regionName',
          'type',
          'status',
          'active',
          'image',
          'email',
        ].map((key) => [key, detail[key]]),
      ),
      phone: '5512345678',
      sellerId: detail.sellerId,
      supervisorId: detail.supervisorId,
      accounts: strip(detail.accounts),
      addresses: strip(detail.addresses),
      managers: strip(detail.managers),
      userIds: detail.users.map((user) => user.id),
      version: detail.version,
    }
    expect((await page.request.put('/api/v1/allies/3', { headers, data: body })).status()).toBe(200)

    await nameField.fill(`${String(detail.allyName)} (cambio)`)
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByText('Alguien más modificó este aliado')).toBeVisible()
    await page.getByRole('button', { name: 'Recargar' }).click()
    await expect(form.getByLabel('Teléfono')).toHaveValue('5512345678')
    await expect(nameField).toHaveValue(String(detail.allyName))
  })

  test('a duplicate RFC is shown on its field', async ({ page }) => {
    const existing = await page.request.get('/api/v1/allies/1', {
      headers: { authorization: `Bearer ${token}` },
    })
    const { rfc } = (await existing.json()) as { rfc: string }
    await page.goto('/apps/aliados/edit/2')
    const form = page.getByRole('form', { name: 'Datos del aliado' })
    await form.getByLabel('RFC').fill(rfc)
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(form.getByText('Ya existe un aliado con este RFC')).toBeVisible()
  })
})

test('client: no Aliados in the navigation and the list leads to /not-authorized', async ({ page }) => {
  await signIn(page, users.client)
  await page.goto('/access-control')
  const nav = page.getByRole('navigation', { name: 'Navegación principal' })
  await expect(nav.getByRole('link', { name: 'Control de acceso' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Aliados', exact: true })).toHaveCount(0)
  await page.goto('/apps/aliados/list')
  await expectPath(page, '/not-authorized')
})
