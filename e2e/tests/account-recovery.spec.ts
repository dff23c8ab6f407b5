import { expect, test } from '@playwright/test'
import { expectPath, openSignIn } from './helpers'
import { newestMailTo } from './mail-pickup'

const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`https?://[^\\s]*${path.replace(/\//g, '\\/')}\\?token=[^\\s)]+`))
  if (!match) throw new Error(`no ${path} link in: ${text}`)
  const url = new URL(match[0])
  return `${url.pathname}${url.search}`
}

test('forgot password e-mails a reset link; the new password signs in', async ({ page }) => {
  // An account no other spec signs in with: its password changes here.
  const email = 'supervisor@demo.com'
  await page.goto('/forgot-password')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByRole('button', { name: 'Enviar enlace' }).click()
  await expect(page.getByRole('status')).toContainText('recibirás un enlace')

  const mail = await newestMailTo(email)
  await page.goto(linkIn(mail.text, '/pages/authentication/reset-password-v2'))
  await page.getByLabel('Nueva contraseña').fill('Nueva-clave-2026')
  await page.getByLabel('Confirmar contraseña').fill('Nueva-clave-2026')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.getByRole('status')).toContainText('Tu contraseña se cambió')

  await openSignIn(page)
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill('Nueva-clave-2026')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).not.toHaveURL(/\/login/)
})

test('register creates a pending account and the e-mailed link verifies it', async ({ page }) => {
  const email = `nuevo.${Date.now()}@example.mx`
  await page.goto('/register')
  await page.getByLabel('Nombre completo').fill('Nuevo Usuario')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Registrarme' }).click()
  await expect(page.getByText('Debe tener al menos 8 caracteres')).toBeVisible()
  // Common passwords are refused by the API, and the form says why.
  await page.getByLabel('Contraseña', { exact: true }).fill('password')
  await page.getByRole('button', { name: 'Registrarme' }).click()
  await expect(page.getByText('Es una contraseña demasiado común')).toBeVisible()
  await page.getByLabel('Contraseña', { exact: true }).fill('Clave-segura-2026')
  await page.getByRole('button', { name: 'Registrarme' }).click()
  await expect(page.getByRole('status')).toContainText('Cuenta creada')

  const mail = await newestMailTo(email)
  const link = linkIn(mail.text, '/pages/authentication/verify-email-v2')
  await page.goto(link)
  await expect(page.getByRole('status')).toContainText('Tu correo quedó verificado')
  await expectPath(page, link)
})
