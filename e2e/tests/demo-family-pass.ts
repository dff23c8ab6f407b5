import { expect, type Page } from '@playwright/test'
import { expectAccessible, shot } from './helpers'

export const stillFrames = { animations: 'disabled' } as const

/** Each demo family in light, dark and Arabic: a screenshot of each, axe in dark and Arabic, the sample-data note. */
export async function passFamilies(page: Page, families: Array<[name: string, path: string]>) {
  const settle = async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByLabel('Cargando…')).toHaveCount(0)
  }
  for (const [name, path] of families) {
    await page.goto(path)
    await settle()
    await shot(page, `demo-${name}-light`, stillFrames)
  }
  await page.evaluate(() => localStorage.setItem('Mesa-theme', 'dark'))
  for (const [name, path] of families) {
    await page.goto(path)
    await settle()
    await expectAccessible(page)
    await shot(page, `demo-${name}-dark`, stillFrames)
  }
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', '"ar"')
  })
  for (const [name, path] of families) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await settle()
    await expect(page.getByRole('note')).toContainText('بيانات نموذجية')
    await expectAccessible(page)
    await shot(page, `demo-${name}-ar`, stillFrames)
  }
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"es"'))
}
