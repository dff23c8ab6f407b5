import { expect, test } from '@playwright/test'
import { expectAccessible, signIn, users } from './helpers'

/**
 * Issue 38 on the loan page: reversing a payment is confirmed on its summary (the payment's amount and day,
 * the reason) before anything is asked; going back keeps the reason, cancelling asks nothing.
 */
interface Listed {
  applicationId: number
  origin: string
}

test('a payment’s reversal shows its summary before the final click; cancelling reverses nothing', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const session = await signIn(page, users.admin)
  const answer = await page.request.get('/api/v1/loans', {
    params: { status: 'active', bucket: 'current', itemsPerPage: 1 },
    headers: { authorization: `Bearer ${session.accessToken}` },
  })
  const [loan] = ((await answer.json()) as { items: Listed[] }).items
  expect(loan, 'a seeded current loan').toBeDefined()
  await page.goto(`/apps/solicitudes/${loan!.origin}/${loan!.applicationId}?tab=payments`)
  await expect(page.getByRole('heading', { level: 2, name: 'Crédito', exact: true })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
  const payments = page.getByRole('table', { name: 'Pagos recibidos' })
  const reversible = payments.getByRole('row').filter({ has: page.getByRole('button', { name: 'Revertir' }) })
  const before = await reversible.count()
  expect(before, 'a payment to reverse').toBeGreaterThan(0)
  const row = reversible.last()
  const amount = /\$[\d,]+\.\d{2}/.exec((await row.textContent()) ?? '')![0]

  await row.getByRole('button', { name: 'Revertir' }).click()
  const dialog = page.getByRole('dialog', { name: 'Revertir el pago' })
  // Too short a reason is named on its field; nothing is asked yet.
  await dialog.getByLabel('Motivo').fill('No')
  await dialog.getByRole('button', { name: 'Revertir' }).click()
  await expect(dialog.getByRole('table', { name: 'Resumen del movimiento' })).toHaveCount(0)
  await dialog.getByLabel('Motivo').fill('Depósito duplicado en el banco')
  await dialog.getByRole('button', { name: 'Revertir' }).click()
  const summary = dialog.getByRole('table', { name: 'Resumen del movimiento' })
  await expect(summary.getByRole('row', { name: /Importe/ })).toContainText(amount)
  await expect(summary.getByRole('row', { name: /Motivo/ })).toContainText('Depósito duplicado en el banco')
  await expectAccessible(page)
  await page.screenshot({ path: '/tmp/money-ux-reversal-es.png', animations: 'disabled' })

  // Back to the reason, kept; then cancel: the payment is still there to reverse.
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog.getByLabel('Motivo')).toHaveValue('Depósito duplicado en el banco')
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  await expect(reversible).toHaveCount(before)
})
