import { expect, test, type Page } from '@playwright/test'
import { rfcCheckDigit } from '../../packages/contracts/src/allies/rfc'
import { expectAccessible, shot, signIn, users } from './helpers'

/** Undo and trash (issue 20): a delete is undone from the toast, and restored from the trash by an administrator. */

const allyName = 'Agencia Deshacer E2E'
const arabicAllyName = 'Agencia Papelera E2E'
// Valid RFCs (their check digits computed as SAT does) that the demo seed does not use.
const rfcs: Record<string, string> = { [allyName]: 'UND200101AB4', [arabicAllyName]: 'DSH210202CD9' }
/** The bulk test's allies, selected together on one list page (their RFCs' check digits computed). */
const batch = ['Agencia Lote E2E Norte', 'Agencia Lote E2E Sur']
batch.forEach((name, index) => {
  const first12 = `LOT23030${index + 1}EF`
  rfcs[name] = `${first12}${rfcCheckDigit(first12)}`
})

/** A staff user's id, looked up by the administrator (no sign-in as them: another spec changes a password). */
async function userIdOf(page: Page, accessToken: string, email: string): Promise<number> {
  const headers = { authorization: `Bearer ${accessToken}` }
  const listed = await page.request.get(`/api/apps/users?q=${encodeURIComponent(email)}`, { headers })
  const { users } = (await listed.json()) as { users: { id: number; email: string }[] }
  return users.find((user) => user.email === email)!.id
}

/** The ally this spec deletes, created through the API (once per run: the RFC is unique among live allies). */
async function ensureAlly(page: Page, accessToken: string, name = allyName): Promise<number> {
  const headers = { authorization: `Bearer ${accessToken}` }
  const listed = await page.request.get(`/api/v1/allies/list?q=${encodeURIComponent(name)}`, { headers })
  const found = (await listed.json()) as { products: { id: number }[] }
  if (found.products.length > 0) return found.products[0]!.id
  const sellerId = await userIdOf(page, accessToken, 'ventas@demo.com')
  const supervisorId = await userIdOf(page, accessToken, 'supervisor@demo.com')
  const created = await page.request.post('/api/v1/allies', {
    headers,
    data: {
      allyName: name,
      legalName: `${name} S.A. de C.V.`,
      rfc: rfcs[name],
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
  return ((await created.json()) as { id: number }).id
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
  // Hovering pauses the toast's countdown (MUI Snackbar), so the checks below cannot outlast it.
  await toast.hover()
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
  test.slow() // a delete, the trash and a restore, with two accessibility checks
  await page.addInitScript(() => {
    localStorage.setItem('Mesa-language', JSON.stringify('ar'))
    localStorage.setItem('Mesa-theme', 'dark')
  })
  const session = await signIn(page, users.admin)
  await ensureAlly(page, session.accessToken, arabicAllyName)
  await page.goto(`/apps/aliados/list?q=${encodeURIComponent(arabicAllyName)}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.getByRole('button', { name: `حذف ${arabicAllyName}`, exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'حذف الشريك؟' })
  await confirm.getByRole('button', { name: 'حذف', exact: true }).click()
  const toast = page.getByRole('alert').filter({ hasText: `تم حذف ${arabicAllyName}` })
  await expect(toast).toBeVisible()
  await toast.hover()
  await expect(toast.getByRole('button', { name: 'تراجع', exact: true })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'undo-toast-ar-dark')

  await page.goto(`/apps/trash?q=${encodeURIComponent(arabicAllyName)}`)
  await expect(page.getByRole('heading', { name: 'سلة المحذوفات' })).toBeVisible()
  const table = page.getByRole('table', { name: 'سلة المحذوفات' })
  // .first(): a rerun on the same data directory leaves an earlier twin in the trash.
  await expect(table.getByText(arabicAllyName).first()).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'trash-ar-dark')
  await table
    .getByRole('button', { name: `استعادة ${arabicAllyName}`, exact: true })
    .first()
    .click()
  await expect(page.getByText(`تمت استعادة ${arabicAllyName}`)).toBeVisible()
})

test('only administrators open the trash', async ({ page }) => {
  await signIn(page, { email: 'analista@demo.com', password: 'analista' })
  await page.goto('/apps/trash')
  await expect(page).toHaveURL(/not-authorized/)
})

test('select a page of allies, delete them in bulk and undo from the toast; the bar in Arabic, dark', async ({
  page,
}) => {
  test.slow() // two allies, a bulk delete, its undo, and the bar in two looks
  const session = await signIn(page, users.admin)
  for (const name of batch) await ensureAlly(page, session.accessToken, name)
  const listUrl = `/apps/aliados/list?q=${encodeURIComponent('Agencia Lote E2E')}`
  await page.goto(listUrl)
  const table = page.getByRole('table', { name: 'Aliados' })
  for (const name of batch) await expect(table.getByText(name)).toBeVisible()

  // One row, then the whole page ("select page" in the header).
  await table.getByRole('checkbox', { name: `Seleccionar ${batch[0]}`, exact: true }).check()
  const bar = page.getByRole('region', { name: 'Acciones sobre las filas seleccionadas' })
  await expect(bar.getByText('Seleccionadas: 1')).toBeVisible()
  await table.getByRole('checkbox', { name: 'Seleccionar todas las filas de esta página' }).check()
  await expect(bar.getByText('Seleccionadas: 2')).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'allies-bulk-bar')

  await bar.getByRole('button', { name: 'Eliminar', exact: true }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'Aliados eliminados: 2' })
  await expect(toast).toBeVisible()
  await expect(page.getByText('No hay aliados que coincidan con la búsqueda')).toBeVisible()
  await expect(bar).toBeHidden()
  await toast.hover()
  await shot(page, 'allies-bulk-undo-toast')
  await toast.getByRole('button', { name: 'Deshacer', exact: true }).click()
  await expect(page.getByText('Se deshizo la acción en 2 aliados')).toBeVisible()
  for (const name of batch) await expect(table.getByText(name)).toBeVisible()

  // The same bar in Arabic (right to left) and dark.
  await page.evaluate(() => {
    localStorage.setItem('Mesa-language', JSON.stringify('ar'))
    localStorage.setItem('Mesa-theme', 'dark')
  })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.getByRole('checkbox', { name: 'تحديد كل صفوف هذه الصفحة' }).check()
  await expect(page.getByRole('region', { name: 'إجراءات على الصفوف المحددة' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'allies-bulk-bar-ar-dark')
  await page.evaluate(() => {
    localStorage.setItem('Mesa-language', JSON.stringify('es'))
    localStorage.setItem('Mesa-theme', 'light')
  })
})
