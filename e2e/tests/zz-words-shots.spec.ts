import { expect, test } from '@playwright/test'
import { signIn, users } from './helpers'

for (const language of ['es', 'ar'])
  test(`audit shot ${language}`, async ({ page }) => {
    await signIn(page, users.admin)
    await page.evaluate((l) => localStorage.setItem('Mesa-language', `"${l}"`), language)
    await page.setViewportSize({ width: 1500, height: 1100 })
    await page.goto('/apps/audit')
    await expect(page.locator('main h1')).toBeVisible()
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `/tmp/words-audit-${language}.png`, fullPage: false })
    await page.locator('main details summary').first().click()
    await page.screenshot({ path: `/tmp/words-audit-${language}-open.png` })
    const read = page.locator('main')
    console.log(language, (await read.innerText()).slice(0, 3000))
  })
