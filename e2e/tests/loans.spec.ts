import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, expectPath, shot, signIn, users } from './helpers'

/** Loan servicing (issue 16): the portfolio list and the payments tab of an active loan, as admin. */

interface Listed {
  applicationId: number
  origin: string
  folio: number
  bucket: string
}

/** The screen is drawn (its title) and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 })
}

/** The screen as it is now in the dark theme, then in Arabic (RTL); back to Spanish in light after. */
async function shotThemes(page: Page, name: string) {
  const variants = [
    { suffix: 'dark', theme: 'dark', language: '"es"', dir: 'ltr' },
    { suffix: 'ar', theme: 'light', language: '"ar"', dir: 'rtl' },
  ]
  for (const variant of variants) {
    await page.evaluate(({ theme, language }) => {
      localStorage.setItem('Mesa-theme', theme)
      localStorage.setItem('Mesa-language', language)
    }, variant)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir)
    await settled(page)
    await shot(page, `${name}-${variant.suffix}`)
    await expectAccessible(page)
  }
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', '"es"')
  })
}

/** What the page saw of a list's first paint: its rows, and whether a list loading bar came before them. */
interface ListPaint {
  table: string
  rows: boolean
  loadingFirst: boolean
}

/** Watches, from the document's start, the list named `table` for the watch set in `window.__listPaint`. */
function watchListPaints(page: Page) {
  return page.addInitScript(() => {
    const held = window as unknown as { __listPaint?: ListPaint }
    new MutationObserver(() => {
      const watch = held.__listPaint
      if (!watch || watch.rows) return
      if (document.querySelector(`table[aria-label="${watch.table}"] tbody tr`)) watch.rows = true
      else if (document.querySelector('[role="progressbar"][aria-label="Cargando…"]'))
        watch.loadingFirst = true
    }).observe(document, { childList: true, subtree: true })
    held.__listPaint = { table: 'Cartera de créditos', rows: false, loadingFirst: false }
  })
}

const listPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { __listPaint: ListPaint }).__listPaint)

test('lists paint with their rows, never their loading bar first (route loaders, issue 12)', async ({
  page,
}) => {
  await signIn(page, users.admin)
  await watchListPaints(page)

  // Opening the address: the route loader fetches the list while the screen's code downloads.
  await page.goto('/apps/solicitudes/loans')
  await expect(
    page.getByRole('table', { name: 'Cartera de créditos' }).locator('tbody tr').first(),
  ).toBeVisible()
  expect(await listPaint(page)).toEqual({ table: 'Cartera de créditos', rows: true, loadingFirst: false })
  await settled(page)

  // A client-side navigation: the previous screen stays until the next one can paint with its rows.
  await page.evaluate(() => {
    ;(window as unknown as { __listPaint: ListPaint }).__listPaint = {
      table: 'Solicitudes',
      rows: false,
      loadingFirst: false,
    }
  })
  const nav = page.getByRole('navigation', { name: 'Navegación principal' })
  await nav.getByRole('link', { name: 'Lista de solicitudes', exact: true }).click()
  await expect(page.getByRole('table', { name: 'Solicitudes' }).locator('tbody tr').first()).toBeVisible()
  expect(await listPaint(page)).toEqual({ table: 'Solicitudes', rows: true, loadingFirst: false })
})

test('the loans list shows the portfolio totals and filters by bucket', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, users.admin)
  await page.goto('/apps/solicitudes/loans')
  await expect(page.getByRole('heading', { level: 1, name: 'Cartera de créditos' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Cartera vigente' })).toContainText(
    'Cartera vencida (1+ días)',
  )
  await settled(page)
  await shot(page, 'loans-list-light')
  await expectAccessible(page)

  await page.getByRole('combobox', { name: 'Atraso' }).click()
  await page.getByRole('option', { name: '30–59 días' }).click()
  await expectPath(page, '/apps/solicitudes/loans?bucket=dpd_30_59')
  const rows = page.getByRole('table', { name: 'Cartera de créditos' }).locator('tbody tr')
  await expect(rows.first()).toContainText('30–59 días')
  for (const row of await rows.all()) await expect(row).toContainText('30–59 días')
  await settled(page)
  await shotThemes(page, 'loans-list-bucket')
})

test('register payments on a loan until it is paid off and see it liquidated', async ({ page }) => {
  test.setTimeout(120_000)
  const session = await signIn(page, users.admin)
  const answer = await page.request.get('/api/v1/loans', {
    params: { status: 'active', bucket: 'dpd_1_29', itemsPerPage: 1 },
    headers: { authorization: `Bearer ${session.accessToken}` },
  })
  const [loan] = ((await answer.json()) as { items: Listed[] }).items
  expect(loan, 'a seeded loan 1–29 days past due').toBeDefined()
  await page.goto(`/apps/solicitudes/${loan!.origin}/${loan!.applicationId}?tab=payments`)
  await expect(page.getByRole('heading', { level: 2, name: 'Crédito', exact: true })).toBeVisible()
  await settled(page)

  // First the installment that is owed (the dialog proposes it): the loan is current again.
  await page.getByRole('button', { name: 'Registrar pago' }).click()
  const dialog = page.getByRole('dialog', { name: 'Registrar un pago' })
  await expect(dialog.getByText(/Liquidación a esa fecha/)).toBeVisible()
  await dialog.getByLabel('Referencia').fill('E2E-1')
  await dialog.getByRole('button', { name: 'Registrar' }).click()
  // Issue 38: the payment is confirmed on its summary before it is booked.
  await expect(dialog.getByRole('table', { name: 'Resumen del movimiento' })).toContainText('E2E-1')
  await dialog.getByRole('button', { name: 'Registrar' }).click()
  await expect(dialog).toHaveCount(0)
  const payments = page.getByRole('table', { name: 'Pagos recibidos' })
  await expect(payments).toContainText('E2E-1')
  await expect(page.getByText('Al corriente').first()).toBeVisible()
  await settled(page)
  await shot(page, 'loan-payments-light')
  await expectAccessible(page)

  // Then the payoff quote of today: the balance reaches zero and the application is liquidated.
  await page.getByRole('button', { name: 'Registrar pago' }).click()
  const hint = await dialog.getByText(/Liquidación a esa fecha/).textContent()
  const payoff = /\$[\d,]+\.\d{2}/.exec(hint ?? '')![0]
  await dialog.getByLabel('Importe (pesos)').fill(payoff)
  await dialog.getByLabel('Referencia').fill('E2E-LIQ')
  await dialog.getByRole('button', { name: 'Registrar' }).click()
  await expect(dialog.getByRole('table', { name: 'Resumen del movimiento' })).toContainText(payoff)
  await dialog.getByRole('button', { name: 'Registrar' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText(/Crédito liquidado el/)).toBeVisible()
  await expect(page.getByText('Liquidada', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Registrar pago' })).toHaveCount(0)
  await settled(page)
  await shot(page, 'loan-paid-off-light')
  await shotThemes(page, 'loan-paid-off')
})
