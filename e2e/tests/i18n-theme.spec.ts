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
  await page.getByRole('menuitemradio', { name: 'العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { name: 'مرحبًا بك في Mesa' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('Mesa-language'))).toBe('"ar"')
  // The page's logical properties flip it: the switchers sit at the left, the password's eye at the field's left.
  const switcherBox = await page.getByRole('button', { name: 'اللغة' }).boundingBox()
  expect(switcherBox!.x).toBeLessThan(200)
  const passwordBox = await page.getByLabel('كلمة المرور', { exact: true }).boundingBox()
  const eyeBox = await page.getByRole('button', { name: 'إظهار كلمة المرور' }).boundingBox()
  expect(eyeBox!.x).toBeLessThan(passwordBox!.x)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await loginSettled(page)
  await shot(page, 'login-arabic')
  await page.getByRole('button', { name: 'اللغة' }).click()
  await page.getByRole('menuitemradio', { name: 'Español' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
})

test('dark theme from the switcher persists under Mesa-theme', async ({ page }) => {
  await openSignIn(page)
  await page.getByRole('button', { name: 'Tema' }).click()
  await page.getByRole('menuitemradio', { name: 'Oscuro' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('Mesa-theme'))).toBe('dark')
  // The choice is checked in the menu, and the app, once signed in, keeps it (MUI reads the same key).
  await page.getByRole('button', { name: 'Tema' }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Oscuro' })).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Tema' })).toBeFocused()
  await loginSettled(page)
  await shot(page, 'login-dark')
})

test('the language menu of the sign-in page works from the keyboard', async ({ page }) => {
  await openSignIn(page)
  await page.getByRole('button', { name: 'Idioma' }).focus()
  await page.keyboard.press('Enter')
  // The language in force is checked and takes the focus; arrows move, Enter picks.
  await expect(page.getByRole('menuitemradio', { name: 'Español' })).toBeFocused()
  await expect(page.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Mesa' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('button', { name: 'Language' })).toBeFocused()
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
