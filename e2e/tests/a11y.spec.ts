import { expect, test } from '@playwright/test'
import { expectAccessible } from './helpers'

/** No serious or critical WCAG 2.1 A/AA violation on the public screens (docs/spec.md). */
for (const path of ['/login', '/register', '/forgot-password', '/not-authorized', '/no/such/page']) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectAccessible(page)
  })
}
