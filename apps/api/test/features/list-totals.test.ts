import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  exportPaths,
  TOTAL_COUNT_CAP,
  type AllyListResponse,
  type permissionListResponseSchema,
  type userListResponseSchema,
} from '@mesa/contracts'
import { readPage, readPageOrFirst } from '../../src/lib/paging'
import { foldForSort } from '../../src/lib/sql-text'
import { getOk, type Query } from '../helpers/get-ok'
import { useTestApp } from '../helpers/use-test-app'

// Issue 12: lists count only up to the next multiple of TOTAL_COUNT_CAP past the page, and say so.
const EXTRA_ALLIES = 1_150
const EXTRA_USERS = 1_010

let admin: string
let seededAllies: number

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
  const { db } = t.database
  const counted = await db.execute(sql`select count(*)::int as n from allies where deleted_at is null`)
  seededAllies = (counted as unknown as { rows: Array<{ n: number }> }).rows[0]!.n
  // Copies of the first seeded ally (its staff, zone, region), each with its own name and RFC.
  await db.execute(sql`
    insert into allies (ally_name, legal_name, rfc, zone_name, region_name, type, status, active,
      seller_user_id, seller_email, supervisor_user_id, supervisor_email, created_at, updated_at)
    select 'Tope ' || i, 'Tope ' || i || ' S.A. de C.V.', 'TOP' || lpad(i::text, 10, '0'), a.zone_name,
      a.region_name, a.type, 'Pending', true, a.seller_user_id, a.seller_email, a.supervisor_user_id,
      a.supervisor_email, now() - i * interval '1 minute', now()
    from generate_series(1, ${EXTRA_ALLIES}) as i, (select * from allies order by id limit 1) as a`)
  await db.execute(sql`
    insert into users (full_name, username, email, role_id)
    select 'Usuario Tope ' || i, 'tope' || i, 'tope' || i || '@example.com', r.id
    from generate_series(1, ${EXTRA_USERS}) as i, (select id from roles where name = 'client') as r`)
})

const get = <T>(url: string, query: Query = {}) => getOk<T>(t, admin, url, query)
const allies = (query: Query = {}) => get<AllyListResponse>('/api/v1/allies/list', query)

describe('capped list totals', () => {
  it('the ally list stops counting past the cap and flags its total as a lower bound', async () => {
    const body = await allies()
    expect(body.products).toHaveLength(10)
    expect(body.total).toBe(TOTAL_COUNT_CAP)
    expect(body.totalCapped).toBe(true)
  })

  it('counts exactly (no flag) below the cap, with a filter or a page near the end', async () => {
    const filtered = await allies({ q: 'Tope 11' })
    // 'Tope 11', 'Tope 110'…'Tope 119', 'Tope 1100'…'Tope 1150'
    expect(filtered.total).toBe(1 + 10 + 51)
    expect(filtered).not.toHaveProperty('totalCapped')
    // Page 100 ends at row 1 000: the count goes on to 2 000, past the 1 200 live allies.
    const late = await allies({ page: 100 })
    expect(late.total).toBe(seededAllies + EXTRA_ALLIES)
    expect(late).not.toHaveProperty('totalCapped')
  })

  it('a capped total always leaves the next page reachable', async () => {
    const page = 99
    const body = await allies({ page, itemsPerPage: 10 })
    expect(body.totalCapped).toBe(true)
    expect(body.total).toBeGreaterThan(page * 10)
    const next = await allies({ page: page + 1, itemsPerPage: 10 })
    expect(next.products).toHaveLength(10)
  })

  it('the users list (spec: totalUsers, totalPages, page) caps the same way and keeps its shape', async () => {
    const body = await get<z.infer<typeof userListResponseSchema>>('/api/apps/users')
    expect(body.totalUsers).toBe(TOTAL_COUNT_CAP)
    expect(body.totalCapped).toBe(true)
    expect(body.totalPages).toBe(TOTAL_COUNT_CAP / 10)
    expect(body.page).toBe(1)
    expect(body.users).toHaveLength(10)
    // tope100@… and tope1000@… to tope1009@…
    const few = await get<z.infer<typeof userListResponseSchema>>('/api/apps/users', { q: 'tope100' })
    expect(few.totalUsers).toBe(11)
    expect(few).not.toHaveProperty('totalCapped')
  })

  it('the permissions list answers its spec fields (exact: a handful of permissions)', async () => {
    const body = await get<z.infer<typeof permissionListResponseSchema>>('/api/apps/permissions')
    expect(body).not.toHaveProperty('totalCapped')
    expect(body.totalPermissions).toBeGreaterThan(0)
    expect(Object.keys(body).sort()).toEqual(['permissions', 'totalPermissions'])
  })

  it('the CSV export still writes every row past a capped total', async () => {
    const response = await t.as(admin, { method: 'GET', url: exportPaths.allies })
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
    const lines = response.body.trim().split(/\r?\n/)
    expect(lines).toHaveLength(1 + seededAllies + EXTRA_ALLIES)
  })
})

