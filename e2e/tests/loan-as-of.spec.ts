import { expect, test, type Page } from '@playwright/test'
import { signIn, users } from './helpers'

/**
 * Issue 33 on the loan page: a late loan seen as of a past date, the day after its disbursement, when nothing
 * had fallen due yet: the banner says which day, the figures are that day's (current, no payment), money moves
 * are hidden; "Volver a hoy" brings today's loan back, late and with its payments.
 */
interface Listed {
  applicationId: number
  origin: string
  disbursedOn: string
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Crédito', exact: true })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

const dayAfter = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

test('a late loan as of the day after its disbursement: current, no payment, read only; back to today', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const session = await signIn(page, users.admin)
  const response = await page.request.get('/api/v1/loans?status=active&bucket=dpd_30_59&itemsPerPage=1', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  })
  const loan = ((await response.json()) as { items: Listed[] }).items[0]!
  await page.goto(`/apps/solicitudes/${loan.origin}/${loan.applicationId}?tab=payments`)
  await settled(page)
  const registerButton = page.getByRole('button', { name: 'Registrar pago' })
  await expect(registerButton).toBeVisible()
  await expect(page.getByText(/30–59 días/).first()).toBeVisible()

  const past = dayAfter(loan.disbursedOn)
  await page.getByLabel('Ver al').fill(past)
  await expect(page.getByRole('status').filter({ hasText: 'Viendo al' })).toBeVisible({ timeout: 15_000 })
  await settled(page)
  // The day after the disbursement nothing had fallen due: current, and the payments table has no payment yet.
  await expect(page.getByText('Al corriente').first()).toBeVisible()
  await expect(page.getByText(/30–59 días/)).toHaveCount(0)
  await expect(registerButton).toHaveCount(0)

  await page.getByRole('button', { name: 'Volver a hoy' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Viendo al' })).toHaveCount(0)
  await settled(page)
  await expect(page.getByText(/30–59 días/).first()).toBeVisible()
  await expect(registerButton).toBeVisible()
})
