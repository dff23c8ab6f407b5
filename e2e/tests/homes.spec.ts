import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, expectPath, shot, shotThemes, signIn } from './helpers'

/*
 * Issue 38: each role signs in and lands on its own work, /apps/inicio, not on the access-control demo.
 * Every card shows its count and the next thing to do; the field agent's and the seller's homes fit a phone.
 */

test.setTimeout(120_000)

const roles = [
  { name: 'analista', email: 'analista@demo.com', password: 'analista', cards: ['Mi bandeja', 'Por tomar'] },
  { name: 'mesa', email: 'mesa@demo.com', password: 'mesa-control', cards: ['Mi bandeja', 'Por tomar'] },
  { name: 'visitador', email: 'visitador@demo.com', password: 'visitador', cards: ['Visitas de hoy'] },
  { name: 'comite', email: 'comite@demo.com', password: 'comite', cards: ['Votos pendientes', 'Mi bandeja'] },
  { name: 'ventas', email: 'ventas@demo.com', password: 'ventas', cards: ['Mis solicitudes', 'Mi bandeja'] },
  { name: 'cobranza', email: 'cobranza@demo.com', password: 'cobranza', cards: ['Mis créditos en atraso'] },
  {
    name: 'facturacion',
    email: 'facturacion@demo.com',
    password: 'facturacion',
    cards: ['Facturas'],
  },
  {
    name: 'contabilidad',
    email: 'contabilidad@demo.com',
    password: 'contabilidad',
    cards: ['Cierre contable'],
  },
  {
    name: 'cumplimiento',
    email: 'cumplimiento@demo.com',
    password: 'cumplimiento',
    cards: ['Alertas PLD'],
  },
] as const

async function landOnHome(page: Page, role: (typeof roles)[number]) {
  await signIn(page, role)
  await page.goto('/')
  await expectPath(page, '/apps/inicio')
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible()
  for (const card of role.cards)
    await expect(page.getByRole('heading', { level: 2, name: card, exact: true })).toBeVisible({
      timeout: 15_000,
    })
  await expect(page).toHaveTitle('Inicio · Mesa')
}

for (const role of roles)
  test(`${role.name} lands on a home with their work`, async ({ page }) => {
    await landOnHome(page, role)
    await expectAccessible(page)
    await shot(page, `home-${role.name}`)
    // No demo group for the product's staff (issue 38).
    const nav = page.getByRole('navigation', { name: 'Navegación principal' })
    await expect(nav.getByText('Demo', { exact: true })).toHaveCount(0)
  })

test('the analyst home in dark and in Arabic (RTL)', async ({ page }) => {
  await landOnHome(page, roles[0])
  await shotThemes(page, 'home-analista', () =>
    expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 15_000 }),
  )
})

for (const role of [roles[2], roles[4], roles[5]])
  test(`${role.name}'s home fits a phone (390 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await landOnHome(page, role)
    for (const card of await page.locator('main section').all()) {
      const box = (await card.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    await shot(page, `home-${role.name}-phone`)
  })

test('keyboard: the skip link comes first, and a navigation focuses the new screen heading', async ({
  page,
}) => {
  await landOnHome(page, roles[1])
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Saltar al contenido' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  await page.getByRole('link', { name: 'Abrir mi bandeja' }).click()
  await expectPath(page, '/apps/solicitudes/list/assignments')
  await expect(page.locator('main h1')).toBeFocused()
  await expect(page).toHaveTitle(/ · Mesa$/)
})
