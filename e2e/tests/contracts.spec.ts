import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn } from './helpers'

/**
 * The loan contract (issue 15): from an application in contrato the committee generates the contract from
 * the authorised terms, sees its PDF, signs it with a scan and advances to fondeo; the contract list filters.
 */

const comite = { email: 'comite@demo.com', password: 'comite' }

test.describe.configure({ mode: 'serial' })
/** Generating renders a PDF on the server: on a busy machine an answer can take several seconds. */
const slow = expect.configure({ timeout: 30_000 })

interface Target {
  id: number
  product: string
  folio: number
}
let target: Target
let number = ''

/** A one-page PDF, the "signed scan" the test uploads. */
const scanPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
)

async function settled(page: Page) {
  await slow(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 })
}

/** The screen again in the dark theme, then in Arabic (right to left), then back to light Spanish. */
async function shotThemes(page: Page, name: string, ready: () => Promise<void>) {
  const variants: Array<[string, Record<string, string>]> = [
    ['dark', { 'Mesa-theme': 'dark' }],
    ['ar', { 'Mesa-theme': 'light', 'Mesa-language': '"ar"' }],
  ]
  for (const [suffix, storage] of variants) {
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    }, storage)
    await page.reload()
    if (suffix === 'ar') await slow(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await settled(page)
    await ready()
    await shot(page, `${name}-${suffix}`)
  }
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"es"'))
  await page.reload()
}

async function headersOf(request: APIRequestContext) {
  const login = await request.post('/api/v1/allies/login/', { data: comite })
  expect(login.status(), await login.text()).toBe(201)
  return { Authorization: `Bearer ${(await login.json()).accessToken}` }
}

test.beforeAll(async ({ request }) => {
  const headers = await headersOf(request)
  const list = await request.get('/api/v1/credit-applications?stage=contrato&itemsPerPage=100', { headers })
  expect(list.status(), await list.text()).toBe(200)
  for (const application of (await list.json()).items as Target[]) {
    const file = await request.get(
      `/api/v1/contracts/applications/${application.product}/${application.id}`,
      {
        headers,
      },
    )
    const contract = await file.json()
    if (contract.current === null && contract.termsAuthorised) {
      target = application
      break
    }
  }
  expect(target, 'an application in contrato with authorised terms and no contract').toBeDefined()
})

test.beforeEach(async ({ page }) => {
  await signIn(page, comite)
})

test('generate the contract, see its PDF, sign it with a scan and advance to fondeo', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto(`/apps/solicitudes/${target.product}/${target.id}?tab=contract`)
  // The file loads many parts; a busy machine takes a while.
  await slow(page.getByRole('tab', { name: 'Contrato', exact: true, selected: true })).toBeVisible()
  await settled(page)
  await slow(page.getByText('Borrador: el contrato aún no se ha generado.')).toBeVisible()
  // The gate contract_signed holds the advance until the signature is recorded.
  await slow(page.getByRole('button', { name: 'Avanzar a Fondeo' })).toBeDisabled()
  await page.getByRole('button', { name: 'Generar contrato', exact: true }).click()
  await slow(page.getByText('Versión 1 generada.')).toBeVisible()
  const heading = page.getByRole('heading', { name: /^Contrato MESA-(AUT|SEM|MOT)-\d+ · versión 1$/ })
  await slow(heading).toBeVisible()
  number = ((await heading.textContent()) ?? '').replace(/^Contrato (\S+).*$/, '$1')
  await slow(page.getByText(/CAT \d+\.\d\s% sin IVA · pago mensual/)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'contract-tab-generated')

  // The support view shows the PDF and offers it for download.
  await page.getByRole('link', { name: 'Ver el contrato, su PDF y sus versiones', exact: true }).click()
  await slow(page.getByRole('heading', { level: 1, name: `Contrato ${number}` })).toBeVisible()
  await slow(page.locator(`iframe[title="${number}-v1.pdf"]`)).toBeVisible({ timeout: 20_000 })
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Descargar', exact: true }).click()
  expect((await download).suggestedFilename()).toBe(`${number}-v1.pdf`)
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'contract-support-light')
  await shotThemes(page, 'contract-support', () =>
    expect(page.locator('iframe')).toBeVisible({ timeout: 20_000 }),
  )

  // Back in the file: a future date is refused by name, then the signature with today's date and the scan.
  await page.getByRole('link', { name: `abrir el expediente ${target.folio}`, exact: true }).click()
  const form = page.getByRole('form', { name: 'Registrar la firma' })
  await slow(form).toBeVisible()
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'contrato-firmado.pdf', mimeType: 'application/pdf', buffer: scanPdf })
  await slow(form.getByText('contrato-firmado.pdf')).toBeVisible()
  await form.getByLabel('Fecha de firma').fill('2099-01-01')
  await form.getByRole('button', { name: 'Registrar firma' }).click()
  await slow(form.getByText('La fecha de firma no puede ser posterior a hoy.')).toBeVisible()
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())
  await form.getByLabel('Fecha de firma').fill(today)
  await form.getByRole('button', { name: 'Registrar firma' }).click()
  await slow(page.getByText('Firma registrada. La solicitud ya puede avanzar a fondeo.')).toBeVisible()
  await slow(page.getByText('Firmado', { exact: true })).toBeVisible()
  await shot(page, 'contract-tab-signed')

  await slow(page.getByRole('button', { name: 'Avanzar a Fondeo' })).toBeEnabled()
  await page.getByRole('button', { name: 'Avanzar a Fondeo' }).click()
  const move = page.getByRole('dialog')
  await move.getByRole('button', { name: 'Avanzar' }).click()
  await slow(page.getByText('La solicitud pasó a Fondeo')).toBeVisible()
})

test('the contract list finds the contract by number and filters by status', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/apps/fondeos/contrato')
  await slow(page.getByRole('heading', { level: 1, name: 'Contratos' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Navegación principal' })
  await slow(nav.getByRole('link', { name: 'Contratos', exact: true })).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'contract-list-light')
  await shotThemes(page, 'contract-list', () =>
    expect(page.getByRole('table').getByRole('link').first()).toBeVisible({ timeout: 20_000 }),
  )

  await page.getByRole('searchbox').fill(number)
  const rows = page.getByRole('table', { name: 'Contratos' }).locator('tbody tr')
  await slow(rows).toHaveCount(1)
  await slow(rows.first()).toContainText(`${number} v1`)
  await slow(rows.first()).toContainText('Firmado')
  await page.getByRole('searchbox').fill('')
  // The search is debounced: let it reach the address before choosing a filter (a choice within that moment can be
  // overwritten by the search's update; noted on issue 20 for the list kit).
  await slow(page).not.toHaveURL(/[?&]q=/)
  await page.getByLabel('Estado', { exact: true }).click()
  await page.getByRole('option', { name: 'Generado', exact: true }).click()
  await slow(page).toHaveURL(/status=generated/)
  await settled(page)
  await slow(page.getByRole('table', { name: 'Contratos' }).locator('tbody tr').first()).toContainText(
    'Generado',
  )
  await slow(
    page.getByRole('table', { name: 'Contratos' }).getByText('Firmado', { exact: true }),
  ).toHaveCount(0)
  await page.getByRole('table', { name: 'Contratos' }).locator('tbody tr').first().getByRole('link').click()
  await slow(page.getByRole('heading', { level: 1, name: /^Contrato MESA-/ })).toBeVisible()
})
