import { expect, test } from '@playwright/test'
import { expectAccessible, shot, shotThemes, signIn } from './helpers'

/**
 * Bank statements (issue 35): treasury imports a CSV statement; a credit of a loan's amount due from a payer
 * named like its customer is suggested (never posted by itself), a stranger's credit waits unmatched; in the
 * reconciliation queue the treasurer posts the suggested one on its loan (confirmed on the money summary) and
 * returns the other with a reason; the daily summary counts both.
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
let today = ''
const stamp = Date.now().toString(36).toUpperCase()

const dayFirst = (day: string) => day.split('-').reverse().join('/')
const pesos = (cents: number) => (cents / 100).toFixed(2)

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/v1/allies/login/', { data: treasurer })
  expect(login.status(), await login.text()).toBe(201)
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` }
  const options = await request.get('/api/v1/bank-statements/loan-options', { headers })
  expect(options.status(), await options.text()).toBe(200)
  loan = ((await options.json()).items as LoanOption[]).find((option) => option.nextDueCents > 0)!
  expect(loan, 'a loan with an amount due').toBeDefined()
  const admin = await request.post('/api/v1/allies/login/', {
    data: { email: 'admin@demo.com', password: 'admin' },
  })
  const date = await request.get('/api/v1/business-date', {
    headers: { Authorization: `Bearer ${(await admin.json()).accessToken}` },
  })
  today = (await date.json()).date
})

test('treasury imports a statement and resolves its lines in the queue', async ({ page }) => {
  await signIn(page, treasurer)
  await page.goto('/apps/tesoreria/estados-de-cuenta')
  await expect(page.getByRole('heading', { level: 1, name: 'Estados de cuenta bancarios' })).toBeVisible()
  const payer = loan.customerName.toUpperCase().split(' ').reverse().join(' ')
  const csv = [
    'Fecha operación,Fecha valor,Concepto,Referencia,Clave de rastreo,Cargo,Abono,Saldo,Ordenante,Cuenta ordenante,Cuenta beneficiaria',
    `${dayFirst(today)},${dayFirst(today)},SPEI RECIBIDO,MENSUALIDAD,E2E${stamp}1,,${pesos(loan.nextDueCents)},,${payer},,`,
    `${dayFirst(today)},${dayFirst(today)},SPEI RECIBIDO,SIN REFERENCIA,E2E${stamp}2,,1234.56,,NADIE CONOCIDO,,`,
    `${dayFirst(today)},${dayFirst(today)},COMISION,,E2E${stamp}3,5.80,,,,,`,
  ].join('\n')
  await page.getByLabel('Elegir archivo').setInputFiles({
    name: `estado-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  // The statement's page: three movements, none posted by itself, two waiting.
  await expect(page.getByRole('status').filter({ hasText: '3 movimientos' })).toContainText('2 por conciliar')
  await expect(
    page.getByRole('table', { name: 'Movimientos del estado de cuenta' }).getByText('Sugerido'),
  ).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'bank-statement-lines')

  await page.goto('/apps/tesoreria/conciliacion')
  await expect(page.getByRole('heading', { level: 1, name: 'Conciliación bancaria' })).toBeVisible()
  await shot(page, 'bank-reconciliation-queue')
  await page.getByRole('button', { name: `Aplicar el movimiento E2E${stamp}1` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Crédito' }).click()
  await page
    .getByRole('option', { name: new RegExp(loan.customerName) })
    .first()
    .click()
  await shot(page, 'bank-reconciliation-match')
  await dialog.getByRole('button', { name: 'Aplicar pago' }).click()
  // The money summary, then the final click.
  await page.getByRole('dialog').getByRole('button', { name: 'Aplicar pago' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: `Aplicar el movimiento E2E${stamp}1` })).toHaveCount(0)

  await page.getByRole('button', { name: `Devolver el movimiento E2E${stamp}2` }).click()
  await page.getByLabel('Motivo de la devolución').fill('Ordenante desconocido: se devuelve')
  await page.getByRole('dialog').getByRole('button', { name: 'Devolver' }).click()
  await expect(page.getByRole('button', { name: `Devolver el movimiento E2E${stamp}2` })).toHaveCount(0)
  await expectAccessible(page)

  await page.goto('/apps/tesoreria/conciliacion/resumen')
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen diario de conciliación' })).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Resumen diario de conciliación' }).locator('tbody tr').first(),
  ).toBeVisible()
  await shot(page, 'bank-reconciliation-summary')
  await shotThemes(page, 'bank-reconciliation-summary', async () => {
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible()
  })
})
