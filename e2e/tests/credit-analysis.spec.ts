import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn } from './helpers'

/**
 * The analysis area (issue 13 A): an analyst opens an application in análisis, reads the credit bureau
 * (summary and its sections), runs the twelve automated checks and sees them finish, overrides a failure
 * with a reason, takes the application and advances it to validación.
 */

const analista = { email: 'analista@demo.com', password: 'analista' }
test.describe.configure({ mode: 'serial' })

interface Item {
  id: number
  product: string
  folio: number
}
let target: Item
const fileOf = (tab: string) => `/apps/solicitudes/${target.product}/${target.id}?tab=${tab}`

async function settled(page: Page) {
  await expect(page.getByRole('tabpanel').first()).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 90_000 })
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/v1/allies/login/', { data: analista })
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` }
  const list = await request.get('/api/v1/credit-applications?stage=analisis&itemsPerPage=100', { headers })
  // The seeded application whose applicant is on the blacklist: its blacklist check failed.
  for (const item of (await list.json()).items as Item[]) {
    const checks = (
      await (
        await request.get(`/api/v1/credit-applications/${item.product}/${item.id}/checks`, { headers })
      ).json()
    ).checks as Array<{ name: string; status: string }>
    if (checks.some((check) => check.name === 'blacklist' && check.status === 'failed')) {
      target = item
      break
    }
  }
  expect(target).toBeDefined()
})

test('the analyst reads the bureau summary and its sections', async ({ page }) => {
  test.setTimeout(150_000)
  await signIn(page, analista)
  await page.goto(fileOf('bureau'))
  await settled(page)
  const summary = page.getByTestId('bureau-summary')
  await expect(summary).toContainText('BC Score')
  await expect(summary).toContainText('Peor MOP 12 meses')
  await expect(page.getByText('Buró de prueba (SANDBOX)')).toBeVisible()
  await page.getByRole('tab', { name: 'Créditos' }).click()
  await expect(
    page.getByRole('table', { name: 'Créditos' }).or(page.getByText('Sin registros')),
  ).toBeVisible()
  await shot(page, 'analysis-bureau')
  await expectAccessible(page)
  await page.getByRole('tab', { name: 'Consultas' }).click()
  await page.getByRole('tab', { name: 'General' }).click()
  await expect(page.getByRole('table', { name: 'General' })).toContainText('CURP')
})

test('the analyst runs the checks, sees them finish, overrides a failure with a reason and advances', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signIn(page, analista)
  await page.goto(fileOf('checks'))
  await settled(page)
  await page.getByRole('button', { name: 'Ejecutar todas' }).click()
  await expect(page.getByTestId('checks-progress')).toContainText('en curso')
  await expect(page.getByTestId('checks-progress')).toHaveText('Todas las revisiones terminaron', {
    timeout: 120_000,
  })
  const blacklist = page.getByTestId('check-blacklist')
  await expect(blacklist.getByTestId('check-status')).toHaveText('Fallida')
  await shot(page, 'analysis-checks')
  await expectAccessible(page)

  // Override every failure (the blacklist hit first), each with its reason; the verdicts re-run after each.
  for (let round = 0; round < 6; round++) {
    const override = page.getByRole('button', { name: 'Justificar' }).first()
    if (!(await override.isVisible())) break
    await override.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Motivo').fill('Homónimo: CURP y fecha de nacimiento distintas a las de la lista')
    await dialog.getByRole('button', { name: 'Justificar' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('checks-progress')).toHaveText('Todas las revisiones terminaron', {
      timeout: 60_000,
    })
  }
  await expect(blacklist).toContainText('Justificada por')

  // Take it and advance to validación with the analysis opinion.
  const take = page.getByRole('button', { name: `Tomar la solicitud ${target.folio}` })
  if (await take.isVisible()) {
    await take.click()
    await expect(page.getByText('Solicitud tomada')).toBeVisible()
  }
  await page.getByRole('button', { name: 'Avanzar a Validación' }).click()
  const move = page.getByRole('dialog')
  await move
    .getByLabel('Dictamen del análisis')
    .fill('Buró sin atrasos relevantes; lista negra descartada (homónimo).')
  await move.getByRole('button', { name: 'Avanzar' }).click()
  await expect(page.getByText('La solicitud pasó a Validación')).toBeVisible()
})

test('the analysis tabs in dark theme and in Arabic', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, analista)
  await page.goto(fileOf('bureau'))
  await settled(page)
  await page.evaluate(() => localStorage.setItem('Mesa-theme', 'dark'))
  await page.reload()
  await settled(page)
  await shot(page, 'analysis-bureau-dark')
  await page.goto(fileOf('checks'))
  await settled(page)
  await shot(page, 'analysis-checks-dark')
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', '"ar"')
  })
  await page.goto(fileOf('bureau'))
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await settled(page)
  await shot(page, 'analysis-bureau-ar')
  await page.goto(fileOf('changes'))
  await settled(page)
  await shot(page, 'analysis-changes-ar')
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"es"'))
})