describe('readPage and readPageOrFirst', () => {
  const rows = (limit: number) => Array.from({ length: limit }, (_, index) => index)

  it('pass an exact count through, and a capped one with its flag', async () => {
    const request = { page: 1, itemsPerPage: 10 }
    expect(
      await readPage(
        request,
        async ({ limit }) => rows(limit),
        async () => 5_000,
      ),
    ).toEqual({
      rows: rows(10),
      total: 5_000,
    })
    let asked = 0
    const capped = await readPage(
      request,
      async ({ limit }) => rows(limit),
      async (cap) => {
        asked = cap
        return { total: cap, totalCapped: true }
      },
    )
    expect(asked).toBe(TOTAL_COUNT_CAP)
    expect(capped).toEqual({ rows: rows(10), total: TOTAL_COUNT_CAP, totalCapped: true })
  })

  it('never count for a partial last page', async () => {
    const answer = await readPage(
      { page: 3, itemsPerPage: 10 },
      async () => rows(4),
      async () => {
        throw new Error('counted')
      },
    )
    expect(answer).toEqual({ rows: rows(4), total: 24 })
  })

  it('ask for a cap past the requested page, so a capped first-page-reset list keeps the page', async () => {
    let asked = 0
    const answer = await readPageOrFirst(
      { page: 100, itemsPerPage: 10 },
      async ({ limit }) => rows(limit),
      async (cap) => {
        asked = cap
        return { total: cap, totalCapped: true }
      },
    )
    expect(asked).toBe(2 * TOTAL_COUNT_CAP)
    expect(answer.page).toBe(100)
    expect(answer.totalPages).toBe(200)
    expect(answer.totalCapped).toBe(true)
  })
})

describe('folded name order', () => {
  const names = [
    'MG Orden',
    'Mazda Orden',
    'Ángel Orden',
    'angel Orden',
    'Óscar Orden',
    'zeta Orden',
    'Ñandú Orden',
  ]

  beforeAll(async () => {
    const values = names.map(
      (name, index) => sql`(${name}, ${name}, ${`ORD${String(index).padStart(10, '0')}`})`,
    )
    await t.database.db.execute(sql`
      insert into allies (ally_name, legal_name, rfc, zone_name, region_name, type, status, active,
        seller_user_id, seller_email, supervisor_user_id, supervisor_email)
      select v.name, v.legal, v.rfc, a.zone_name, a.region_name, a.type, 'Pending', true, a.seller_user_id,
        a.seller_email, a.supervisor_user_id, a.supervisor_email
      from (values ${sql.join(values, sql`, `)}) as v(name, legal, rfc), (select * from allies order by id limit 1) as a`)
  })

  it('sorts by name lower-cased and without accents ("Mazda" before "MG", "Ángel" beside "angel")', async () => {
    const ascending = await allies({ q: 'Orden', sortBy: 'product', orderBy: 'asc' })
    const order = ascending.products.map((item) => item.allyName)
    expect(order.slice(0, 2).sort()).toEqual(['angel Orden', 'Ángel Orden'].sort())
    expect(order.slice(2)).toEqual(['Mazda Orden', 'MG Orden', 'Ñandú Orden', 'Óscar Orden', 'zeta Orden'])
    // Equal folded names fall back to id order; the whole order matches the JavaScript folding.
    const bytewise = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
    const byFold = [...ascending.products].sort(
      (a, b) => bytewise(foldForSort(a.allyName), foldForSort(b.allyName)) || a.id - b.id,
    )
    expect(ascending.products.map((item) => item.id)).toEqual(byFold.map((item) => item.id))
    const descending = await allies({ q: 'Orden', sortBy: 'product', orderBy: 'desc' })
    expect(descending.products.map((item) => item.id)).toEqual(
      ascending.products.map((item) => item.id).reverse(),
    )
  })
})
