import { expect, test } from '@playwright/test'
import { expectAccessible, expectPath, shot, signIn } from './helpers'
import { createStaff } from './staff-accounts'

/** Saved views (issue 20): a list's filters saved under a name, shared with the role, opened by a colleague. */

test.describe.configure({ timeout: 120_000 })

test('an analyst saves a shared view and a colleague of the same role opens it', async ({
  page,
  browser,
}) => {
  await signIn(page, { email: 'analista@demo.com', password: 'analista' })
  await page.goto('/apps/aliados/list?q=auto&sortBy=created&orderBy=desc')
  const views = page.getByRole('tablist', { name: 'Vistas guardadas' })
  await expect(views.getByRole('tab', { name: 'Todos' })).toBeVisible()
  await page.getByRole('button', { name: 'Guardar vista' }).click()
  const dialog = page.getByRole('dialog', { name: 'Guardar la lista como vista' })
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog.getByText('Campo obligatorio')).toBeVisible()
  await dialog.getByLabel('Nombre de la vista').fill('Aliados auto recientes')
  await dialog.getByLabel('Compartir con mi rol').check()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(views.getByRole('tab', { name: 'Aliados auto recientes' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await shot(page, 'saved-views-own')

  // "Todos" clears the list's query; the view's tab brings it back.
  await views.getByRole('tab', { name: 'Todos' }).click()
  await expectPath(page, '/apps/aliados/list')
  await views.getByRole('tab', { name: 'Aliados auto recientes' }).click()
  await expectPath(page, '/apps/aliados/list?orderBy=desc&q=auto&sortBy=created')

  const colleague = await createStaff(page.request, 'analista')
  const context = await browser.newContext()
  const other = await context.newPage()
  await signIn(other, colleague)
  await other.goto('/apps/aliados/list')
  const shared = other
    .getByRole('tablist', { name: 'Vistas guardadas' })
    .getByRole('tab', { name: 'Aliados auto recientes (de Lucía Analista Ramírez)' })
  await shared.click()
  await expectPath(other, '/apps/aliados/list?orderBy=desc&q=auto&sortBy=created')
  await expect(other.getByRole('searchbox')).toHaveValue('auto')
  // Not theirs: no delete button on a colleague's view.
  await expect(other.getByRole('button', { name: /Eliminar la vista/ })).toHaveCount(0)
  await shot(other, 'saved-views-shared')
  await context.close()
})

test('a default view opens when the list is opened without a query, and can be deleted', async ({ page }) => {
  await signIn(page, { email: 'analista@demo.com', password: 'analista' })
  await page.goto('/apps/aliados/list?status=Active')
  await page.getByRole('button', { name: 'Guardar vista' }).click()
  const dialog = page.getByRole('dialog', { name: 'Guardar la lista como vista' })
  await dialog.getByLabel('Nombre de la vista').fill('Activos')
  await dialog.getByLabel('Abrir por defecto').check()
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await page.goto('/apps/aliados/list')
  await expectPath(page, '/apps/aliados/list?status=Active')
  await page.getByRole('button', { name: 'Eliminar la vista Activos' }).click()
  await expect(page.getByRole('tab', { name: 'Activos' })).toHaveCount(0)
  await expectPath(page, '/apps/aliados/list')
})
