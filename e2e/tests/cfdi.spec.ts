import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { expectAccessible, shot, signIn } from './helpers'

/**
 * Issue 34 item 5: the accountant opens the CFDI of payments' interest and fees (the demo seed stamps the recent
 * ones with the sandbox PAC) and downloads one's XML: a stamped CFDI 4.0 with its TimbreFiscalDigital.
 */
const accountant = { email: 'contabilidad@demo.com', password: 'contabilidad' }

test('the accountant lists the CFDI and downloads one XML', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, accountant)
  await page.goto('/apps/contabilidad/cfdi')
  await expect(page.getByRole('heading', { level: 1, name: 'CFDI de intereses y comisiones' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
  const table = page.getByRole('table', { name: 'CFDI de intereses y comisiones' })
  await expect(table.getByText('Timbrado').first()).toBeVisible()
  // Every seeded stamp is the sandbox's, and says so.
  await expect(table.getByText('Sandbox').first()).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'cfdi-list')

  const download = page.waitForEvent('download')
  await table.getByRole('button', { name: 'XML' }).first().click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^CFDI-I-\d+\.xml$/)
  const xml = readFileSync((await file.path())!, 'utf8')
  expect(xml).toContain('<cfdi:Comprobante')
  expect(xml).toContain('Version="4.0"')
  expect(xml).toContain('tfd:TimbreFiscalDigital')
  expect(xml).toContain('SANDBOX - sin validez fiscal')
})
