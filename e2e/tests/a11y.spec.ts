import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

/** No serious or critical WCAG 2.1 A/AA violation on the public screens (design.md §5). */
for (const path of ['/login', '/register', '/forgot-password', '/not-authorized', '/no/such/page']) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([])
  })
}
