import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AllyListResponse } from '@mesa/contracts'
import { allies, allyUsers, dataVersions, users } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'

// The ally list is answered from memory while the allies are unchanged (lib/versioned-answers.ts, migration
// 0012's triggers). These tests change the data behind the API's back, as another instance or a job would, and
// expect the very next list to show it.

let admin: string
let ventas: string

const t = useTestApp()
beforeAll(async () => {
  ;[admin, ventas] = await demoTokens(t, ['admin', 'ventas'])
})

const list = async (token: string, query: Record<string, string> = {}) => {
  const response = await t.as(token, { method: 'GET', url: '/api/v1/allies/list', query })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<AllyListResponse>()
}
const version = async () => {
  const [row] = await t.database.db.select().from(dataVersions).where(eq(dataVersions.name, 'allies'))
  return row?.version ?? 0
}

describe('the ally list kept in memory', () => {
  it('shows a renamed ally on the next list, asked the same way as before', async () => {
    const first = (await list(admin, { sortBy: 'product', orderBy: 'asc' })).products[0]!
    await list(admin, { sortBy: 'product', orderBy: 'asc' })
    await t.database.db.update(allies).set({ allyName: 'AAA Renombrada' }).where(eq(allies.id, first.id))
    const again = await list(admin, { sortBy: 'product', orderBy: 'asc' })
    expect(again.products[0]).toMatchObject({ id: first.id, allyName: 'AAA Renombrada' })
  })

  it('drops a deleted ally and counts one version per committed transaction, however many rows', async () => {
    const before = await list(admin, { itemsPerPage: '100' })
    const gone = before.products.slice(0, 3).map((ally) => ally.id)
    const at = await version()
    await t.database.db.transaction(async (tx) => {
      for (const id of gone) await tx.update(allies).set({ deletedAt: new Date() }).where(eq(allies.id, id))
    })
    expect(await version()).toBe(at + 1)
    const after = await list(admin, { itemsPerPage: '100' })
    expect(after.total).toBe(before.total - 3)
    expect(after.products.map((ally) => ally.id)).not.toEqual(expect.arrayContaining([gone[0]]))
  })

  it('does not move the version for a transaction that rolled back', async () => {
    const at = await version()
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(allies).set({ allyName: 'Nunca' })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await version()).toBe(at)
    expect((await list(admin, { q: 'Nunca' })).total).toBe(0)
  })

  it("shows a seller an ally linked to them after their list was kept (the links decide a seller's allies)", async () => {
    const own = await list(ventas, { itemsPerPage: '100' })
    const outside = (await list(admin, { itemsPerPage: '100' })).products.find(
      (ally) => !own.products.some((mine) => mine.id === ally.id),
    )!
    const [seller] = await t.database.db.select().from(users).where(eq(users.email, 'ventas@demo.com'))
    await t.database.db.insert(allyUsers).values({ allyId: outside.id, userId: seller!.id })
    const now = await list(ventas, { itemsPerPage: '100' })
    expect(now.total).toBe(own.total + 1)
    expect(now.products.map((ally) => ally.id)).toContain(outside.id)

    await t.database.db
      .delete(allyUsers)
      .where(sql`${allyUsers.allyId} = ${outside.id} and ${allyUsers.userId} = ${seller!.id}`)
    expect((await list(ventas, { itemsPerPage: '100' })).total).toBe(own.total)
  })

  it('shows allies written in one batch by a background job (a multi-row insert)', async () => {
    const before = await list(admin, { q: 'Lote de prueba' })
    const [template] = await t.database.db.select().from(allies).limit(1)
    const { id: _id, ...columns } = template!
    const inserted = await t.database.db
      .insert(allies)
      .values(
        [1, 2].map((n) => ({
          ...columns,
          allyName: `Lote de prueba ${n}`,
          rfc: `LPR26010${n}AB${n}`,
          deletedAt: null,
        })),
      )
      .returning({ id: allies.id })
    expect((await list(admin, { q: 'Lote de prueba' })).total).toBe(before.total + 2)
    await t.database.db.delete(allies).where(
      inArray(
        allies.id,
        inserted.map((row) => row.id),
      ),
    )
    expect((await list(admin, { q: 'Lote de prueba' })).total).toBe(before.total)
  })
})
