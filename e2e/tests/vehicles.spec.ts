import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible, shot, shotThemes, signIn } from './helpers'

/**
 * The vehicle and dealership side (issue 15): VIN records (add with the check digit, edit, the
 * double-financing alert), and the application file's vin, purchase and partners tabs.
 */

const admin = { email: 'admin@demo.com', password: 'admin' }

// Each test takes several full-page screenshots and axe passes on a shared 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

// ISO 3779 check digit, to type a valid VIN (and a wrong one) of our own.
const VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGH']
    .map((c, i) => [c, i + 1])
    .concat(
      [...'JKLMN'].map((c, i) => [c, i + 1]),
      [
        ['P', 7],
        ['R', 9],
      ],
      [...'STUVWXYZ'].map((c, i) => [c, i + 2]),
    ),
)
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
function withCheckDigit(draft: string) {
  const sum = [...draft].reduce(
    (total, c, i) => total + (/\d/.test(c) ? Number(c) : VALUES[c]!) * WEIGHTS[i]!,
    0,
  )
  const digit = sum % 11 === 10 ? 'X' : String(sum % 11)
  return `${draft.slice(0, 8)}${digit}${draft.slice(9)}`
}
const serial = String(100_000 + Math.floor(Math.random() * 800_000))
const goodVin = withCheckDigit(`3N1CN8AP0TL${serial}`)
const badVin = `${goodVin.slice(0, 8)}${goodVin[8] === '3' ? '4' : '3'}${goodVin.slice(9)}`

interface Linked {
  id: number
  product: string
  folio: number
}
let doubled: Linked
let funded: Linked
let captured: Linked

async function token(request: APIRequestContext) {
  const login = await request.post('/api/v1/allies/login/', { data: admin })
  expect(login.status(), await login.text()).toBe(201)
  return { Authorization: `Bearer ${(await login.json()).accessToken}` }
}

/** Nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 })
}

test.beforeAll(async ({ request }) => {
  const headers = await token(request)
  const alerts = await (await request.get('/api/v1/vehicles/vins?alert=true', { headers })).json()
  const record = await (await request.get(`/api/v1/vehicles/vins/${alerts.items[0].id}`, { headers })).json()
  doubled = record.applications[0]
  const list = async (stage: string) =>
    (
      await (
        await request.get(`/api/v1/credit-applications?stage=${stage}&itemsPerPage=5`, { headers })
      ).json()
    ).items as Linked[]
  funded = (await list('activo'))[0]!
  captured = (await list('captura'))[0]!
  expect(doubled && funded && captured, 'seeded applications to open').toBeTruthy()
})

test.beforeEach(async ({ page }) => {
  await signIn(page, admin)
})

test('the VIN list shows the double-financing alert under the "alertas" filter', async ({ page }) => {
  await page.goto('/apps/vin/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Registros VIN' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Navegación principal' })
  await expect(nav.getByRole('link', { name: 'Registros VIN', exact: true })).toBeVisible()
  await page.getByRole('combobox', { name: 'Alertas' }).click()
  await page.getByRole('option', { name: 'Solo financiados dos veces' }).click()
  await expect(page.getByRole('option')).toHaveCount(0)
  await expect(page).toHaveURL(/alert=true/)
  await expect(page.getByText('Financiado dos veces').first()).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'vehicles-vin-list-light')
  await shotThemes(
    page,
    'vehicles-vin-list',
    async () => {
      await expect(page.getByText(/^[A-HJ-NPR-Z\d]{17}$/).first()).toBeVisible({ timeout: 20_000 })
      await settled(page)
    },
    { accessible: true },
  )
})

test('add a VIN: a wrong check digit is named on the field, then saved, decoded and edited', async ({
  page,
}) => {
  await page.goto('/apps/vin/add')
  await expect(page.getByRole('heading', { level: 1, name: 'Agregar VIN' })).toBeVisible()
  const vin = page.getByLabel(/^VIN \(número de serie\)/)
  await vin.fill(badVin)
  await page.getByLabel(/^Marca/).fill('Nissan')
  await page.getByLabel(/^Modelo/).fill('Versa')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('El dígito verificador (posición 9) no corresponde a este VIN')).toBeVisible()
  await expect(page).toHaveURL(/\/apps\/vin\/add$/)
  await vin.fill(goodVin)
  await expect(page.getByText('Nissan Mexicana')).toBeVisible()
  await expect(page.getByText('Año modelo: 2026')).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'vehicles-vin-add-light')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Registro VIN guardado.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: `VIN ${goodVin}` })).toBeVisible()
  await expect(page.getByText('Este VIN no está ligado a ninguna solicitud.')).toBeVisible()
  await page.getByLabel(/^Color/).fill('Rojo')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Registro VIN guardado.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel(/^Color/)).toHaveValue('Rojo')
})

test('the file vin tab shows the alert and links the record', async ({ page }) => {
  await page.goto(`/apps/solicitudes/${doubled.product}/${doubled.id}?tab=vin`)
  await expect(page.getByRole('tab', { name: 'VIN', exact: true })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('VIN financiado dos veces')).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'vehicles-file-vin-light')
  await shotThemes(
    page,
    'vehicles-file-vin',
    async () => {
      await expect(page.getByRole('tabpanel')).toBeVisible({ timeout: 20_000 })
      await settled(page)
    },
    { accessible: true },
  )
  await page.getByRole('link', { name: 'Abrir el registro VIN' }).click()
  await expect(page.getByRole('alert').getByText('VIN financiado dos veces')).toBeVisible()
  await expect(page.getByRole('link', { name: `Folio ${doubled.folio}` })).toBeVisible()
})

test('a captured application registers its VIN from the tab', async ({ page }) => {
  const vin = withCheckDigit(`3VWFE2AC0TM${String(Number(serial) + 1)}`)
  await page.goto(`/apps/solicitudes/${captured.product}/${captured.id}?tab=vin`)
  await page.getByLabel(/^VIN \(número de serie\)/).fill(vin)
  await page.getByRole('button', { name: 'Registrar VIN' }).click()
  await expect(page.getByText(vin)).toBeVisible()
  await expect(page.getByText('Volkswagen de México')).toBeVisible()
})

test('the purchase and partners tabs of a funded application', async ({ page }) => {
  await page.goto(`/apps/solicitudes/${funded.product}/${funded.id}?tab=purchase`)
  // The first tab of the file waits for the file and then its own call: slower than one expect on a busy machine.
  await expect(page.getByText(/Precio .* − enganche/)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByLabel(/^Factura del aliado/)).toHaveValue(/^F-/)
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'vehicles-file-purchase-light')
  await page.getByRole('tab', { name: 'Aliado y comisión', exact: true }).click()
  await expect(page.getByText('Comisión del aliado')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('IVA 16 %')).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'vehicles-file-partners-light')
  await shotThemes(
    page,
    'vehicles-file-partners',
    async () => {
      await expect(page.getByRole('tabpanel')).toBeVisible({ timeout: 20_000 })
      await settled(page)
    },
    { accessible: true },
  )
})

test('commissions: rules per ally type and recording a payment', async ({ page }) => {
  await page.goto('/apps/commissions?status=payable')
  await expect(page.getByRole('heading', { level: 1, name: 'Comisiones de aliados' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Reglas de comisión por tipo de aliado' })).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'vehicles-commissions-light')
  await page.getByRole('button', { name: 'Registrar pago' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Referencia').fill('SPEI-E2E-1')
  await dialog.getByRole('button', { name: 'Registrar pago' }).click()
  await expect(page.getByText(/Pago de la comisión del folio \d+ registrado/)).toBeVisible()
})
