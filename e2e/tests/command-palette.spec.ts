import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn } from './helpers'

/** The command palette (issue 20): Ctrl+K finds records within the caller's scope and offers actions. */

const analyst = { email: 'analista@demo.com', password: 'analista' }
const seller = { email: 'ventas@demo.com', password: 'ventas' }

interface ListedApplication {
  id: number
  product: string
  curp: string
  folio: number
}

async function firstApplication(page: Page, accessToken: string, query = ''): Promise<ListedApplication> {
  const response = await page.request.get(`/api/v1/credit-applications?itemsPerPage=1${query}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  return ((await response.json()) as { items: ListedApplication[] }).items[0]!
}

const openPalette = async (page: Page) => {
  // The shortcut is heard once the shell is on screen.
  await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toBeVisible()
  await page.keyboard.press('Control+k')
  const input = page.getByRole('dialog').getByRole('textbox', { name: 'Buscar' })
  await expect(input).toBeFocused()
  return input
}

test('an analyst finds an application by CURP with the keyboard only', async ({ page }) => {
  const session = await signIn(page, analyst)
  const application = await firstApplication(page, session.accessToken)
  await page.goto('/apps/solicitudes/list/assignments')
  const input = await openPalette(page)
  await input.fill(application.curp)
  const result = page.getByRole('button', { name: new RegExp(`^${application.folio} ·`) })
  await expect(result).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'command-palette')
  // Arrow down walks the results (actions first when they match, then records); Enter opens the focused one.
  await input.press('ArrowDown')
  await expect(result).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/apps/solicitudes/${application.product}/${application.id}`))
})

test('"take the next one" opens the application that waited longest, now mine', async ({ page }) => {
  await signIn(page, analyst)
  await page.goto('/apps/solicitudes/list/assignments')
  const input = await openPalette(page)
  await input.fill('siguiente')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/apps\/solicitudes\/\w+\/\d+/)
})

test("a seller never finds another dealership's applicant", async ({ page }) => {
  const admin = await signIn(page, { email: 'admin@demo.com', password: 'admin' })
  const sellerSession = await signIn(page, seller)
  const own = await firstApplication(page, sellerSession.accessToken)
  // An application of another ally: the admin's list, minus what the seller sees.
  const all = await page.request.get('/api/v1/credit-applications?itemsPerPage=100', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
  })
  const mine = await page.request.get('/api/v1/credit-applications?itemsPerPage=100', {
    headers: { authorization: `Bearer ${sellerSession.accessToken}` },
  })
  const visible = new Set(((await mine.json()) as { items: ListedApplication[] }).items.map((a) => a.id))
  const foreign = ((await all.json()) as { items: ListedApplication[] }).items.find(
    (application) => !visible.has(application.id),
  )!
  await page.goto('/apps/solicitudes/list')
  const input = await openPalette(page)
  await input.fill(foreign.curp)
  await expect(page.getByText(`Sin resultados para «${foreign.curp}»`)).toBeVisible()
  await input.fill(own.curp)
  await expect(page.getByRole('button', { name: new RegExp(`^${own.folio} ·`) })).toBeVisible()
})

test('the palette in Arabic, dark', async ({ page }) => {
  test.slow() // a full-page screenshot under the dark theme
  await page.addInitScript(() => {
    localStorage.setItem('Mesa-language', JSON.stringify('ar'))
    localStorage.setItem('Mesa-theme', 'dark')
  })
  const session = await signIn(page, analyst)
  const application = await firstApplication(page, session.accessToken)
  await page.goto('/apps/solicitudes/list')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('main')).toBeVisible()
  await page.keyboard.press('Control+k')
  await page.getByRole('dialog').getByRole('textbox').fill(application.curp)
  await expect(page.getByRole('button', { name: new RegExp(`^${application.folio} ·`) })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'command-palette-ar-dark')
})
