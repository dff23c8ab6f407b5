import { expect, test } from '@playwright/test'
import { setStoredRules, shot, signIn, users } from './helpers'

test('navigation shows only the items the user may open', async ({ page }) => {
  await signIn(page, users.client)
  await page.goto('/access-control')
  const nav = page.getByRole('navigation', { name: 'Navegación principal' })
  await expect(nav.getByRole('link', { name: 'Control de acceso' })).toBeVisible()
  // The template's public pages stay open at their address but only the demo's holders find them here (issue 38).
  await expect(nav.getByRole('link', { name: 'Próximamente' })).toHaveCount(0)
  await shot(page, 'access-control')
  // Hiding items without permission is unit-tested (nav-types.test.ts): the only permission-bound page built
  // so far is this one, and without its permission the guard refuses the page itself.
  await setStoredRules(page, [])
  await page.reload()
  await expect(page).toHaveURL(/\/not-authorized$/)
})

test('global search opens with Ctrl+K and navigates to a result', async ({ page }) => {
  await signIn(page, users.admin)
  await page.goto('/access-control')
  await expect(page.getByRole('heading', { name: 'Control de acceso' })).toBeVisible()
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Buscar' }).fill('coming')
  await dialog.getByRole('button', { name: 'Próximamente' }).click()
  await expect(page).toHaveURL(/\/pages\/misc\/coming-soon$/)
})

test('customizer persists content width and skin under Mesa- keys', async ({ page }) => {
  await signIn(page, users.client)
  await page.goto('/access-control')
  await page.getByRole('button', { name: 'Abrir personalización' }).click()
  await page.getByRole('radio', { name: 'Amplio' }).check()
  await page.getByRole('radio', { name: 'Con bordes' }).check()
  const stored = await page.evaluate(() => [
    localStorage.getItem('Mesa-contentWidth'),
    localStorage.getItem('Mesa-skin'),
  ])
  expect(stored).toEqual(['"wide"', '"bordered"'])
})

test('below md + 16 px the navigation is an overlay opened from the navbar', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 })
  await signIn(page, users.client)
  await page.goto('/access-control')
  const link = page.getByRole('link', { name: 'Control de acceso' })
  await expect(link).toBeHidden()
  await page.getByRole('button', { name: 'Abrir navegación' }).click()
  await expect(link).toBeVisible()
  await expect.poll(async () => (await link.boundingBox())?.x).toBeGreaterThan(0) // slide-in finished
  await shot(page, 'overlay-nav', { fullPage: false })
})
