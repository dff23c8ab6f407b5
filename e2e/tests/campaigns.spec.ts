import { expect, test } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'

/** WhatsApp campaigns (issue 17): the list, a finished campaign's funnel, and a new one from draft to sending. */

test.describe.configure({ timeout: 120_000 })

test('the list shows the seeded campaigns and a finished one opens with its funnel and recipients', async ({
  page,
}) => {
  await signIn(page, users.admin)
  await page.goto('/apps/campaigns')
  const list = page.getByRole('table', { name: 'Campañas' })
  await expect(list.getByRole('link', { name: 'Recordatorio de pagos de noviembre' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'campaigns-list')

  await list.getByRole('link', { name: 'Recordatorio de pagos de noviembre' }).click()
  await expect(page.getByRole('heading', { name: 'Recordatorio de pagos de noviembre' })).toBeVisible()
  await expect(page.getByText('Terminada')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Embudo de entrega' })).toBeVisible()
  // Recipients filtered by status: the URL keeps the filter and every row shows it.
  await page.getByRole('combobox', { name: 'Estado' }).click()
  await page.getByRole('option', { name: 'Leído' }).click()
  const recipients = page.getByRole('table', { name: 'Destinatarios' })
  await expect(recipients.getByRole('row').nth(1)).toContainText('Leído')
  await expectAccessible(page)
  await shot(page, 'campaign-detail')
})

test('a new campaign is created as a draft, then started and sent at its rate', async ({ page }) => {
  await signIn(page, users.admin)
  await page.goto('/apps/campaigns')
  await page.getByRole('link', { name: 'Nueva campaña' }).click()
  // Nothing filled: the form names what is missing without calling the server.
  await page.getByRole('button', { name: 'Crear campaña' }).click()
  await expect(page.getByText('Campo obligatorio').first()).toBeVisible()

  await page.getByLabel('Nombre').fill('Bienvenida seminuevos e2e')
  await page.getByLabel('Plantilla aprobada').click()
  await page.getByRole('option', { name: 'bienvenida' }).click()
  await page.getByLabel('Canal').click()
  await page.getByRole('option', { name: 'Ventas' }).click()
  await page.getByLabel('Etapas').click()
  await page.getByRole('option', { name: 'Captura' }).click()
  await page.keyboard.press('Escape')
  await page.getByLabel('Productos').click()
  await page.getByRole('option', { name: 'Seminuevo' }).click()
  await page.keyboard.press('Escape')
  // The menu fades out: axe must not read its half-transparent options.
  await expect(page.getByRole('listbox')).toHaveCount(0)
  await expectAccessible(page)
  await shot(page, 'campaign-create')
  await page.getByRole('button', { name: 'Crear campaña' }).click()

  await expect(page.getByRole('heading', { name: 'Bienvenida seminuevos e2e' })).toBeVisible()
  await expect(page.getByText('Borrador')).toBeVisible()
  await page.getByRole('button', { name: 'Iniciar' }).click()
  // Issue 38: sending to the audience is confirmed on a summary naming how many people it reaches.
  const confirm = page.getByRole('dialog', { name: '¿Iniciar la campaña Bienvenida seminuevos e2e?' })
  await expect(confirm).toContainText('Se enviará el mensaje a')
  await confirm.getByRole('button', { name: 'Iniciar' }).click()
  // The start answers once the recipients are queued: a while on a busy machine.
  await expect(confirm).toBeHidden({ timeout: 30_000 })
  // The sandbox channel sends through the job queue: the funnel fills without a reload.
  await expect(page.getByText(/Enviando|Terminada/).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Terminada')).toBeVisible({ timeout: 60_000 })
  // Its results: the funnel and the messages per hour are drawn from what it sent (no empty state).
  await expect(page.getByRole('heading', { name: 'Embudo de entrega' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Mensajes por hora' })).toBeVisible()
  await expect(page.getByText('Aún no se ha enviado ningún mensaje.')).toHaveCount(0)
  await expect(page.locator('.MuiLineChart-root, .MuiChartsSurface-root').last()).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'campaign-completed')
})

test('dark theme and Arabic (right to left)', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', locale: 'ar' })
  const page = await context.newPage()
  await signIn(page, users.admin)
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"ar"'))
  await page.goto('/apps/campaigns')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'الحملات' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'campaigns-list-dark-ar')
  await context.close()
})

test('the messaging dashboard charts volumes, response times, agents and campaigns', async ({ page }) => {
  await signIn(page, users.admin)
  await page.goto('/apps/messaging/dashboard')
  await expect(page.getByRole('heading', { name: 'Tablero de mensajería' })).toBeVisible()
  for (const panel of ['Mensajes por día', 'Conversaciones abiertas por agente', 'Campañas'])
    await expect(page.getByRole('heading', { name: panel, exact: true })).toBeVisible()
  await expect(
    page
      .getByRole('table', { name: 'Campañas' })
      .getByRole('link', { name: 'Recordatorio de pagos de noviembre' }),
  ).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'messaging-dashboard')
})

test("an administrator changes an agent's capacity on a channel", async ({ page }) => {
  await signIn(page, users.admin)
  await page.goto('/apps/channels')
  await expect(page.getByRole('tab', { name: 'Ventas' })).toHaveAttribute('aria-selected', 'true')
  const agents = page.getByRole('table', { name: 'Agentes del canal' })
  const capacity = agents.getByRole('spinbutton').first()
  // A value other than the stored one (a rerun on the same data finds the last run's), or nothing changes.
  const next = (await capacity.inputValue()) === '7' ? '8' : '7'
  await capacity.fill(next)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Agentes guardados.')).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('table', { name: 'Agentes del canal' }).getByRole('spinbutton').first(),
  ).toHaveValue(next)
  await expectAccessible(page)
  await shot(page, 'channel-agents')
})
