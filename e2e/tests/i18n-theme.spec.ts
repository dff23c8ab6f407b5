import { expect, test, type Page } from '@playwright/test'
import { openSignIn, shot } from './helpers'

/** The sign-in page is complete once the demo accounts and the (lazy, decorative) illustration are in. */
async function loginSettled(page: Page) {
  await expect(page.getByRole('region').getByRole('listitem').first()).toBeVisible()
  await expect(page.locator('main svg[aria-hidden="true"]').first()).toBeAttached()
}

test('Spanish is the default: <html lang="es" dir="ltr">', async ({ page }) => {
  await openSignIn(page)
  await expect(page.getByRole('heading', { name: 'Bienvenido a Mesa' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await loginSettled(page)
  await shot(page, 'login-light')
})

test('switching to Arabic sets dir="rtl", persists under Mesa-language and survives a reload', async ({
  page,
}) => {
  await openSignIn(page)
  await page.getByRole('button', { name: 'Idioma' }).click()
  await page.getByRole('menuitem', { name: 'العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { name: 'مرحبًا بك في Mesa' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('Mesa-language'))).toBe('"ar"')
  // MUI's RTL styling: the Emotion RTL cache flips the form's start/end.
  await expect(page.locator('style[data-emotion^="muirtl"]').first()).toBeAttached()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await loginSettled(page)
  await shot(page, 'login-arabic')
  await page.getByRole('button', { name: 'اللغة' }).click()
  await page.getByRole('menuitem', { name: 'Español' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
})

test('dark theme from the switcher persists under Mesa-theme', async ({ page }) => {
  await openSignIn(page)
  await page.getByRole('button', { name: 'Tema' }).click()
  await page.getByRole('menuitem', { name: 'Oscuro' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('Mesa-theme'))).toBe('dark')
  await loginSettled(page)
  await shot(page, 'login-dark')
})

test('system theme follows the OS colour scheme and its changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await openSignIn(page)
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).toHaveClass(/light/)
})

test('404 page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible()
  await shot(page, 'not-found')
})
