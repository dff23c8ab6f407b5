import { expect as baseExpect, test } from '@playwright/test'
import { expectAccessible, shot, signIn, users } from './helpers'
import { unique } from './staff-accounts'

/** The users list's bulk actions (issue 20, the lists kit): select rows, act on all at once, undo from the toast. */
const expect = baseExpect.configure({ timeout: 20_000 })

test('select two users, deactivate and delete them in bulk, and undo each from the toast', async ({
  page,
}) => {
  test.slow() // two users, two bulk actions and their undos
  const session = await signIn(page, users.admin)
  const headers = { authorization: `Bearer ${session.accessToken}` }
  const { items: roles } = (await (await page.request.get('/api/v1/roles', { headers })).json()) as {
    items: { id: number; name: string }[]
  }
  const batch = unique()
  const names = [`Lote ${batch} Norte`, `Lote ${batch} Sur`]
  for (const [index, fullName] of names.entries()) {
    const created = await page.request.post('/api/apps/users', {
      headers,
      data: {
        fullName,
        username: `lote.${batch}.${index}`,
        email: `lote.${batch}.${index}@example.mx`,
        roleId: roles.find((role) => role.name === 'analista')!.id,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
  }

  await page.goto(`/apps/user/list?q=${encodeURIComponent(`Lote ${batch}`)}`)
  const table = page.getByRole('table', { name: 'Usuarios' })
  for (const name of names) await expect(table.getByRole('link', { name, exact: true })).toBeVisible()
  for (const name of names)
    await table.getByRole('checkbox', { name: `Seleccionar ${name}`, exact: true }).check()
  const bar = page.getByRole('region', { name: 'Acciones sobre las filas seleccionadas' })
  await expect(bar.getByText('Seleccionadas: 2')).toBeVisible()
  for (const action of ['Activar', 'Desactivar', 'Eliminar'])
    await expect(bar.getByRole('button', { name: action, exact: true })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'users-bulk-bar')

  // Deactivate both, then undo: they are active again.
  await bar.getByRole('button', { name: 'Desactivar', exact: true }).click()
  const offToast = page.getByRole('alert').filter({ hasText: 'Usuarios desactivados: 2' })
  await expect(offToast).toBeVisible()
  await expect(table.getByText('Inactivo', { exact: true })).toHaveCount(2)
  await offToast.getByRole('button', { name: 'Deshacer', exact: true }).click()
  await expect(page.getByText('Se deshizo la acción en 2 usuarios')).toBeVisible()
  await expect(table.getByText('Activo', { exact: true })).toHaveCount(2)
  // A fresh page: the undo's notice is gone, so the next one is the delete's own.
  await page.reload()
  await expect(page.getByText('Se deshizo la acción en 2 usuarios')).toHaveCount(0)

  // Delete both: gone from the list, the undo toast brings them back from the trash.
  for (const name of names)
    await table.getByRole('checkbox', { name: `Seleccionar ${name}`, exact: true }).check()
  await bar.getByRole('button', { name: 'Eliminar', exact: true }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'Usuarios eliminados: 2' })
  await expect(toast).toBeVisible()
  await expect(page.getByText('No hay usuarios que coincidan.')).toBeVisible()
  await expect(bar).toBeHidden()
  await toast.hover()
  await shot(page, 'users-bulk-undo-toast')
  await toast.getByRole('button', { name: 'Deshacer', exact: true }).click()
  await expect(page.getByText('Se deshizo la acción en 2 usuarios')).toBeVisible()
  for (const name of names) await expect(table.getByRole('link', { name, exact: true })).toBeVisible()
})
