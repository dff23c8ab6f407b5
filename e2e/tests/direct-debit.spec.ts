import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectAccessible, shot, signIn } from './helpers'

/**
 * Direct debit (issue 35 item 3): a collector registers the mandate of a loan 30+ days late from its page (a CLABE,
 * at most $2,000.00 a debit) and uploads the signed authorisation; treasury generates the business date's run,
 * downloads the bank's file, gets the sandbox bank's answer and uploads it. The sandbox rejects every third
 * debit for insufficient funds: the rejected one shows its reason, the collected ones are payments on their
 * loans (method Domiciliación, value date the billing date).
 */

const collector = { email: 'cobranza@demo.com', password: 'cobranza' }
const treasurer = { email: 'tesoreria@demo.com', password: 'tesoreria' }
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const origins = ['auto', 'seminuevo', 'moto'] as const
// A CLABE of bank 002 with its check digit (weights 3, 7, 1): 00218000011122233 → 6.
const CLABE = '002180000111222336'
const MAX_PESOS = '2000'

interface Loan {
  origin: string
  applicationId: number
  loanId: number
  applicantName: string
}
let loan: Loan

async function tokenOf(request: APIRequestContext, user: { email: string; password: string }) {
  const login = await request.post('/api/v1/allies/login/', { data: user })
  expect(login.status(), await login.text()).toBe(201)
  return { Authorization: `Bearer ${(await login.json()).accessToken}` }
}

/** The loan's id and application, whichever product it is (a line names the application, not its product). */
async function loanOfApplication(
  request: APIRequestContext,
  headers: Record<string, string>,
  applicationId: number,
) {
  for (const origin of origins) {
    const answer = await request.get(`/api/v1/credit-applications/${origin}/${applicationId}/loan`, {
      headers,
    })
    if (answer.ok()) return { origin, loanId: (await answer.json()).id as number }
  }
  throw new Error(`no loan for application ${applicationId}`)
}

test.beforeAll(async ({ request }) => {
  const headers = await tokenOf(request, collector)
  const mandates = await request.get('/api/v1/direct-debit/mandates?status=active&itemsPerPage=100', {
    headers,
  })
  expect(mandates.status(), await mandates.text()).toBe(200)
  const mandated = new Set((await mandates.json()).items.map((item: { loanId: number }) => item.loanId))
  // The latest in arrears first (a retry takes the next: the first has its mandate by then).
  for (const bucket of ['dpd_90_plus', 'dpd_60_89', 'dpd_30_59']) {
    const late = await request.get(`/api/v1/loans?bucket=${bucket}&status=active&itemsPerPage=20`, {
      headers,
    })
    expect(late.status(), await late.text()).toBe(200)
    for (const item of (await late.json()).items as { applicationId: number; applicantName: string }[]) {
      const found = await loanOfApplication(request, headers, item.applicationId)
      if (mandated.has(found.loanId)) continue
      loan = { ...found, applicationId: item.applicationId, applicantName: item.applicantName }
      return
    }
  }
  throw new Error('no loan 30+ days late without a mandate')
})

test('a collector registers the loan’s mandate with its signed authorisation', async ({ page }) => {
  await signIn(page, collector)
  await page.goto(`/apps/solicitudes/${loan.origin}/${loan.applicationId}?tab=payments`)
  const section = page.getByRole('region', { name: 'Domiciliación' })
  await expect(section.getByText('Sin domiciliación: el cliente paga con su referencia.')).toBeVisible()
  await section.getByRole('button', { name: 'Registrar mandato' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Número de crédito')).toHaveValue(String(loan.loanId))
  await dialog.getByLabel('CLABE o número de tarjeta').fill(CLABE)
  await dialog.getByLabel('Titular de la cuenta').fill(loan.applicantName)
  await dialog.getByLabel('Máximo por cargo').fill(MAX_PESOS)
  await dialog.getByRole('button', { name: 'Registrar' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(section.getByText(`CLABE •••• ${CLABE.slice(-4)}`)).toBeVisible()
  await expect(section.getByText('Sin autorización: no se carga')).toBeVisible()
  await section.locator('input[type=file]').setInputFiles({
    name: 'autorizacion-firmada.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  })
  await expect(section.getByRole('button', { name: 'autorizacion-firmada.pdf' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'direct-debit-loan-mandate')
})

test('treasury makes the run, sends the file, uploads the bank’s answer; debits become payments', async ({
  page,
  request,
}) => {
  await signIn(page, treasurer)
  await page.goto('/apps/domiciliacion')
  await expect(page.getByRole('heading', { level: 1, name: 'Domiciliación' })).toBeVisible()
  await page.getByRole('button', { name: 'Generar archivo de cargos' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Generar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Domiciliación del / })).toBeVisible()
  const runId = Number(/\/apps\/domiciliacion\/(\d+)/.exec(page.url())![1])

  // The bank's file: 120-character records, this loan's debit of $2,000.00 among them.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar archivo para el banco' }).click(),
  ])
  const records = readFileSync((await file.path())!, 'latin1')
    .split('\r\n')
    .filter(Boolean)
  expect(records.every((record) => record.length === 120)).toBe(true)
  expect(
    records.some((record) => record.slice(20, 38) === CLABE && record.slice(40, 55) === '000000000200000'),
  ).toBe(true)

  // The sandbox bank's answer, uploaded as a bank's would be.
  const [answer] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Respuesta de prueba (sandbox)' }).click(),
  ])
  await page.getByLabel('Subir respuesta').setInputFiles({
    name: 'respuesta.txt',
    mimeType: 'text/plain',
    buffer: readFileSync((await answer.path())!),
  })
  await expect(page.getByRole('alert').filter({ hasText: 'Cobrados:' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'direct-debit-run-answered')

  // Every third debit is rejected for insufficient funds; the rest are collected.
  const headers = await tokenOf(request, treasurer)
  const lines = (await (
    await request.get(`/api/v1/direct-debit/runs/${runId}/lines?itemsPerPage=100`, { headers })
  ).json()) as {
    items: { sequence: number; applicationId: number; status: string; amountCents: number }[]
  }
  expect(lines.items.length).toBeGreaterThanOrEqual(3)
  for (const line of lines.items) expect(line.status).toBe(line.sequence % 3 === 0 ? 'rejected' : 'collected')
  await page.getByRole('combobox', { name: 'Estado' }).click()
  await page.getByRole('option', { name: 'Rechazo' }).click()
  const table = page.getByRole('table', { name: 'Cargos' })
  await expect(table.getByText('Fondos insuficientes').first()).toBeVisible()

  // A collected debit is a payment on its loan.
  const collected = lines.items.find((line) => line.status === 'collected')!
  const { origin } = await loanOfApplication(
    request,
    await tokenOf(request, collector),
    collected.applicationId,
  )
  await signIn(page, collector)
  await page.goto(`/apps/solicitudes/${origin}/${collected.applicationId}?tab=payments`)
  const payments = page.getByRole('region', { name: 'Pagos' })
  await expect(payments.getByText('Domiciliación').first()).toBeVisible()
  await shot(page, 'direct-debit-loan-payment')
})
