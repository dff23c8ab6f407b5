import { expect, test, type Page } from '@playwright/test'
import { shot, shotThemes, signIn, users } from './helpers'

/**
 * Issue 30 on the loan page: a back-dated payment leaves a credit balance (refund and apply actions), a
 * paid-off loan's payment is reversible, and what waits for a second person says so. Built through the API
 * as admin (payments, the refund ask) and admin2 (the reversal ask: who recorded payments may not).
 */
interface Listed {
  applicationId: number
  origin: string
}
type Api = (method: 'GET' | 'POST', url: string, data?: object) => Promise<Record<string, unknown>>

const apiAs = async (page: Page, user: { email: string; password: string }): Promise<Api> => {
  const login = await page.request.post('/api/v1/allies/login/', { data: user })
  const { accessToken } = (await login.json()) as { accessToken: string }
  return async (method, url, data) => {
    const response = await page.request.fetch(url, {
      method,
      headers: { authorization: `Bearer ${accessToken}` },
      ...(data ? { data } : {}),
    })
    expect(response.ok(), await response.text()).toBe(true)
    return (await response.json()) as Record<string, unknown>
  }
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Crédito', exact: true })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

test('a credit balance with its refund and apply actions; a paid-off loan’s reversal waits for a second person', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page, users.admin)
  const admin = await apiAs(page, users.admin)
  const admin2 = await apiAs(page, { email: 'admin2@demo.com', password: 'admin' })
  const listed = (await admin('GET', '/api/v1/loans?status=active&bucket=dpd_1_29&itemsPerPage=1')) as {
    items: Listed[]
  }
  const loan = listed.items[0]!
  const base = `/api/v1/credit-applications/${loan.origin}/${loan.applicationId}/loan`
  type Detail = {
    version: number
    asOf: string
    schedule: Array<{ dueDate: string; state: string }>
    payments: Array<{ id: number }>
  }
  let detail = (await admin('GET', base)) as unknown as Detail
  // 1 000.00 today, then what the loan then owes today, back-dated to its oldest unpaid due date: replayed
  // first, it settles the loan without the late interest, and today's 1 000.00 is left over as credit.
  await admin('POST', `${base}/payments`, {
    amountCents: 100_000,
    paidOn: detail.asOf,
    method: 'spei',
    reference: 'E2E-HOY',
    version: detail.version,
  })
  detail = (await admin('GET', base)) as unknown as Detail
  const quote = (await admin('GET', `${base}/payoff?on=${detail.asOf}`)) as { totalCents: number }
  const oldest = detail.schedule.find((row) => row.state === 'overdue')!.dueDate
  await admin('POST', `${base}/payments`, {
    amountCents: quote.totalCents,
    paidOn: oldest,
    method: 'spei',
    reference: 'E2E-ATRASADO',
    version: detail.version,
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/apps/solicitudes/${loan.origin}/${loan.applicationId}?tab=payments`)
  await settled(page)
  await expect(page.getByRole('region', { name: 'Saldo a favor' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reembolsar' })).toBeEnabled()
  await shot(page, 'loan-credit-light')

  // Ask for a refund (admin) and a reversal (admin2): both wait for a second person.
  detail = (await admin('GET', base)) as unknown as Detail
  const credit = (detail as unknown as { creditBalanceCents: number }).creditBalanceCents
  await admin('POST', `${base}/credit/refund`, {
    amountCents: Math.min(credit, 50_000),
    paidOn: detail.asOf,
    reference: 'E2E-SPEI-0001',
    version: detail.version,
  })
  await admin2('POST', `${base}/payments/${detail.payments.at(-1)!.id}/reversal`, {
    reason: 'Depósito duplicado en el banco',
    version: detail.version,
  })
  await page.reload()
  await settled(page)
  await expect(page.getByText('Esperando a una segunda persona').first()).toBeVisible()
  await expect(page.getByText(/esperando a una segunda persona \(lo pidió/)).toBeVisible()
  await shot(page, 'loan-credit-waiting-light')
  // In any language: the balance drawn and nothing loading.
  await shotThemes(page, 'loan-credit-waiting', async () => {
    await expect(page.getByTestId('credit-balance')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await settled(page)
  await shot(page, 'loan-credit-waiting-phone')
})
