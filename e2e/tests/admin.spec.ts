import { expect, test, type Browser, type Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { expectAccessible, expectPath, openSignIn, shot, signIn, users } from './helpers'
import { createStaff, mailedResetToken, unique } from './staff-accounts'

async function signInWithForm(page: Page, account: { email: string; password: string }) {
  await openSignIn(page)
  await page.getByLabel('Correo electrónico').fill(account.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
}

/** The permission-gated destinations of the navigation (the product's /apps screens and access control). */
async function gatedNavLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /navegación/i })
  await expect(nav.getByRole('link').first()).toBeVisible()
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs
    .filter((href) => href.startsWith('/apps/') || href === '/access-control')
    .filter((href) => !openToEverySignedInUser.some((open) => href.startsWith(open)))
    .sort()
}

/** Screens every signed-in user has (own mailbox, invoices, the demo area): not gated by a permission. */
const openToEverySignedInUser = [
  '/apps/email',
  // Every member of staff's home (issue 38).
  '/apps/inicio',
  '/apps/invoice/',
  '/apps/calendar',
  '/apps/ecommerce/',
  '/apps/logistics/',
  '/apps/academy/',
]

async function newPage(browser: Browser) {
  const context = await browser.newContext()
  return context.newPage()
}

test('an admin creates a role with two permissions and a user with it; the user sees exactly those items', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const id = unique()
  const roleName = `cartera-${id}`
  const email = `nuevo.${id}@example.mx`
  await signIn(page, users.admin)

  // Role with read AclDemo and read agent-status
  await page.goto('/apps/roles')
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Agregar rol' }).click()
  const dialog = page.getByRole('dialog', { name: 'Agregar rol' })
  await dialog.getByLabel('Nombre del rol').fill(roleName)
  await dialog.getByLabel('Descripción').fill('Rol de prueba de extremo a extremo')
  await dialog.getByRole('checkbox', { name: 'Leer: Control de acceso' }).check()
  await dialog.getByRole('checkbox', { name: 'Leer: Estado de agentes' }).check()
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: roleName, level: 2 })).toBeVisible()
  await shot(page, 'admin-roles')
  await expectAccessible(page)

  // User with that role; the invitation is mailed (the pickup directory, without SMTP)
  await page.goto('/apps/user/list')
  await expect(page.getByRole('table', { name: 'Usuarios' }).getByRole('row').nth(1)).toBeVisible()
  await page.getByRole('button', { name: 'Agregar usuario' }).click()
  const drawer = page.getByRole('form', { name: 'Agregar usuario' })
  await drawer.getByLabel('Nombre completo').fill(`Nueva Persona ${id}`)
  await drawer.getByLabel('Usuario').fill(`nueva.${id}`)
  await drawer.getByLabel('Correo electrónico').fill(email)
  await drawer.getByRole('combobox', { name: 'Rol' }).click()
  await page.getByRole('option', { name: roleName }).click()
  await expect(page.getByRole('listbox')).toBeHidden()
  await shot(page, 'admin-add-user')
  await drawer.getByRole('button', { name: 'Crear e invitar' }).click()
  await expect(page.getByText('Usuario creado; se envió la invitación.')).toBeVisible()
  await expect(page.getByRole('link', { name: `Nueva Persona ${id}`, exact: true })).toBeVisible()
  await shot(page, 'admin-users')
  await expectAccessible(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar CSV' }).click()
  expect((await download).suggestedFilename()).toBe('usuarios.csv')
  await page.getByRole('combobox', { name: 'Estado' }).click()
  await page.getByRole('option', { name: 'Activo', exact: true }).click()
  await expect(page).toHaveURL(/status=active/)
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(email)
  await expect(page.getByRole('table', { name: 'Usuarios' }).getByRole('row')).toHaveCount(2)

  // The user view
  await page.getByRole('link', { name: `Nueva Persona ${id}`, exact: true }).click()
  await expect(page.getByRole('heading', { name: `Nueva Persona ${id}`, level: 2 })).toBeVisible()
  await expect(page.getByText(roleName).first()).toBeVisible()
  await page.getByRole('tab', { name: 'Facturación y planes' }).click()
  await expect(page.getByText('Manual-Cash')).toBeVisible()
  await page.getByRole('tab', { name: 'Cuenta' }).click()
  await shot(page, 'admin-user-view')
  await expectAccessible(page)

  // The new user chooses a password through the invitation and signs in in another context
  const token = await mailedResetToken(email)
  const other = await newPage(browser)
  await other.goto(`/pages/authentication/reset-password-v2?token=${token}`)
  await other.getByLabel('Nueva contraseña').fill('Clave-nueva-2026')
  await other.getByLabel('Confirmar contraseña').fill('Clave-nueva-2026')
  await other.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(other.getByRole('status')).toContainText('Tu contraseña se cambió')
  await signInWithForm(other, { email, password: 'Clave-nueva-2026' })
  await expect(other).not.toHaveURL(/\/login/)
  expect(await gatedNavLinks(other)).toEqual(['/access-control', '/apps/agent-status'])
  await other.goto('/apps/agent-status')
  await expect(other.getByRole('heading', { name: 'Estado de agentes', level: 1 })).toBeVisible()
  await other.goto('/apps/user/list')
  await expectPath(other, '/not-authorized')
  await other.context().close()
})

