import { expect, test } from '@playwright/test'
import { expectPath, setStoredRules, signIn, users } from './helpers'

/** The route guard and redirects of spec §2 and §5, rule by rule. */
test.describe('anonymous user', () => {
  test('public routes are open', async ({ page }) => {
    for (const path of [
      '/not-authorized',
      '/pages/misc/not-authorized',
      '/pages/misc/coming-soon',
      '/pages/misc/under-maintenance',
      '/pages/authentication/login-v1',
      '/pages/authentication/register-v2',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectPath(page, path)
    }
  })

  test('unauthenticated-only routes are open', async ({ page }) => {
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectPath(page, path)
    }
  })

  test('a protected route sends to /login with the wanted path in to', async ({ page }) => {
    await page.goto('/access-control?tab=rules#top')
    await expectPath(page, `/login?to=${encodeURIComponent('/access-control?tab=rules#top')}`)
  })

  test('/ sends to /login without to, keeping the query', async ({ page }) => {
    await page.goto('/')
    await expectPath(page, '/login')
    await page.goto('/?lang=es')
    await expectPath(page, '/login?lang=es')
  })

  test('unknown paths show the public not-found page in the blank layout', async ({ page }) => {
    for (const path of ['/no/such/page', '/pages/misc/not-found/anything', '/pages/misc/page-not-found']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible()
      await expect(page.getByRole('navigation')).toHaveCount(0)
      await expectPath(page, path)
    }
  })
})

test.describe('signed-in user', () => {
  test('unauthenticated-only routes send a signed-in user to /', async ({ page }) => {
    await signIn(page, users.client)
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path)
      // '/' then sends the client (no Aliados or Documentos rules) to access control: see root redirects.
      await expectPath(page, '/access-control')
    }
  })

  test('a route whose permission is missing sends to /not-authorized', async ({ page }) => {
    await signIn(page, users.client)
    await setStoredRules(page, [{ action: 'read', subject: 'Documentos' }])
    await page.goto('/access-control')
    await expectPath(page, '/not-authorized')
    await expect(page.getByRole('heading', { name: 'No autorizado' })).toBeVisible()
  })

  test('a route whose permission is granted opens', async ({ page }) => {
    await signIn(page, users.client)
    await page.goto('/access-control')
    await expect(page.getByRole('heading', { name: 'Control de acceso' })).toBeVisible()
    // The subject by its label, its code as secondary text (issue 38).
    await expect(page.getByRole('cell', { name: /^Control de acceso\s*AclDemo$/ })).toBeVisible()
  })

  test('public routes stay open', async ({ page }) => {
    await signIn(page, users.client)
    await page.goto('/not-authorized')
    await expectPath(page, '/not-authorized')
    await page.goto('/pages/authentication/login-v2')
    await expectPath(page, '/pages/authentication/login-v2')
  })
})

test.describe('root redirects', () => {
  test('an admin (rules on Aliados) goes to the ally list', async ({ page }) => {
    await signIn(page, users.admin)
    await page.goto('/')
    await expectPath(page, '/apps/aliados/list')
  })

  test('a client or admin with rules on Documentos only goes to the document requests', async ({ page }) => {
    await signIn(page, users.client)
    await setStoredRules(page, [{ action: 'read', subject: 'Documentos' }])
    await page.goto('/')
    await expectPath(page, '/apps/solicitudes/list')
  })

  test('a signed-in user without a home goes to access control, else not-authorized (no loop)', async ({
    page,
  }) => {
    await signIn(page, users.client)
    await page.goto('/')
    await expectPath(page, '/access-control')
    await setStoredRules(page, [])
    await page.goto('/')
    await expectPath(page, '/not-authorized')
  })
})
