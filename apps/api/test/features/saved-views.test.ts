import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { savedViewPaths, type SavedView } from '@mesa/contracts'
import { savedViews, users } from '../../src/db/schema'
import { hashPassword } from '../../src/features/auth'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'

let analyst: string
let colleague: string
let seller: string

const screen = '/apps/solicitudes/list'

const t = useTestApp()
beforeAll(async () => {
  ;[analyst, seller] = await demoTokens(t, ['analista', 'ventas'])
  // A second analyst: same role as analista@demo.com.
  const [first] = await t.database.db.select().from(users).where(eq(users.email, 'analista@demo.com'))
  await t.database.db.insert(users).values({
    fullName: 'Segunda Analista',
    username: 'analista2',
    email: 'analista2@test.mx',
    passwordHash: await hashPassword('analista2-password'),
    roleId: first!.roleId,
  })
  colleague = (await t.login('analista2@test.mx', 'analista2-password')).accessToken
})

const list = async (token: string) => {
  const response = await t.as(token, { method: 'GET', url: `${savedViewPaths.list}?screen=${screen}` })
  expect(response.statusCode).toBe(200)
  return response.json<{ items: SavedView[] }>().items
}
const save = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: savedViewPaths.list, payload: { screen, ...payload } })
const itemUrl = (id: number) => savedViewPaths.item.replace(':id', String(id))

describe('saved views', () => {
  it('a private view is its owner’s only; a shared one reaches the same role and no other', async () => {
    const mine = await save(analyst, { name: 'Mis capturas', query: 'stage=captura&sortBy=created' })
    expect(mine.statusCode, mine.body).toBe(201)
    const shared = await save(analyst, {
      name: 'Validación vencida',
      query: 'stage=validacion&overdue=true',
      shared: true,
    })
    expect(shared.json<SavedView>()).toMatchObject({ shared: true, mine: true })

    expect((await list(analyst)).map((view) => view.name)).toEqual(['Mis capturas', 'Validación vencida'])
    const seen = await list(colleague)
    expect(seen.map((view) => [view.name, view.mine, view.ownerName])).toEqual([
      ['Validación vencida', false, 'Lucía Analista Ramírez'],
    ])
    expect(await list(seller)).toEqual([])
  })

  it('one default per user and screen: setting another clears the first', async () => {
    const first = (
      await save(analyst, { name: 'Default A', query: 'q=a', isDefault: true })
    ).json<SavedView>()
    const second = (
      await save(analyst, { name: 'Default B', query: 'q=b', isDefault: true })
    ).json<SavedView>()
    const views = await list(analyst)
    expect(views.find((view) => view.id === first.id)!.isDefault).toBe(false)
    expect(views.find((view) => view.id === second.id)!.isDefault).toBe(true)
  })

  it('only the owner changes or deletes a view; a stale version is 409; a duplicate name is 409 on the field', async () => {
    const view = (await save(analyst, { name: 'Para cambiar', query: 'q=x', shared: true })).json<SavedView>()
    const byColleague = await t.as(colleague, {
      method: 'PUT',
      url: itemUrl(view.id),
      payload: { name: 'Robada', query: '', version: view.version },
    })
    expect(byColleague.statusCode).toBe(404)
    expect((await t.as(colleague, { method: 'DELETE', url: itemUrl(view.id) })).statusCode).toBe(404)

    const renamed = await t.as(analyst, {
      method: 'PUT',
      url: itemUrl(view.id),
      payload: { name: 'Cambiada', query: 'q=y', shared: false, version: view.version },
    })
    expect(renamed.json<SavedView>()).toMatchObject({
      name: 'Cambiada',
      shared: false,
      version: view.version + 1,
    })
    const stale = await t.as(analyst, {
      method: 'PUT',
      url: itemUrl(view.id),
      payload: { name: 'Otra', query: '', version: view.version },
    })
    expect(stale.statusCode).toBe(409)
    const duplicate = await save(analyst, { name: 'Cambiada', query: '' })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().errors).toEqual({ name: ['already_used'] })

    expect((await t.as(analyst, { method: 'DELETE', url: itemUrl(view.id) })).statusCode).toBe(204)
    const [gone] = await t.database.db.select().from(savedViews).where(eq(savedViews.id, view.id))
    expect(gone).toBeUndefined()
  })

  it('names each wrong field and writes nothing', async () => {
    const before = (await list(analyst)).length
    const response = await t.as(analyst, {
      method: 'POST',
      url: savedViewPaths.list,
      payload: { screen: 'no slash', name: '', query: 'a#b', shared: 'yes', extra: 1 },
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['screen', 'name', 'query', 'shared']),
    )
    expect((await list(analyst)).length).toBe(before)
  })
})
