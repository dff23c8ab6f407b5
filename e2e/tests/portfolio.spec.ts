import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'

/** The portfolio dashboard (issue 16): its figures open the lists they summarise, with the same counts. */

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 })
}

/** The list's paging line ("1–10 de 37") ends with the list's total. */
async function listTotal(page: Page) {
  const line = page.getByText(/\d+–\d+ de \d+/)
  await expect(line).toBeVisible({ timeout: 15_000 })
  return Number(/de (\d+)/.exec((await line.textContent()) ?? '')![1])
}

/** The count in a figure link's name ("Captura: 12 ahora, abrir la lista" → 12). */
const countIn = (name: string) => Number(/: (\d+)/.exec(name)![1])

test('the dashboard shows the pipeline, and a stage figure opens the list with the same count', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, users.admin)
  await page.goto('/apps/solicitudes/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Tablero de cartera' })).toBeVisible()
  await settled(page)
  await expect(page.getByRole('region', { name: 'Embudo por etapa' })).toBeVisible()
  await shot(page, 'portfolio-dashboard-light')
  await expectAccessible(page)

  const figure = page.getByRole('link', { name: /^Análisis: \d+ ahora, abrir la lista$/ })
  const expected = countIn((await figure.getAttribute('aria-label'))!)
  await figure.click()
  await expect(page).toHaveURL(/\/apps\/solicitudes\/list\?stage=analisis$/)
  await expect.poll(() => listTotal(page), { timeout: 20_000 }).toBe(expected)
})

test('filters travel with the figures: product and a bucket of the portfolio', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, users.admin)
  await page.goto('/apps/solicitudes/dashboard?product=auto')
  await settled(page)
  const rejected = page.getByRole('link', { name: /^Rechazadas: \d+, abrir la lista$/ }).first()
  const count = countIn((await rejected.getAttribute('aria-label'))!)
  await rejected.click()
  await expect(page).toHaveURL(/stage=rechazada&product=auto/)
  // The paging line reads 0 until the list's answer arrives: poll for the figure.
  if (count > 0) await expect.poll(() => listTotal(page), { timeout: 20_000 }).toBe(count)

  await page.goto('/apps/solicitudes/dashboard')
  await settled(page)
  const bucket = page.getByRole('link', { name: /^30–59 días: \d+ créditos, abrir la cartera$/ })
  const loans = countIn((await bucket.getAttribute('aria-label'))!)
  await bucket.click()
  await expect(page).toHaveURL(/\/apps\/solicitudes\/loans\?status=active&bucket=dpd_30_59$/)
  await expect.poll(() => listTotal(page), { timeout: 20_000 }).toBe(loans)
})

test('dark theme and Arabic (right to left)', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, users.admin)
  for (const variant of [
    { name: 'dark', theme: 'dark', language: '"es"', dir: 'ltr' },
    { name: 'ar', theme: 'light', language: '"ar"', dir: 'rtl' },
  ]) {
    await page.evaluate(({ theme, language }) => {
      localStorage.setItem('Mesa-theme', theme)
      localStorage.setItem('Mesa-language', language)
    }, variant)
    await page.goto('/apps/solicitudes/dashboard')
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir)
    await settled(page)
    await shot(page, `portfolio-dashboard-${variant.name}`)
    await expectAccessible(page)
  }
})

test('a funder’s loan count opens the loans list filtered by that funder, with the same count', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, users.admin)
  await page.goto('/apps/solicitudes/dashboard')
  await settled(page)
  const funder = page.getByRole('table', { name: 'Por fondeador' }).getByRole('link').first()
  const loans = countIn((await funder.getAttribute('aria-label'))!)
  await funder.click()
  await expect(page).toHaveURL(/\/apps\/solicitudes\/loans\?funderId=\d+$/)
  await expect.poll(() => listTotal(page), { timeout: 20_000 }).toBe(loans)
})
