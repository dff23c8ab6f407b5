import { expect, test, type Page } from '@playwright/test'
import { expectPath, users } from './helpers'

/** The scripts a page asked for, by file name (hashed names: compare by prefix). */
function scriptsOf(page: Page): string[] {
  const names: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop()!)
  })
  return names
}

const signInWith = async (page: Page, user: { email: string; password: string }) => {
  await page.getByLabel('Correo electrónico').fill(user.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
}

test('a first visit to /login downloads the light sign-in entry, not the router and route table', async ({
  page,
}) => {
  const scripts = scriptsOf(page)
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.some((name) => name.startsWith('sign-in-app-'))).toBe(true)
  expect(scripts.filter((name) => name.startsWith('app-root-'))).toEqual([])
})

test('signing in on the light entry starts the app at the guarded address it came from', async ({ page }) => {
  await page.goto('/login?to=%2Fapps%2Faliados%2Flist')
  await signInWith(page, users.admin)
  await expectPath(page, '/apps/aliados/list')
  await expect(page.getByRole('heading', { name: 'Aliados', level: 1 })).toBeVisible()
})

test('links on the light entry open their page, and the browser goes back to the sign-in form', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
  await expectPath(page, '/forgot-password')
  await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible()
  await page.goBack()
  await expectPath(page, '/login')
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()
})
