import { expect, test } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'

/**
 * Issue 38: "The active loan's header shows the requested 400 000 MXN, while the contract, the disbursement
 * and the payments are for 310 000." The file's header of an active loan states the booked amount (the
 * loan's principal) as the credit's amount, and the request only beside it, as what was asked.
 */

interface Listed {
  applicationId: number
  origin: string
  folio: number
  principalCents: number
}

interface Detail {
  requestedAmountCents: number
  bookedAmountCents: number | null
}

const money = (cents: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100)

test('an active loan’s header shows the booked amount, not the requested one', async ({ page }) => {
  test.setTimeout(90_000)
  const session = await signIn(page, users.admin)
  const headers = { authorization: `Bearer ${session.accessToken}` }
  const listed = await page.request.get('/api/v1/loans', {
    params: { status: 'active', itemsPerPage: 100 },
    headers,
  })
  expect(listed.status(), await listed.text()).toBe(200)
  const loans = ((await listed.json()) as { items: Listed[] }).items
  expect(loans.length, 'seeded active loans').toBeGreaterThan(0)
  const files = await page.request.get('/api/v1/credit-applications', {
    params: { stage: 'activo', itemsPerPage: 100 },
    headers,
  })
  expect(files.status(), await files.text()).toBe(200)
  const requested = new Map(
    ((await files.json()) as { items: Array<{ id: number; requestedAmountCents: number }> }).items.map(
      (item) => [item.id, item.requestedAmountCents],
    ),
  )
  // A loan booked for another amount than was asked, as in the issue; else the first (the same figure).
  const loan =
    loans.find((row) => (requested.get(row.applicationId) ?? row.principalCents) !== row.principalCents) ??
    loans[0]!
  const answer = await page.request.get(`/api/v1/credit-applications/${loan.origin}/${loan.applicationId}`, {
    headers,
  })
  expect(answer.status(), await answer.text()).toBe(200)
  const detail = (await answer.json()) as Detail
  expect(detail.bookedAmountCents).toBe(loan.principalCents)

  await page.goto(`/apps/solicitudes/${loan.origin}/${loan.applicationId}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(loan.folio))
  const amount = page.getByText('Monto del crédito', { exact: true }).first().locator('..')
  await expect(amount).toContainText(money(loan.principalCents))
  if (detail.requestedAmountCents !== loan.principalCents) {
    // The request stays in sight, as a note under the booked figure, never as the credit's amount.
    await expect(amount).toContainText(`Solicitado: ${money(detail.requestedAmountCents)}`)
    const figure = (await amount.innerText()).split('\n')[1]!.trim()
    expect(figure.startsWith(money(loan.principalCents))).toBe(true)
  } else {
    await expect(amount).not.toContainText('Solicitado')
  }
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
  await shot(page, 'loan-booked-amount-light')
  await expectAccessible(page)
})
