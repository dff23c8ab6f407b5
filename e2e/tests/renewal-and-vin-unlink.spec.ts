import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible, shot, shotThemes, signIn } from './helpers'

/**
 * Issue 15's leftovers on screen: a renewal quote binds from the insurance list (the new policy starts
 * where the expiring one ends), and a VIN captured on the wrong file is unlinked from its vin tab, which
 * clears the double-financing alert.
 */

const admin = { email: 'admin@demo.com', password: 'admin' }
/** A valid North American VIN (check digit 8, model year 2026) this spec links to two files. */
const VIN = '3N1CN8AP8TL990415'
const slow = expect.configure({ timeout: 20_000 })

interface Listed {
  id: number
  product: string
  folio: number
}

async function settled(page: Page) {
  await slow(page.getByRole('progressbar')).toHaveCount(0)
}

/** Two captured applications (the last ones: vehicles.spec works on the first) financing the same VIN. */
async function doubleFinance(request: APIRequestContext): Promise<Listed[]> {
  const login = await request.post('/api/v1/allies/login/', { data: admin })
  expect(login.status(), await login.text()).toBe(201)
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` }
  const list = await request.get('/api/v1/credit-applications?stage=captura&itemsPerPage=100', { headers })
  const apps = ((await list.json()).items as Listed[]).slice(-2)
  for (const app of apps) {
    const linked = await request.put(`/api/v1/vehicles/applications/${app.product}/${app.id}/vin`, {
      headers,
      data: { vin: VIN, make: 'Nissan', model: 'Versa', version: 'Advance', colour: 'Gris' },
    })
    expect(linked.status(), await linked.text()).toBe(200)
  }
  return apps
}

test.beforeEach(async ({ page }) => {
  await signIn(page, admin)
})

test('a renewal quote binds: the renewed policy in force from the old end', async ({ page }) => {
  test.setTimeout(120_000)
  // The last policy ending within 60 days (insurance.spec quotes the first one ending within 30).
  await page.goto('/apps/insurance/list/expiring_60')
  const rows = page.getByRole('table', { name: 'Vencen en 60 días' }).locator('tbody tr')
  await slow(rows.first()).toContainText('Faltan')
  const dialog = page.getByRole('dialog')
  // Opens the renewal dialog of that policy and asks the four insurers (each theme's screenshot too).
  const quoteRenewal = async () => {
    await slow(page.locator('tbody tr').last()).toBeVisible()
    await page.locator('tbody tr').last().getByRole('button').last().click()
    await dialog
      .getByRole('button')
      .filter({ hasText: /Cotizar|Quote|renouvellement|تسعير/ })
      .first()
      .click()
    await slow(dialog.locator('section')).toHaveCount(4)
    await settled(page)
  }
  await slow(rows.last()).toContainText('Faltan')
  await quoteRenewal()
  await expect(dialog.getByText('Cotización sandbox')).toHaveCount(4)
  await expect(dialog.getByRole('button', { name: /^Contratar con/ })).toHaveCount(4)
  await shot(page, 'insurance-renewal-quotes-light')
  await shotThemes(page, 'insurance-renewal-quotes', quoteRenewal)
  // The expiring policy's number, as its row shows it (the list's first column; the dialog hides the table).
  await slow(rows.last()).toContainText('Faltan')
  const expiringNumber = (await rows.last().locator('td').first().innerText()).split('\n')[0]!.trim()
  await quoteRenewal()
  await dialog.getByRole('button', { name: 'Contratar con GNP Seguros' }).click()
  // Issue 38: a renewal is confirmed on its summary too (the policy it renews, from when, the premium).
  const confirm = page.getByRole('dialog', { name: `¿Renovar la póliza ${expiringNumber} con GNP Seguros?` })
  await expect(confirm.getByRole('row', { name: /^Renueva la póliza/ })).toContainText(expiringNumber)
  await expect(confirm.getByRole('row', { name: /^Prima total/ })).toContainText('$')
  await confirm.getByRole('button', { name: 'Contratar con GNP Seguros' }).click()
  await expect(confirm).toBeHidden()
  const bound = page
    .getByRole('dialog', { name: /^Renovación de la póliza/ })
    .getByText(/^Renovada: póliza GNP\d+, vigencia del .+ al .+\.$/)
  await slow(bound).toBeVisible()
  // Renewed: no other renewal quote binds any more.
  await expect(dialog.getByRole('button', { name: /^Contratar con/ })).toHaveCount(0)
  await expectAccessible(page)
  await bound.scrollIntoViewIfNeeded()
  await shot(page, 'insurance-renewal-bound-light')
  // The new policy, in force, says which policy it renews.
  const renewedNumber = /póliza (GNP\d+)/.exec((await bound.innerText()) ?? '')![1]!
  await page.keyboard.press('Escape')
  await page.goto(`/apps/insurance/list?q=${renewedNumber}`)
  const renewedRow = page.locator('tbody tr').filter({ hasText: renewedNumber })
  await slow(renewedRow).toContainText(`Renueva ${expiringNumber}`)
  await shot(page, 'insurance-renewal-chain-light')
  // The application's póliza page shows both: the policy in force and the one it renewed, each naming the other.
  await renewedRow.getByRole('link', { name: /^Solicitud #/ }).click()
  const renews = page.getByText('Renueva la póliza').locator('..')
  await slow(renews).toContainText(expiringNumber)
  await expect(page.getByText('Renovada por la póliza').locator('..')).toContainText(renewedNumber)
  await settled(page)
  await shot(page, 'insurance-renewal-chain-application-light')
})

test('the vin tab unlinks a VIN and the double-financing alert clears', async ({ page, request }) => {
  test.setTimeout(120_000)
  const [kept, wrong] = await doubleFinance(request)
  await page.goto(`/apps/solicitudes/${wrong!.product}/${wrong!.id}?tab=vin`)
  await slow(page.getByText('VIN financiado dos veces')).toBeVisible()
  await settled(page)
  await expectAccessible(page)
  await shot(page, 'vin-unlink-light')
  await shotThemes(page, 'vin-unlink', async () => {
    await slow(page.getByRole('tabpanel')).toBeVisible()
    await settled(page)
  })
  await page.getByRole('button', { name: 'Desvincular VIN' }).click()
  const confirm = page.getByRole('dialog', { name: `¿Desvincular el VIN ${VIN}?` })
  await expect(confirm).toContainText(`La solicitud ${wrong!.folio} deja de estar ligada`)
  await shot(page, 'vin-unlink-confirm-light')
  await confirm.getByRole('button', { name: 'Desvincular VIN' }).click()
  await slow(confirm).toBeHidden()
  // The tab now offers to register a VIN again; the other file keeps the record, without the alert.
  await slow(page.getByRole('button', { name: 'Registrar VIN' })).toBeVisible()
  await page.goto(`/apps/solicitudes/${kept!.product}/${kept!.id}?tab=vin`)
  await slow(page.getByText(VIN)).toBeVisible()
  await expect(page.getByText('VIN financiado dos veces')).toHaveCount(0)
})

test('the VIN list exports through the server, as CSV or XLSX', async ({ page }) => {
  await page.goto('/apps/vin/list')
  await slow(page.getByRole('table').locator('tbody tr').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar XLSX' }).click()
  expect((await download).suggestedFilename()).toBe('vin.xlsx')
  await shot(page, 'vin-list-export-light')
})
