import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, shotThemes, signIn, users } from './helpers'

/** Messaging (issue 17): the inbox with the sandbox customer simulator, and a template from draft to sent. */

interface Inbox {
  chatsContacts: { id: number; fullName: string; lastInboundAt: number | null; optedOut: boolean }[]
}

async function firstChat(page: Page, token: string) {
  const response = await page.request.get('/api/v1/whatsapp/get_messages', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as Inbox).chatsContacts[0]!
}

/**
 * A conversation whose customer wrote more than a day ago (free text closed), so the run starts from the
 * same state on a fresh or an already used database (each run opens the window of the one it picks).
 */
async function quietChat(page: Page, token: string) {
  const response = await page.request.get('/api/v1/whatsapp/get_messages', {
    headers: { authorization: `Bearer ${token}` },
  })
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000
  const quiet = ((await response.json()) as Inbox).chatsContacts.find(
    (row) => !row.optedOut && row.lastInboundAt !== null && row.lastInboundAt < dayAgo,
  )
  expect(quiet, 'a seeded conversation with its 24-hour window closed').toBeDefined()
  return quiet!
}

const conversation = (page: Page) => page.getByRole('log', { name: 'Mensajes' })

// Two browsers, live updates and sandbox receipts: give a busy machine time (a second browser context
// loads and parses the whole app again, which took close to a minute on a loaded two-core machine).
const FIRST_PAINT = { timeout: 90_000 }
test.describe.configure({ timeout: 360_000 })
test.use({ actionTimeout: 20_000 })

test('an agent and the customer simulator exchange messages and the ticks change live', async ({
  browser,
}) => {
  const agentContext = await browser.newContext()
  const customerContext = await browser.newContext()
  const agent = await agentContext.newPage()
  const customer = await customerContext.newPage()
  const token = (await signIn(agent, users.admin)).accessToken
  await signIn(customer, users.admin)
  const contact = await quietChat(agent, token)

  await agent.goto(`/apps/chat?contact=${contact.id}`)
  await expect(agent.getByRole('heading', { name: contact.fullName })).toBeVisible(FIRST_PAINT)
  await shot(agent, 'messaging-chat-window-closed')
  // The seeded conversation is a day old: free text is closed and the composer says so.
  await expect(agent.getByText(/más de 24 horas/)).toBeVisible()
  await expectAccessible(agent)
  await shot(agent, 'messaging-chat-window-closed')

  await customer.goto(`/apps/chat?contact=${contact.id}`)
  await expect(customer.getByRole('heading', { name: contact.fullName })).toBeVisible(FIRST_PAINT)
  await customer.getByRole('button', { name: 'Simulador' }).click()
  await customer.getByLabel('Mensaje del cliente').fill('Hola, ¿ya aprobaron mi crédito?')
  await customer.getByRole('button', { name: 'Enviar como cliente' }).click()

  // The agent's inbox receives it without a reload, and free text opens.
  await expect(conversation(agent).getByText('Hola, ¿ya aprobaron mi crédito?')).toBeVisible({
    timeout: 30_000,
  })
  await agent.getByRole('button', { name: 'Hola, ¿en qué te puedo ayudar?', exact: true }).click()
  await agent.getByRole('button', { name: 'Enviar', exact: true }).click()
  const reply = conversation(agent)
    .getByTestId('message')
    .filter({ hasText: 'Hola, ¿en qué te puedo ayudar?' })
    .last()
  // The own message shows at once from the call's answer, then its ticks move live.
  await expect(reply.locator('[data-delivery]')).toHaveAttribute('data-delivery', /queued|sent|delivered/, {
    timeout: 30_000,
  })
  await expect(reply.locator('[data-delivery]')).toHaveAttribute('data-delivery', 'seen', { timeout: 30_000 })
  // The simulator's side sees the agent's answer live too.
  await expect(conversation(customer).getByText('Hola, ¿en qué te puedo ayudar?').last()).toBeVisible()

  // An image goes out with a caption (a real PNG: a corner of the page itself), shown as a thumbnail on
  // both sides, and its ticks reach seen through the sandbox like text.
  const picture = await agent.screenshot({ clip: { x: 0, y: 0, width: 240, height: 160 } })
  await agent
    .getByTestId('chat-attachment-input')
    .setInputFiles({ name: 'tarjeta.png', mimeType: 'image/png', buffer: picture })
  await agent.getByLabel('Pie del archivo (opcional)').fill('Tu tarjeta de pago')
  await agent.getByRole('button', { name: 'Enviar', exact: true }).click()
  const sentImage = conversation(agent).getByTestId('message').filter({ hasText: 'Tu tarjeta de pago' })
  await expect(sentImage.getByTestId('message-thumbnail')).toBeVisible({ timeout: 30_000 })
  await expectAccessible(agent)
  await expect(sentImage.locator('[data-delivery]')).toHaveAttribute('data-delivery', 'seen', {
    timeout: 30_000,
  })
  await expect(
    conversation(customer).getByRole('button', { name: 'Descargar tarjeta.png' }).last(),
  ).toBeVisible()

  // The customer sends a photo with a caption from the simulator: it arrives live in the agent's inbox on
  // the customer's side, with the same attachment view (a thumbnail that downloads), and no ticks.
  const slip = await customer.screenshot({ clip: { x: 0, y: 0, width: 200, height: 140 } })
  await customer
    .getByTestId('simulator-attachment-input')
    .setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: slip })
  await customer.getByLabel('Texto del archivo (opcional)').fill('Mi comprobante de pago')
  await expectAccessible(customer)
  await shot(customer, 'messaging-simulator')
  await customer.getByRole('button', { name: 'Enviar como cliente' }).click()
  const inboundImage = conversation(agent)
    .getByTestId('message')
    .filter({ hasText: 'Mi comprobante de pago' })
  await expect(inboundImage.getByTestId('message-thumbnail')).toBeVisible({ timeout: 30_000 })
  await expect(inboundImage.getByRole('button', { name: 'Descargar comprobante.png' })).toBeVisible()
  await expect(inboundImage.locator('[data-delivery]')).toHaveCount(0)
  await expectAccessible(agent)
  await shot(agent, 'messaging-chat')
  await shotThemes(customer, 'messaging-simulator', async () => {
    const toggle = customer.getByRole('button', { name: /^(Simulador|المحاكي)$/ })
    await expect(toggle).toBeVisible(FIRST_PAINT)
    await toggle.click()
    await expect(customer.getByTestId('simulator-attachment-input')).toBeAttached()
    await expect(conversation(customer).or(customer.getByRole('log', { name: 'الرسائل' }))).toBeVisible()
    await expect(customer.getByTestId('message-thumbnail').last()).toBeVisible()
  })

  await agent.evaluate(() => localStorage.setItem('Mesa-theme', 'dark'))
  await agent.reload()
  await expect(agent.locator('html')).toHaveClass(/dark/)
  await expect(conversation(agent).getByText('Mi comprobante de pago')).toBeVisible(FIRST_PAINT)
  await expect(conversation(agent).getByTestId('message-thumbnail').last()).toBeVisible()
  await shot(agent, 'messaging-chat-dark')
  await agent.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', JSON.stringify('ar'))
  })
  await agent.reload()
  await expect(agent.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(agent.getByRole('log', { name: 'الرسائل' })).toBeVisible(FIRST_PAINT)
  await shot(agent, 'messaging-chat-ar')
  await agent.evaluate(() => localStorage.setItem('Mesa-language', JSON.stringify('es')))

  await agent.setViewportSize({ width: 390, height: 844 })
  await agent.reload()
  await expect(agent.getByRole('button', { name: 'Volver a las conversaciones' })).toBeVisible(FIRST_PAINT)
  await shot(agent, 'messaging-chat-phone')
  await agentContext.close()
  await customerContext.close()
})

