import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type PageScreenshotOptions } from '@playwright/test'

export const users = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const

interface Session {
  accessToken: string
  refreshToken: string
  userAbilityRules: { action: string; subject: string }[]
  userData: { role: string }
}

/** Signs in through the API and stores the session the way the app does (cookies + localStorage). */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<Session> {
  const response = await page.request.post('/api/v1/allies/login/', { data: user })
  expect(response.status()).toBe(201)
  const session = (await response.json()) as Session
  // A static file of the app's origin: the storage is written without starting the app (the test's own
  // navigation starts it, signed in; about 0.7 s less a test).
  await page.goto('/favicon.svg')
  await page.evaluate((s) => {
    const cookie = (name: string, value: string) =>
      (document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Strict`)
    cookie('accessToken', s.accessToken)
    cookie('refreshToken', s.refreshToken)
    localStorage.setItem('userData', JSON.stringify(s.userData))
    localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules))
  }, session)
  return session
}

/** Replaces the stored rules (the guard reads them): a signed-in user without a given permission. */
export async function setStoredRules(page: Page, rules: { action: string; subject: string }[]) {
  await page.evaluate((r) => localStorage.setItem('userAbilityRules', JSON.stringify(r)), rules)
}

export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === name)?.value
}

/** The path plus query of the current page. */
export function pathOf(page: Page): string {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

export async function expectPath(page: Page, path: string) {
  await expect.poll(() => pathOf(page)).toBe(path)
}

/** No serious or critical WCAG 2.1 A/AA violation on the screen as it is now (docs/spec.md). */
export async function expectAccessible(page: Page) {
  // Axe judges the settled screen: a menu still fading out after a pick has translucent text (a false contrast
  // fault). Finite CSS transitions and animations end within a second; spinners and skeletons never do.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

const screenshots = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots')

/**
 * E2E_THEME_SHOTS=false (.ci/run) writes no dark or Arabic pictures (names with a `dark`, `ar` or `arabic`
 * part): the specs still open those looks and check them (axe included where asked); only the picture,
 * evidence for people to look at, is not taken. Run without it locally to get every look.
 */
const themeShots = process.env.E2E_THEME_SHOTS !== 'false'
const themeShot = /(^|-)(dark|ar|arabic)(-|$)/

/** A full-page screenshot in e2e/screenshots, the evidence each screen's spec leaves behind. */
export async function shot(page: Page, name: string, options: Omit<PageScreenshotOptions, 'path'> = {}) {
  if (!themeShots && themeShot.test(name)) return
  mkdirSync(screenshots, { recursive: true })
  return page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true, ...options })
}

/** Dark theme, then Arabic (RTL), of the screen as it is now (axe in dark too when asked); back to light Spanish. */
export async function shotThemes(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  options: { accessible?: boolean } = {},
) {
  if (!themeShots) return checkDarkArabic(page, ready, options)
  await page.evaluate(() => localStorage.setItem('Mesa-theme', 'dark'))
  await page.reload()
  await ready()
  if (options.accessible) await expectAccessible(page)
  await shot(page, `${name}-dark`)
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', '"ar"')
  })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await ready()
  await shot(page, `${name}-ar`)
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"es"'))
  await page.reload()
}

/**
 * Without the pictures (E2E_THEME_SHOTS=false, CI) both looks are checked in one load: the screen in dark and
 * Arabic at once (right to left, ready, axe when asked), then back to light Spanish. One reload fewer for each
 * of the fifty-odd screens that call `shotThemes`; the two settings are independent (the theme sets colours,
 * the language the texts and direction), so a screen that renders in both at once renders in each.
 */
async function checkDarkArabic(page: Page, ready: () => Promise<void>, options: { accessible?: boolean }) {
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'dark')
    localStorage.setItem('Mesa-language', '"ar"')
  })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await ready()
  if (options.accessible) await expectAccessible(page)
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', '"es"')
  })
  await page.reload()
}

/**
 * Opens the sign-in page and waits until React runs it: /login arrives prerendered, and a click before then is
 * lost (its submit button is a plain button until the page has started, so the browser never sends the form).
 */
export async function openSignIn(page: Page, path = '/login') {
  await page.goto(path)
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toHaveAttribute('type', 'submit')
}
