import { expect, test } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'

/** Background jobs screen (issue 11): administrators see the queue by kind and state; others may not. */

test('an administrator sees the job queue and filters it by state', async ({ page }) => {
  await signIn(page, users.admin)
  // Filtered by kind in the URL: by now the other specs have queued many newer jobs (mail, overdue notices).
  await page.goto('/apps/jobs?kind=credit-applications.overdue-sweep')
  const table = page.getByRole('table', { name: 'Tareas en segundo plano' })
  // The overdue-SLA sweep is a recurring job: its next tick is queued as soon as the server starts.
  await expect(table.getByText('credit-applications.overdue-sweep').first()).toBeVisible()
  await page.getByRole('combobox', { name: 'Estado' }).click()
  await page.getByRole('option', { name: 'En cola' }).click()
  await expect(page).toHaveURL(/state=queued/)
  await expect(table.getByText('En cola').first()).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'jobs-list')
})

test('the job queue in the dark theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('Mesa-theme', 'dark'))
  await signIn(page, users.admin)
  await page.goto('/apps/jobs?kind=credit-applications.overdue-sweep')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByText('credit-applications.overdue-sweep').first()).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'jobs-list-dark')
})

test('a client may not open the job queue', async ({ page }) => {
  await signIn(page, users.client)
  await page.goto('/apps/jobs')
  await expect(page).toHaveURL(/not-authorized/)
})
