import { expect, test, type APIRequestContext } from '@playwright/test'
import { shot, signIn, users } from './helpers'

/*
 * Live updates (issue 11): a colleague's change reaches an open screen without a reload. The admin acts
 * through the API in a context of its own; the analyst's board and bell follow over the event channel.
 */
const analista = { email: 'analista@demo.com', password: 'analista' }

interface Item {
  id: number
  folio: number
  product: string
}

async function adminToken(request: APIRequestContext) {
  const response = await request.post('/api/v1/allies/login/', { data: users.admin })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { accessToken: string }).accessToken
}

test('a card moved by a colleague changes column, and a mention rings the bell, without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  const adminContext = await browser.newContext()
  const token = await adminToken(adminContext.request)
  const headers = { authorization: `Bearer ${token}` }
  await signIn(page, analista)
  await page.goto('/apps/solicitudes/loans/index2')
  const column = (name: string) => page.getByRole('region', { name, exact: true })
  // A card the analyst sees in Análisis (a column may show only part of its applications).
  const folio = await column('Análisis').locator('[data-folio]').first().getAttribute('data-folio')
  const listed = await adminContext.request.get(`/api/v1/credit-applications?q=${folio}&itemsPerPage=5`, {
    headers,
  })
  const item = ((await listed.json()) as { items: Item[] }).items.find(
    (candidate) => String(candidate.folio) === folio,
  )
  expect(item).toBeTruthy()
  const url = `/api/v1/credit-applications/${item!.product}/${item!.id}`
  const card = (name: string) => column(name).locator(`[data-folio="${folio}"]`)
  await expect(card('Análisis')).toBeVisible()
  const bell = page.getByRole('link', { name: /^Notificaciones: \d+ sin leer$/ })
  await expect(bell).toBeVisible()
  const unreadBefore = Number((await bell.getAttribute('aria-label'))!.match(/\d+/)![0])

  // The colleague returns the application to capture: the analyst's board moves the card.
  const { version } = (await (await adminContext.request.get(url, { headers })).json()) as { version: number }
  const moved = await adminContext.request.post(`${url}/transitions`, {
    headers,
    data: { transition: 'return', reason: 'Falta el comprobante de domicilio', version },
  })
  expect(moved.status(), await moved.text()).toBeLessThan(300)
  await expect(card('Captura')).toBeVisible()
  await expect(card('Análisis')).toHaveCount(0)

  // The colleague mentions the analyst in a comment: the bell counts one more unread.
  const commented = await adminContext.request.post(`${url}/comments`, {
    headers,
    data: { body: 'Revisa el expediente por favor @analista' },
  })
  expect(commented.status()).toBe(201)
  await expect(page.getByRole('link', { name: `Notificaciones: ${unreadBefore + 1} sin leer` })).toBeVisible()
  await shot(page, 'live-updates-board')
  await page.emulateMedia({ colorScheme: 'dark' })
  await shot(page, 'live-updates-board-dark')
  await adminContext.close()
})