test('a template is created, approved by the sandbox and sent', async ({ page }) => {
  const token = (await signIn(page, users.admin)).accessToken
  const contact = await firstChat(page, token)
  // A name of this run's own: template names are unique per language, and a rerun finds the last one's.
  const name = `seguimiento_e2e_${Date.now().toString(36)}`
  await page.goto('/apps/templates/create')
  await page.getByLabel('Nombre', { exact: true }).fill(name)
  await page.getByLabel('Cuerpo').fill('Hola {{1}} y {{3}}, gracias.')
  await page.getByRole('button', { name: 'Guardar' }).click()
  // WhatsApp's rule, as a field error: variables numbered without gaps.
  await expect(page.getByText('Numera las variables desde {{1}} sin saltos.')).toBeVisible()
  await page.getByLabel('Cuerpo').fill('Hola {{1}}, tu solicitud sigue en revisión. Te avisamos pronto.')
  await page.getByLabel('Ejemplo de la variable 1').fill('Ana')
  await expect(page.getByRole('figure', { name: 'Vista previa en el teléfono' })).toContainText(
    'Hola Ana, tu solicitud',
  )
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page).toHaveURL(/\/apps\/templates\/edit\/\d+$/)
  await page.getByRole('button', { name: 'Enviar a revisión' }).click()
  await expect(page.getByText('Aprobada', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expectAccessible(page)
  await shot(page, 'messaging-template')

  await page.goto('/apps/send-template')
  await page.getByLabel('Destinatario').fill(contact.fullName.split(' ')[0]!)
  await page
    .getByRole('option', { name: new RegExp(contact.fullName) })
    .first()
    .click()
  await page.getByRole('combobox', { name: 'Plantilla aprobada' }).click()
  await page.getByRole('option', { name }).click()
  await page.getByLabel('Variable 1').fill('Ana')
  await page.getByRole('button', { name: 'Enviar plantilla' }).last().click()
  await expect(page.getByText(`Plantilla enviada a ${contact.fullName}.`)).toBeVisible()
  await shot(page, 'messaging-send-template')
})
