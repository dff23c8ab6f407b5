import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'

/**
 * Issue 35, item 1 on screen: the loan page shows how the customer pays (the loan's CLABE grouped 3-3-11-1
 * and its reference, each copyable) and downloads the welcome letter; the lender profile edits the
 * concentrating account the CLABEs sit under, refusing a malformed bank code on its field.
 */
test.describe.configure({ timeout: 120_000 })
const firstPaint = { timeout: 30_000 }

interface Listed {
  applicationId: number
  origin: string
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: /Crédito|القرض|Credit/ }).first()).toBeVisible(
    firstPaint,
  )
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

test('the loan page shows the CLABE and the reference, copies them and downloads the welcome letter', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const session = await signIn(page, users.admin)
  const headers = { authorization: `Bearer ${session.accessToken}` }
  const listed = await page.request.get('/api/v1/loans?status=active&itemsPerPage=1', { headers })
  const loan = ((await listed.json()) as { items: Listed[] }).items[0]!
  const detail = (await (
    await page.request.get(`/api/v1/credit-applications/${loan.origin}/${loan.applicationId}/loan`, {
      headers,
    })
  ).json()) as { paymentReference: string; referencedClabe: string }
  const clabe = detail.referencedClabe
  const grouped = `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`

  await page.goto(`/apps/solicitudes/${loan.origin}/${loan.applicationId}?tab=payments`)
  await settled(page)
  const section = page.getByRole('region', { name: 'Cómo paga el cliente' })
  await expect(section.getByText(grouped)).toBeVisible()
  await expect(section.getByText(detail.paymentReference, { exact: true })).toBeVisible()
  await section.getByRole('button', { name: 'Copiar la CLABE' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clabe)
  await section.getByRole('button', { name: 'Copiar la referencia' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(detail.paymentReference)
  await expectAccessible(page)

  const download = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Carta de bienvenida (PDF)' }).click()
  expect((await download).suggestedFilename()).toMatch(/^carta-de-bienvenida-\d+\.pdf$/)
  await section.scrollIntoViewIfNeeded()
  await shot(page, 'loan-how-to-pay', { fullPage: false })

  // Arabic, dark: the digits stay left to right inside the right-to-left page.
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'dark')
    localStorage.setItem('Mesa-language', '"ar"')
  })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await settled(page)
  const arabic = page.getByRole('region', { name: 'كيف يدفع العميل' })
  await expect(arabic.getByText(grouped)).toBeVisible()
  await arabic.scrollIntoViewIfNeeded()
  await shot(page, 'loan-how-to-pay-ar-dark', { fullPage: false })
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', '"es"')
  })
})

test("the lender profile edits the concentrating account and refuses a bank code that isn't 3 digits", async ({
  page,
}) => {
  await signIn(page, users.admin)
  await page.goto('/apps/lender-profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Identidad del otorgante y UNE' })).toBeVisible(
    firstPaint,
  )
  await expect(page.getByRole('heading', { name: 'Cuenta concentradora' })).toBeVisible()
  const bank = page.getByRole('textbox', { name: 'Clave del banco', exact: true })
  await expect(bank).toHaveValue(/^\d{3}$/)
  const before = await bank.inputValue()
  await bank.fill('64')
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Escribe los 3 dígitos de la clave del banco.')).toBeVisible()
  await page.getByRole('heading', { name: 'Cuenta concentradora' }).scrollIntoViewIfNeeded()
  await shot(page, 'lender-concentrating-account', { fullPage: false })
  await bank.fill(before)
  await expect(page.getByText('Escribe los 3 dígitos de la clave del banco.')).toHaveCount(0)
})
