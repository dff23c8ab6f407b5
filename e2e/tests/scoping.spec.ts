import { mkdirSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signIn, users } from './helpers'

/**
 * Row-level scope (issue 9): the demo seller sees only its allies' applications in the list, the board and
 * the work queue, exactly what the API answers for that user; a foreign application's URL shows not-found.
 * The role dialog offers the scope (screenshot in /tmp/shots).
 */
const ventas = { email: 'ventas@demo.com', password: 'ventas' }
const shots = '/tmp/shots'
mkdirSync(shots, { recursive: true })

interface Item {
  id: number
  folio: number
  product: string
}

async function apiList(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(`/api/v1/credit-applications${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as { items: Item[]; total: number }
}

/** The folios shown as "Abrir la solicitud N" links in a table. */
async function folioLinks(page: Page, table: string) {
  const labels = await page
    .getByRole('table', { name: table })
    .getByRole('link', { name: /^Abrir la solicitud \d+$/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))
  return labels.map((label) => Number(label.replace(/\D+/g, '')))
}

test.describe.configure({ mode: 'serial' })

let visibleFolios = new Set<number>()
let ventasTotal = 0
let foreign: Item

test.beforeAll(async ({ request }) => {
  const login = async (user: { email: string; password: string }) =>
    (
      (await (await request.post('/api/v1/allies/login/', { data: user })).json()) as {
        accessToken: string
      }
    ).accessToken
  const ventasToken = await login(ventas)
  const adminToken = await login(users.admin)
  const mine = await apiList(request, ventasToken, '?itemsPerPage=-1')
  ventasTotal = mine.total
  visibleFolios = new Set(mine.items.map((item) => item.folio))
  const everyone = await apiList(request, adminToken, '?itemsPerPage=-1')
  expect(ventasTotal).toBeGreaterThan(0)
  expect(ventasTotal).toBeLessThan(everyone.total)
  foreign = everyone.items.find((item) => !visibleFolios.has(item.folio))!
})

test('the seller’s list shows only its allies’ applications, as many as the API answers', async ({
  page,
}) => {
  await signIn(page, ventas)
  await page.goto('/apps/solicitudes/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible()
  await expect(page.getByText(new RegExp(`–\\d+ de ${ventasTotal}$`))).toBeVisible()
  const shown = await folioLinks(page, 'Solicitudes')
  expect(shown.length).toBeGreaterThan(0)
  expect(shown.filter((folio) => !visibleFolios.has(folio))).toEqual([])
})

test('the board and the team queue hold only those applications', async ({ page }) => {
  await signIn(page, ventas)
  await page.goto('/apps/solicitudes/loans/index2')
  await expect(page.getByRole('heading', { level: 1, name: 'Tablero de solicitudes' })).toBeVisible()
  const cards = page.locator('[data-folio]')
  await expect(cards.first()).toBeVisible()
  const boardFolios = await cards.evaluateAll((nodes) =>
    nodes.map((node) => Number(node.getAttribute('data-folio'))),
  )
  expect(boardFolios.filter((folio) => !visibleFolios.has(folio))).toEqual([])

  await page.goto('/apps/solicitudes/list/assignments?scope=team')
  await expect(page.getByRole('heading', { level: 1, name: 'Bandeja de trabajo' })).toBeVisible()
  const queueFolios = await (async () => {
    await expect(
      page
        .getByRole('table', { name: 'Bandeja de trabajo' })
        .getByRole('link', { name: /^Abrir la solicitud/ })
        .first(),
    ).toBeVisible()
    return folioLinks(page, 'Bandeja de trabajo')
  })()
  expect(queueFolios.filter((folio) => !visibleFolios.has(folio))).toEqual([])
})

test('a foreign application’s URL shows not-found, not its data', async ({ page }) => {
  await signIn(page, ventas)
  await page.goto(`/apps/solicitudes/${foreign.product}/${foreign.id}`)
  await expect(page.getByText('No se encontró la solicitud')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${foreign.folio}` })).toHaveCount(0)
})

test('the role dialog sets the scope; the role card shows it', async ({ page }) => {
  await signIn(page, users.admin)
  await page.goto('/apps/roles')
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible()
  const card = page.getByRole('article', { name: 'ventas' })
  await expect(card.getByText('Solo sus aliados')).toBeVisible()
  // System roles offer no delete.
  await expect(page.getByRole('button', { name: 'Eliminar admin' })).toHaveCount(0)
  await card.getByRole('button', { name: 'Editar ventas' }).click()
  const dialog = page.getByRole('dialog', { name: 'Editar rol' })
  const scope = dialog.getByRole('combobox', { name: 'Registros que ve' })
  await expect(scope).toHaveText('Solo sus aliados')
  await scope.click()
  await expect(page.getByRole('option', { name: 'Todos los registros' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.screenshot({ path: `${shots}/role-scope.png` })
})
