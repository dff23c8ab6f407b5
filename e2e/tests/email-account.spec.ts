import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, shotThemes, signIn } from './helpers'

/*
 * The user's own mailbox account (issue 18): settings with "test connection", saved (the password never
 * shown again), read into the mailbox by the sync job, its status on the dialog. The IMAP server is an
 * in-process one (hoodiecrow) started by this test.
 */
const comite = { email: 'comite@demo.com', password: 'comite' }
const stillFrames = { animations: 'disabled' } as const
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 180_000 })

type Hoodiecrow = (options: object) => {
  listen: (port: number, done: () => void) => void
  close: (done: () => void) => void
  server: { address: () => AddressInfo }
}

let server: ReturnType<Hoodiecrow>
let port = 0
const subject = `Aviso personal ${Date.now()}`

test.beforeAll(async () => {
  const hoodiecrow = createRequire(import.meta.url)('hoodiecrow-imap') as Hoodiecrow
  server = hoodiecrow({
    plugins: ['ID', 'ENABLE', 'UNSELECT'],
    storage: {
      INBOX: {
        messages: [
          {
            raw: `From: Banco <avisos@banco.example>\r\nTo: comite.personal@correo.example\r\nSubject: ${subject}\r\nMessage-ID: <${Date.now()}@banco.example>\r\n\r\nSu estado de cuenta.`,
          },
        ],
      },
    },
  })
  await new Promise<void>((done) => server.listen(0, done))
  port = server.server.address().port
})
test.afterAll(() => new Promise<void>((done) => server.close(done)))

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Mi cuenta de correo (IMAP)' })

test('a user connects their own mailbox: tested, saved, read into the inbox, status shown', async ({
  page,
}) => {
  await signIn(page, comite)
  await page.goto('/apps/email')
  await page.getByRole('button', { name: 'Cuenta de correo' }).click()
  const dialog = dialogOf(page)
  await dialog.getByLabel('Servidor IMAP').fill('127.0.0.1')
  await dialog.getByLabel('Conexión cifrada (TLS)').uncheck()
  await dialog.getByLabel('Puerto').fill(String(port))
  await dialog.getByLabel('Usuario').fill('testuser')

  // A wrong password: the server's refusal, in its words.
  await dialog.getByLabel('Contraseña').fill('incorrecta')
  await dialog.getByRole('button', { name: 'Probar conexión' }).click()
  await expect(dialog.getByRole('status')).toContainText('No se pudo conectar')
  await dialog.getByLabel('Contraseña').fill('testpass')
  await dialog.getByRole('button', { name: 'Probar conexión' }).click()
  await expect(dialog.getByRole('status')).toContainText('Conexión correcta: 1 mensaje')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()

  // The sync job reads it into comite's inbox. Each reload is given time to fetch and paint the list: counting
  // rows right after the reload's load event raced the list's own request (it failed that way in full runs).
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('email-row').filter({ hasText: subject })).toHaveCount(1, {
      timeout: 5_000,
    })
  }).toPass({ timeout: 60_000, intervals: [2_000] })

  await page.getByRole('button', { name: 'Cuenta de correo' }).click()
  await expect(dialog.getByTestId('mail-account-status')).toContainText('Sincronizada')
  await expect(dialog.getByLabel('Contraseña')).toHaveValue('')
  await expect(dialog.getByText('Déjela vacía para conservar la guardada')).toBeVisible()
  await shot(page, 'email-account-light', stillFrames)
  const reopen = async () => {
    await page.getByRole('button', { name: /Cuenta de correo|Mail account|حساب البريد/ }).click()
    await expect(page.getByTestId('mail-account-status')).toBeVisible()
  }
  await shotThemes(page, 'email-account', reopen)
})