test('permissions: list, search, add and delete a named permission', async ({ page }) => {
  const name = `Permiso ${unique()}`
  await signIn(page, users.admin)
  await page.goto('/apps/permissions')
  const table = page.getByRole('table', { name: 'Permisos' })
  await expect(table.getByRole('row', { name: /^Management/ })).toBeVisible()
  await shot(page, 'admin-permissions')
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Agregar permiso' }).click()
  const dialog = page.getByRole('dialog', { name: 'Agregar permiso' })
  await dialog.getByLabel('Nombre del permiso').fill(name)
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog.getByText('Elige al menos una acción')).toBeVisible()
  await dialog.getByRole('checkbox', { name: 'Leer: Aliados' }).check()
  await dialog.getByRole('combobox', { name: 'Roles' }).click()
  await page.getByRole('option', { name: 'supervisor' }).click()
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name)
  const row = table.getByRole('row', { name: new RegExp(name) })
  await expect(row).toContainText('Supervisor')
  await row.getByRole('button', { name: `Eliminar ${name}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click()
  await expect(page.getByText('No hay permisos que coincidan.')).toBeVisible()
})

test('an admin turns on two-step sign-in and signs in again with a generated code', async ({ page }) => {
  test.setTimeout(90_000)
  const account = await createStaff(page.request, 'admin')
  await signInWithForm(page, account)
  await expect(page).not.toHaveURL(/\/login/)

  await page.goto('/pages/account-settings/security')
  // Turning it on asks for the current password again (a signed-in session alone is not enough).
  await page.getByLabel('Contraseña actual para activar').fill(account.password)
  await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click()
  await expect(page.getByRole('img', { name: 'Código QR para tu app de autenticación' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' })
  await page.getByLabel('Código de 6 dígitos').fill(totp.generate())
  await page.getByRole('button', { name: 'Confirmar y activar' }).click()
  await expect(
    page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem'),
  ).not.toHaveCount(0)
  await expect(page.getByText('Activada', { exact: true })).toBeVisible()
  await shot(page, 'account-security')
  await expectAccessible(page)

  // Dark and Arabic views of the same screen
  await page.evaluate(() => localStorage.setItem('Mesa-theme', 'dark'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sesiones activas' })).toBeVisible()
  await shot(page, 'account-security-dark')
  await page.evaluate(() => {
    localStorage.setItem('Mesa-theme', 'light')
    localStorage.setItem('Mesa-language', '"ar"')
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'الجلسات النشطة' })).toBeVisible()
  await shot(page, 'account-security-ar')
  await page.evaluate(() => localStorage.setItem('Mesa-language', '"es"'))

  // Sign out, sign in: the password alone is not enough
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await signInWithForm(page, account)
  await expect(page).toHaveURL(/two-steps/)
  // The enabling code's time step is spent; the next step's code is within the allowed drift.
  await page.getByLabel('Código de verificación').fill(totp.generate({ timestamp: Date.now() + 30_000 }))
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page).not.toHaveURL(/two-steps|login/)
  await page.goto('/pages/account-settings/security')
  await expect(page.getByText('Activada', { exact: true })).toBeVisible()
})

test('revoking a session sends the other browser to /login on its next call', async ({ page, browser }) => {
  const account = await createStaff(page.request, 'client')
  const other = await newPage(browser)
  await signIn(other, account)
  await other.goto('/access-control')
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible()

  await signIn(page, account)
  await page.goto('/pages/account-settings/security')
  const rows = page.getByTestId('session-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Esta sesión' })).toHaveCount(1)
  await rows
    .filter({ hasNotText: 'Esta sesión' })
    .getByRole('button', { name: /Cerrar la sesión/ })
    .click()
  await expect(rows).toHaveCount(1)

  await other.goto('/pages/account-settings/account')
  await expect(other).toHaveURL(/\/login/)
  await other.context().close()
})

test('profile and account tabs; bare paths open the first tab', async ({ page }) => {
  await signIn(page, users.admin)
  await page.goto('/pages/user-profile')
  await expectPath(page, '/pages/user-profile/profile')
  await expect(page.getByRole('heading', { name: 'Ana Administradora', level: 2 })).toBeVisible()
  await page.getByRole('tab', { name: 'Equipos' }).click()
  await expectPath(page, '/pages/user-profile/teams')
  await expect(page.getByRole('heading', { name: 'admin', level: 2, exact: true })).toBeVisible()
  await shot(page, 'profile-teams')

  await page.goto('/pages/account-settings')
  await expectPath(page, '/pages/account-settings/account')
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Ana Administradora')
  await page.getByRole('tab', { name: 'Conexión' }).click()
  // The choice is the server's: the radio turns checked once the API has stored it, not on the click itself.
  await page.getByRole('radio', { name: 'Ocupado' }).click()
  await expect(page.getByRole('radio', { name: 'Ocupado' })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Mi estado: Ocupado' })).toBeVisible()
  await page.getByRole('radio', { name: 'En línea' }).click()
  await expect(page.getByRole('radio', { name: 'En línea' })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Mi estado: En línea' })).toBeVisible()

  await page.getByRole('button', { name: 'Menú de usuario' }).click()
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click()
  await expectPath(page, '/pages/user-profile/profile')
})

test('agent status shows a colleague’s presence change live', async ({ page, browser }) => {
  await signIn(page, users.admin)
  await page.goto('/apps/agent-status')
  const table = page.getByRole('table', { name: 'Estado de agentes' })
  const row = table.getByRole('row', { name: /Sofía Ventas Herrera/ })
  await expect(row).toBeVisible()
  await shot(page, 'agent-status')
  await expectAccessible(page)

  const other = await newPage(browser)
  const session = await signIn(other, { email: 'ventas@demo.com', password: 'ventas' })
  const next = (await row.textContent())?.includes('Ausente') ? 'busy' : 'away'
  const response = await other.request.put('/api/v1/account/presence', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { presence: next },
  })
  expect(response.ok()).toBeTruthy()
  await expect(row).toContainText(next === 'away' ? 'Ausente' : 'Ocupado')
  await other.context().close()
})

test('a user uploads a photo in account settings and removes it', async ({ page }) => {
  await signIn(page, { email: 'visitador@demo.com', password: 'visitador' })
  await page.goto('/pages/account-settings/account')
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  )
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText('Foto actualizada')).toBeVisible()
  const picture = page.locator('img[src^="/api/v1/avatars/"]').first()
  await expect(picture).toBeVisible()
  const source = (await picture.getAttribute('src'))!
  expect((await page.request.get(source)).status()).toBe(200)
  await page.getByRole('button', { name: 'Quitar foto' }).click()
  await expect(page.getByText('Foto quitada')).toBeVisible()
  expect((await page.request.get(source)).status()).toBe(404)
})
