import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, shotThemes, signIn, users } from './helpers'

/**
 * The four-eyes queue (issue 30): an administrator asks for a credit-policy change; they cannot approve it
 * themselves (the button is off and says why; the API answers 403 four_eyes_same_person); a second
 * administrator sees it counted in the navigation, approves it, and the change is in force.
 */
const secondAdmin = { email: 'admin2@demo.com', password: 'admin' }

test.describe.configure({ mode: 'serial' })

const policyOf = async (page: Page, token: string) =>
  (
    await page.request.get('/api/v1/credit-policy/auto', { headers: { Authorization: `Bearer ${token}` } })
  ).json() as Promise<{ version: number; terms: { maxTermMonths: number } }>

test('one administrator asks for a policy change, cannot approve it; a second one approves and it is in force', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const first = await signIn(page, users.admin)
  const before = await policyOf(page, first.accessToken)
  await page.goto('/apps/credit-policy?product=auto')
  await expect(page.getByRole('heading', { name: `Versión ${before.version} en vigor` })).toBeVisible({
    timeout: 30_000,
  })
  const nextTerm = before.terms.maxTermMonths === 60 ? '66' : '60'
  await page.getByLabel('Plazo máximo (meses)').fill(nextTerm)
  await page.getByRole('button', { name: `Solicitar la versión ${before.version + 1}` }).click()
  await expect(page.getByText(/Cambio enviado a aprobación/)).toBeVisible()
  // Nothing changed yet.
  expect((await policyOf(page, first.accessToken)).version).toBe(before.version)

  // The asker's own request: the approve button is off and says why; the API refuses it too.
  await page.goto('/apps/approvals?status=pending')
  await expect(page.getByRole('heading', { level: 1, name: 'Aprobaciones' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: 'Cambio de política de crédito' }).first()
  await expect(row).toContainText('Ana Administradora')
  await expect(row.getByRole('button', { name: /^Aprobar Cambio de política de crédito/ })).toBeDisabled()
  await expect(row.getByRole('button', { name: 'Retirar' })).toBeEnabled()
  const queue = await (
    await page.request.get('/api/v1/approvals?status=pending&kind=credit-policy.change', {
      headers: { Authorization: `Bearer ${first.accessToken}` },
    })
  ).json()
  const request = queue.items.find((item: { subjectId: string }) => item.subjectId === 'auto')
  const own = await page.request.post(`/api/v1/approvals/${request.id}/approve`, {
    headers: { Authorization: `Bearer ${first.accessToken}` },
    data: { version: request.version },
  })
  expect(own.status()).toBe(403)
  expect((await own.json()).code).toBe('four_eyes_same_person')
  await shot(page, 'four-eyes-asker')

  // The second administrator: the navigation counts it; they approve it with a note.
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  const second = await signIn(page, secondAdmin)
  const count = await (
    await page.request.get('/api/v1/approvals/pending-count', {
      headers: { Authorization: `Bearer ${second.accessToken}` },
    })
  ).json()
  expect(count.count).toBeGreaterThanOrEqual(1)
  await page.goto('/apps/approvals?status=pending')
  const nav = page.getByRole('navigation', { name: 'Navegación principal' })
  await expect(nav.getByRole('link', { name: /Aprobaciones/ })).toBeVisible()
  const theirs = page.getByRole('row').filter({ hasText: 'Cambio de política de crédito' }).first()
  await shot(page, 'four-eyes-queue')
  await expectAccessible(page)
  await shotThemes(page, 'four-eyes-queue', async () => {
    await expect(page.getByRole('row').nth(1)).toBeVisible()
  })
  await theirs.getByRole('button', { name: /^Aprobar Cambio de política de crédito/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Aprobar la solicitud' })
  await dialog.getByLabel('Nota (opcional)').fill('Revisado contra el comité de riesgos')
  await shot(page, 'four-eyes-approve-dialog')
  await dialog.getByRole('button', { name: 'Aprobar' }).click()
  await expect(page.getByText('Solicitud aprobada y ejecutada.')).toBeVisible()

  // The change is in force, saved as the asker's version.
  await page.goto('/apps/credit-policy?product=auto')
  await expect(page.getByRole('heading', { name: `Versión ${before.version + 1} en vigor` })).toBeVisible()
  await expect(page.getByLabel('Plazo máximo (meses)')).toHaveValue(nextTerm)
})
