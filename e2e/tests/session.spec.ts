import { expect, test } from '@playwright/test'
import { cookieValue, expectPath, openSignIn, signIn, users } from './helpers'

test('sign-in goes to the wanted page from to', async ({ page }) => {
  await page.goto('/access-control')
  await expectPath(page, '/login?to=%2Faccess-control')
  await page.getByLabel('Correo electrónico').fill(users.client.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(users.client.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expectPath(page, '/access-control')
  await expect(page.getByRole('heading', { name: 'Control de acceso' })).toBeVisible()
  expect(await cookieValue(page, 'accessToken')).toBeTruthy()
  expect(await cookieValue(page, 'refreshToken')).toBeTruthy()
})

test('wrong credentials show the translated field error', async ({ page }) => {
  await openSignIn(page)
  await page.getByLabel('Correo electrónico').fill(users.client.email)
  await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByText('Correo o contraseña incorrectos')).toBeVisible()
  await expectPath(page, '/login')
})

test('demo mode lists the demo accounts on /login and fills the form', async ({ page }) => {
  await openSignIn(page)
  const demo = page.getByRole('region', { name: 'Cuentas de demostración' })
  await expect(demo).toContainText('admin@demo.com / admin')
  await demo.getByRole('button', { name: 'Usar la cuenta admin@demo.com' }).click()
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('admin@demo.com')
})

test('logout calls the API, clears everything and lands on /login', async ({ page }) => {
  await signIn(page, users.client)
  await page.goto('/access-control')
  const logout = page.waitForRequest((request) => request.url().endsWith('/api/v1/auth/logout'))
  await page.getByRole('button', { name: 'Menú de usuario' }).click()
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
  expect((await logout).method()).toBe('POST')
  await expectPath(page, '/login')
  expect(await cookieValue(page, 'accessToken')).toBeUndefined()
  expect(await cookieValue(page, 'refreshToken')).toBeUndefined()
  expect(
    await page.evaluate(() => [localStorage.getItem('userData'), localStorage.getItem('userAbilityRules')]),
  ).toEqual([null, null])
})

test('5 parallel calls that meet an expired access token cause exactly one refresh, and all succeed', async ({
  page,
}) => {
  await signIn(page, users.admin)
  await page.goto('/access-control')
  await expect(page.getByRole('heading', { name: 'Control de acceso' })).toBeVisible()
  const refreshes: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/allies/refresh_token/')) refreshes.push(request.method())
  })
  const statuses = await page.evaluate(async () => {
    document.cookie = 'accessToken=expired.garbage.token; Path=/; SameSite=Strict'
    const api = window.__MESA_TEST_HOOKS__?.api
    if (!api) throw new Error('test hook missing')
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => api.get('v1/auth/me')))
    return results.map((result) => result.status)
  })
  expect(statuses).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'])
  expect(refreshes).toEqual(['POST'])
  expect(await cookieValue(page, 'accessToken')).not.toBe('expired.garbage.token')
})

test('a failed refresh clears the tokens and sends the user to /login', async ({ page }) => {
  await signIn(page, users.client)
  await page.goto('/access-control')
  await expect(page.getByRole('heading', { name: 'Control de acceso' })).toBeVisible()
  const status = await page.evaluate(async () => {
    document.cookie = 'accessToken=expired; Path=/; SameSite=Strict'
    document.cookie = 'refreshToken=revoked; Path=/; SameSite=Strict'
    const api = window.__MESA_TEST_HOOKS__?.api
    return api?.get('v1/auth/me').then(
      () => 'ok',
      (error: { status?: number }) => error.status,
    )
  })
  expect(status).toBe(401)
  await expectPath(page, '/login?to=%2Faccess-control')
  expect(await cookieValue(page, 'accessToken')).toBeUndefined()
  expect(await cookieValue(page, 'refreshToken')).toBeUndefined()
  // Issue 31: the failure ends the whole session, the stored profile and rules too (spec §4).
  expect(
    await page.evaluate(() => [localStorage.getItem('userData'), localStorage.getItem('userAbilityRules')]),
  ).toEqual([null, null])
})

test('two tabs meeting an expired token refresh once between them (Web Locks)', async ({ page, context }) => {
  await signIn(page, users.admin)
  await page.goto('/access-control')
  const second = await context.newPage()
  await second.goto('/access-control')
  await expect(second.getByRole('heading', { name: 'Control de acceso' })).toBeVisible()
  const refreshes: string[] = []
  for (const tab of [page, second]) {
    tab.on('request', (request) => {
      if (request.url().includes('/api/v1/allies/refresh_token/')) refreshes.push(request.method())
    })
  }
  await page.evaluate(() => (document.cookie = 'accessToken=expired.garbage.token; Path=/; SameSite=Strict'))
  const fire = () =>
    window.__MESA_TEST_HOOKS__?.api.get('v1/auth/me').then(
      () => 'ok',
      () => 'failed',
    )
  const [first, other] = await Promise.all([page.evaluate(fire), second.evaluate(fire)])
  expect([first, other]).toEqual(['ok', 'ok'])
  expect(refreshes).toEqual(['POST'])
})
