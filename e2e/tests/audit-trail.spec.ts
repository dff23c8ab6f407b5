import { expect, test } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'

/** The tamper-evident audit trail (issue 20): reads of an applicant's file are logged and the chain verifies. */

test('opening an application file is logged, and the administrator verifies the chain', async ({ page }) => {
  test.slow() // opens two screens and verifies the chain twice
  await signIn(page, users.admin)
  await page.goto('/apps/solicitudes/list')
  await page.getByRole('table').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/apps\/solicitudes\/\w+\/\d+/)
  // The file on screen means its read (and the audit event) has been answered.
  await expect(page.getByRole('heading', { level: 1, name: /^Solicitud / })).toBeVisible()
  const applicationId = /\/(\d+)(\?|$)/.exec(page.url())![1]!

  await page.goto(`/apps/audit?entityType=credit_application&entityId=${applicationId}`)
  const table = page.getByRole('table', { name: 'Bitácora de auditoría' })
  // Issue 38: the trail reads as sentences (credit_application.read on credit_application #id).
  await expect(table.getByText('Consultó la solicitud').first()).toBeVisible()
  await expect(table.getByText(`Solicitud #${applicationId}`).first()).toBeVisible()

  await page.getByRole('button', { name: 'Verificar la cadena' }).click()
  const verdict = page.getByRole('status')
  await expect(verdict).toContainText('Cadena íntegra')
  // The periodic checkpoint job (or an earlier spec on this server) may have signed some already.
  const checkpointsOf = async () => Number(/(\d+) puntos? de control/.exec(await verdict.innerText())![1])
  const before = await checkpointsOf()
  await page.getByRole('button', { name: 'Firmar punto de control' }).click()
  await expect(page.getByText('Punto de control firmado.')).toBeVisible()
  await page.getByRole('button', { name: 'Verificar la cadena' }).click()
  await expect(verdict).toContainText(`${before + 1} puntos de control`)
  await expectAccessible(page)
  await shot(page, 'audit-trail')
})

test('the audit trail in Arabic, right to left, and dark', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('Mesa-language', JSON.stringify('ar'))
    localStorage.setItem('Mesa-theme', 'dark')
  })
  await signIn(page, users.admin)
  await page.goto('/apps/audit')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'سجل التدقيق' })).toBeVisible()
  await page.getByRole('button', { name: 'تحقق من السلسلة' }).click()
  await expect(page.getByRole('status')).toContainText('السلسلة سليمة')
  await expectAccessible(page)
  await shot(page, 'audit-trail-ar-dark')
})

test('only administrators open the audit trail', async ({ page }) => {
  await signIn(page, { email: 'analista@demo.com', password: 'analista' })
  await page.goto('/apps/audit')
  await expect(page).toHaveURL(/not-authorized/)
})
