import { expect, test } from '@playwright/test'
import { expectAccessible, shot, shotThemes, signIn } from './helpers'

/**
 * The SPEI webhook's sandbox (issue 35): treasury sends a signed test transfer to a loan's referenced CLABE from
 * the statements screen; the webhook posts it on the loan as "Sistema (SPEI)" and the day's SPEI statement lists it.
 */

const treasurer = { email: 'tesoreria@demo.com', password: 'tesoreria' }
test.describe.configure({ mode: 'serial', timeout: 180_000 })

interface LoanOption {
  applicationId: number
  folio: number
  customerName: string
  nextDueCents: number
}
let loan: LoanOption

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/v1/allies/login/', { data: treasurer })
  expect(login.status(), await login.text()).toBe(201)
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` }
  const options = await request.get('/api/v1/bank-statements/loan-options', { headers })
  loan = ((await options.json()).items as LoanOption[]).find((option) => option.nextDueCents > 10_000)!
  expect(loan, 'a loan that owes').toBeDefined()
})

test('treasury sends a test SPEI and it is posted on the loan', async ({ page }) => {
  await signIn(page, treasurer)
  await page.goto('/apps/tesoreria/estados-de-cuenta')
  await page.getByRole('button', { name: 'Enviar SPEI de prueba (sandbox)' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Sandbox: no mueve dinero real.', { exact: false })).toBeVisible()
  await dialog.getByLabel('Buscar crédito por folio o nombre').fill(loan.customerName)
  await dialog.getByRole('combobox', { name: 'Crédito' }).click()
  await page
    .getByRole('option', { name: new RegExp(loan.customerName) })
    .first()
    .click()
  await dialog.getByLabel('Monto').fill('100.00')
  await dialog.getByLabel('Ordenante').fill('Ordenante de prueba')
  await expectAccessible(page)
  await shot(page, 'spei-sandbox-dialog')
  await dialog.getByRole('button', { name: 'Enviar transferencia de prueba' }).click()
  // The money summary, then the final click.
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar transferencia de prueba' }).click()
  await expect(page.getByText('Transferencia de prueba recibida: Aplicado')).toBeVisible()
  await expect(page.getByRole('link', { name: /^SPEI / }).first()).toBeVisible()
  await shot(page, 'spei-sandbox-statements')
  await shotThemes(page, 'spei-sandbox-statements', async () => {
    await expect(page.getByRole('link', { name: /^SPEI / }).first()).toBeVisible()
  })
})
