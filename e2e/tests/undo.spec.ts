import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'

/** Undo and trash (issue 20): a delete is undone from the toast, and restored from the trash by an administrator. */

const allyName = 'Agencia Deshacer E2E'
// A valid RFC (its check digit computed as SAT does) that the demo seed does not use.
const rfc = 'UND200101AB4'

async function userIdOf(page: Page, user: { email: string; password: string }): Promise<number> {
  const response = await page.request.post('/api/v1/allies/login/', { data: user })
  return ((await response.json()) as { userData: { id: number } }).userData.id
}

/** The ally this spec deletes, created through the API (once per run: the RFC is unique among live allies). */
async function ensureAlly(page: Page, accessToken: string) {
  const headers = { authorization: `Bearer ${accessToken}` }
  const listed = await page.request.get(`/api/v1/allies/list?q=${encodeURIComponent(allyName)}`, { headers })
  if (((await listed.json()) as { total: number }).total > 0) return
  const sellerId = await userIdOf(page, { email: 'ventas@demo.com', password: 'ventas' })
  const supervisorId = await userIdOf(page, { email: 'supervisor@demo.com', password: 'supervisor' })
  const created = await page.request.post('/api/v1/allies', {
    headers,
    data: {
      allyName,
      legalName: `${allyName} S.A. de C.V.`,
      rfc,
      zoneName: 'Noreste',
      regionName: 'Nuevo León',
      type: 'Agencia',
      status: 'Pending',
      active: true,
      email: 'contacto@deshacer.mx',
      phone: '81 1234 5678',
      sellerId,
      supervisorId,
      accounts: [],
      addresses: [],
      managers: [],
      userIds: [],
    },
  })
  expect(created.status()).toBe(201)
}

async function deleteFromList(page: Page) {
  await page.goto(`/apps/aliados/list?q=${encodeURIComponent(allyName)}`)
  await page.getByRole('button', { name: `Eliminar ${allyName}`, exact: true }).click()
  const confirm = page.getByRole('dialog', { name: '¿Eliminar el aliado?' })
  await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('No hay aliados que coincidan con la búsqueda')).toBeVisible()
}

test('delete an ally and undo from the toast; delete again and restore it from the trash', async ({
  page,
}) => {
  test.slow() // two deletes, an undo, the trash and a restore
  const session = await signIn(page, users.admin)
  await ensureAlly(page, session.accessToken)

  await deleteFromList(page)
  const toast = page.getByRole('alert').filter({ hasText: `Se eliminó ${allyName}` })
  await expect(toast).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'undo-toast')
  await toast.getByRole('button', { name: 'Deshacer', exact: true }).click()
  await expect(page.getByText(`Se restauró ${allyName}`)).toBeVisible()
  await expect(page.getByRole('button', { name: `Eliminar ${allyName}`, exact: true })).toBeVisible()

  await deleteFromList(page)
  await page.goto(`/apps/trash?q=${encodeURIComponent(allyName)}`)
  const table = page.getByRole('table', { name: 'Papelera' })
  await expect(table.getByText(allyName)).toBeVisible()
  await expect(table.getByText('Aliado', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'trash')
  await table.getByRole('button', { name: `Restaurar ${allyName}`, exact: true }).click()
  await expect(page.getByText(`Se restauró ${allyName}`)).toBeVisible()
  await expect(page.getByText('La papelera está vacía')).toBeVisible()

  await page.goto(`/apps/aliados/list?q=${encodeURIComponent(allyName)}`)
  await expect(page.getByRole('button', { name: `Eliminar ${allyName}`, exact: true })).toBeVisible()
})

test('the trash and the undo toast in Arabic, right to left, and dark', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('Mesa-language', JSON.stringify('ar'))
    localStorage.setItem('Mesa-theme', 'dark')
  })
  const session = await signIn(page, users.admin)
  await ensureAlly(page, session.accessToken)
  const headers = { authorization: `Bearer ${session.accessToken}` }
  const listed = (await (
    await page.request.get(`/api/v1/allies/list?q=${encodeURIComponent(allyName)}`, { headers })
  ).json()) as {
    products: { id: number }[]
  }
  const id = listed.products[0]!.id
  expect((await page.request.delete(`/api/v1/allies/list/${id}`, { headers })).status()).toBe(204)

  await page.goto(`/apps/trash?q=${encodeURIComponent(allyName)}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'سلة المحذوفات' })).toBeVisible()
  const table = page.getByRole('table', { name: 'سلة المحذوفات' })
  await expect(table.getByText(allyName)).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'trash-ar-dark')
  await table.getByRole('button', { name: `استعادة ${allyName}`, exact: true }).click()
  await expect(page.getByText(`تمت استعادة ${allyName}`)).toBeVisible()
})

test('only administrators open the trash', async ({ page }) => {
  await signIn(page, { email: 'analista@demo.com', password: 'analista' })
  await page.goto('/apps/trash')
  await expect(page).toHaveURL(/not-authorized/)
})
