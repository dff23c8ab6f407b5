import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn } from './helpers'

/**
 * The validation desk (issue 13 B): mesa-control validates documents beside the captured data and logs
 * reference calls; a clarification round-trip (the desk asks, the ally's seller answers, the desk sees it
 * closed and the clock running again); the contact log; the seller's assisted capture at phone size.
 */

const mesa = { email: 'mesa@demo.com', password: 'mesa-control' }
const ventas = { email: 'ventas@demo.com', password: 'ventas' }

test.describe.configure({ mode: 'serial' })

interface Item {
  id: number
  product: string
}
let target: Item
let capture: Item
const fileOf = (item: Item, tab: string) => `/apps/solicitudes/${item.product}/${item.id}?tab=${tab}`
/** The file's tab panel has loaded and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.getByRole('tabpanel')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('progressbar')).toHaveCount(0)
}
const run = Date.now().toString(36)
const message = `Falta el número exterior en el domicilio (${run})`
const callNote = `Conoce al solicitante desde hace 10 años (${run})`
const contactNote = `Confirma horario para la visita (${run})`

async function asUser(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/v1/allies/login/', { data: user })
  return { Authorization: `Bearer ${(await response.json()).accessToken}` }
}

/** Dark theme, then Arabic (RTL), of the screen as it is now. */
async function shotThemes(page: Page, name: string) {
  await page.evaluate(() => localStorage.setItem('Mesa-theme', 'dark'))
  await page.reload()
  await settled(page)
  await shot(page, `${name}-dark`)
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', '"ar"')
  })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await settled(page)
  await shot(page, `${name}-ar`)
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"es"'))
}

test.beforeAll(async ({ request }) => {
  const seller = await asUser(request, ventas)
  const desk = await asUser(request, mesa)
  const list = async (stage: string) =>
    (
      await (
        await request.get(`/api/v1/credit-applications?stage=${stage}&itemsPerPage=100`, { headers: seller })
      ).json()
    ).items as Item[]
  // A validación application of ventas's allies with a document still to review and two references.
  for (const item of await list('validacion')) {
    const detail = await (
      await request.get(`/api/v1/credit-applications/${item.product}/${item.id}`, { headers: desk })
    ).json()
    if (
      detail.references.length >= 2 &&
      detail.checklist.some((c: { status: string }) => c.status === 'pending')
    ) {
      target = item
      break
    }
  }
  capture = (await list('captura'))[0]!
  expect(target).toBeDefined()
})

test('mesa-control validates a document beside its captured data and logs a reference call', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signIn(page, mesa)
  await page.goto(fileOf(target, 'validation'))
  await expect(page.getByRole('tab', { name: 'Validación' })).toHaveAttribute('aria-selected', 'true')
  const pendingCard = page.locator('[data-testid^="validate-"]').filter({ hasText: 'Pendiente' }).first()
  await expect(pendingCard).toBeVisible()
  await expect(pendingCard.getByText('Datos capturados')).toBeVisible()
  await settled(page)
  await shot(page, 'validation-desk-main')
  await expectAccessible(page)
  const kind = (await pendingCard.getAttribute('data-testid'))!
  await pendingCard.getByRole('button', { name: 'Aprobar' }).first().click()
  await expect(page.getByTestId(kind).getByText('Aprobado').first()).toBeVisible()

  await page.getByRole('tab', { name: 'Investigación', exact: true }).click()
  await expect(page.getByTestId('verified-summary')).toBeVisible()
  await page.getByRole('combobox', { name: 'Referencia' }).click()
  await page.getByRole('option').nth(1).click()
  await page.getByRole('combobox', { name: 'Resultado' }).click()
  await page.getByRole('option', { name: 'Verificada' }).click()
  await page.getByLabel('Notas').fill(callNote)
  await page.getByRole('button', { name: 'Registrar llamada' }).click()
  await expect(page.getByRole('list', { name: 'Llamadas a referencias' }).getByText(callNote)).toBeVisible()
  await settled(page)
  await shot(page, 'validation-desk-investigation')
  await expectAccessible(page)
  await shotThemes(page, 'validation-desk-investigation')
})

test('a clarification round-trip: the desk asks, the ally seller answers, the desk sees it closed', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signIn(page, mesa)
  await page.goto(fileOf(target, 'clarifications'))
  await page.getByRole('checkbox', { name: 'Domicilio', exact: true }).check()
  await page.getByLabel('Mensaje').fill(message)
  await page.getByRole('button', { name: 'Enviar aclaración' }).click()
  const card = page.locator('li').filter({ hasText: message })
  await expect(card.getByText('Abierta')).toBeVisible()
  await expect(page.getByTestId('clock-paused')).toBeVisible()
  await settled(page)
  await shot(page, 'validation-desk-clarification-open')
  await expectAccessible(page)

  await signIn(page, ventas)
  await page.goto(fileOf(target, 'clarifications'))
  const asked = page.locator('li').filter({ hasText: message })
  await asked.getByLabel('Respuesta').fill('Se corrigió: número exterior 145')
  await asked.getByRole('button', { name: 'Responder' }).click()
  await expect(asked.getByText('Respondida')).toBeVisible()
  await shot(page, 'validation-desk-clarification-seller')
  await expectAccessible(page)

  await signIn(page, mesa)
  await page.goto(fileOf(target, 'clarifications'))
  const closed = page.locator('li').filter({ hasText: message })
  await expect(closed.getByText('Respondida')).toBeVisible()
  await expect(closed.getByText('Se corrigió: número exterior 145')).toBeVisible()
  await settled(page)
  await shot(page, 'validation-desk-clarification-closed')
  await shotThemes(page, 'validation-desk-clarifications')
})

test('the contact log lists attempts newest first', async ({ page }) => {
  await signIn(page, mesa)
  await page.goto(fileOf(target, 'contactation'))
  await page.getByRole('combobox', { name: 'Medio' }).click()
  await page.getByRole('option', { name: 'WhatsApp' }).click()
  await page.getByLabel('Notas').fill(contactNote)
  await page.getByRole('button', { name: 'Registrar intento' }).click()
  const log = page.getByRole('list', { name: 'Intentos de contacto' })
  await expect(log.getByRole('listitem').first()).toContainText(contactNote)
  await settled(page)
  await shot(page, 'validation-desk-contactation')
  await expectAccessible(page)
})

test('the assisted capture walks a seller through the sections at phone size', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, ventas)
  await page.goto(fileOf(capture, 'assist'))
  await expect(page.getByRole('heading', { name: /Captura asistida/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Domicilio', exact: true })).toBeVisible()
  await settled(page)
  await shot(page, 'assist-phone')
  await expectAccessible(page)
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"ar"'))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await settled(page)
  await shot(page, 'assist-phone-ar')
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"es"'))
})
