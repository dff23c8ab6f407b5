import { expect, test, type Page } from '@playwright/test'
import { expectPath, openSignIn, users } from './helpers'

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

test('a first visit to /login downloads the light sign-in entry, not the router, route table or i18next', async ({
  page,
}) => {
  const scripts = scriptsOf(page)
  await openSignIn(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.some((name) => name.startsWith('sign-in-app-'))).toBe(true)
  expect(scripts.filter((name) => name.startsWith('app-root-') || name.startsWith('i18n-'))).toEqual([])
})

test('signing in on the light entry starts the app at the guarded address it came from', async ({ page }) => {
  await openSignIn(page, '/login?to=%2Fapps%2Faliados%2Flist')
  await signInWith(page, users.admin)
  await expectPath(page, '/apps/aliados/list')
  await expect(page.getByRole('heading', { name: 'Aliados', level: 1 })).toBeVisible()
})

test('links on the light entry open their page, and the browser goes back to the sign-in form', async ({
  page,
}) => {
  await openSignIn(page)
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
  await expectPath(page, '/forgot-password')
  await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible()
  await page.goBack()
  await expectPath(page, '/login')
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()
})

test.describe('the prerendered sign-in page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('/login shows the whole form before any script runs', async ({ page }) => {
      await page.goto('/login')
      await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Mesa' })).toBeVisible()
      await expect(page.getByLabel('Correo electrónico')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()
      // Demo mode: the accounts are part of the first paint too (login-demo.html), not a late arrival.
      await expect(page.getByRole('region', { name: 'Cuentas de demostración' })).toContainText(
        'admin@demo.com',
      )
    })
  })

  test('React adopts the prerendered form instead of drawing it again, with no console error', async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto('/login')
    // Marked before the scripts finish; a form drawn again would not carry the mark.
    await page.locator('form').evaluate((form) => form.setAttribute('data-prerendered', 'yes'))
    // Its submit button becomes one once React runs the page.
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toHaveAttribute('type', 'submit')
    await expect(page.locator('form')).toHaveAttribute('data-prerendered', 'yes')
    await signInWith(page, users.admin)
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible()
    expect(problems).toEqual([])
  })

  test('a reader of another language gets the page in that language, right to left in Arabic', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('Mesa-language', '"ar"'))
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'مرحبًا بك في Mesa' })).toBeVisible()
    await expect(page.getByText('Bienvenido a Mesa')).toHaveCount(0)
  })

  test('what is typed before the scripts run is kept, and a click then sends nothing', async ({ page }) => {
    // Hold the entry script back: the reader sees the prerendered form and uses it before React runs.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/login', { waitUntil: 'commit' })
    await page.getByLabel('Correo electrónico').fill(users.admin.email)
    await page.getByLabel('Contraseña', { exact: true }).fill(users.admin.password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    // The browser did not send the form itself (a GET with the password in the address).
    expect(new URL(page.url()).search).toBe('')
    release()
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toHaveAttribute('type', 'submit')
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(users.admin.email)
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(users.admin.password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible()
  })
})
